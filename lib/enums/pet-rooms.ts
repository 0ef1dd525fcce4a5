import type { Permission } from '../permissions';
import { InvoiceType } from './activities';
import { ServiceGroup } from './services';

// Pet rooms (SPEC §3 pet room type; DESIGN §4 "Pet room and stay"): hotel rooms and inpatient cages.
export const PetRoomType = { HOTEL: 1, INPATIENT_CARE: 2 } as const;
export type PetRoomTypeId = (typeof PetRoomType)[keyof typeof PetRoomType];
export const PET_ROOM_TYPE_IDS = Object.values(PetRoomType);

/** The board pages of SPEC §2 (/accommodation/<slug>) and the room type each one shows. */
export const PET_ROOM_SLUGS = { hotels: PetRoomType.HOTEL, 'inpatient-care': PetRoomType.INPATIENT_CARE } as const;
export type PetRoomSlug = keyof typeof PET_ROOM_SLUGS;

/** Who may see each board (SPEC §6: every shop role). */
export const PET_ROOM_VIEW_PERMISSION: Record<PetRoomTypeId, Permission> = {
  [PetRoomType.HOTEL]: 'HOTEL_VIEW_PET_ROOM_LIST',
  [PetRoomType.INPATIENT_CARE]: 'INPATIENT_CARE_VIEW_PET_ROOM_LIST',
};

/** Who may log a stay's care (hotel) or treatment (inpatient care). */
export const PET_ROOM_EXECUTE_PERMISSION: Record<PetRoomTypeId, Permission> = {
  [PetRoomType.HOTEL]: 'HOTEL_EXECUTE',
  [PetRoomType.INPATIENT_CARE]: 'INPATIENT_CARE_EXECUTE',
};

/** A stay in a room of this type is an activity of this invoice type (DESIGN §4). */
export const PET_ROOM_INVOICE_TYPE: Record<PetRoomTypeId, number> = {
  [PetRoomType.HOTEL]: InvoiceType.HOTEL,
  [PetRoomType.INPATIENT_CARE]: InvoiceType.INPATIENT_CARE,
};

/** The service group a room may bill its days as (its day line then counts under that service). */
export const PET_ROOM_SERVICE_GROUP: Record<PetRoomTypeId, number> = {
  [PetRoomType.HOTEL]: ServiceGroup.HOTEL,
  [PetRoomType.INPATIENT_CARE]: ServiceGroup.INPATIENT_TREATMENT,
};

/** The size of pet a room is made for. */
export const PET_ROOM_SIZES = ['small', 'medium', 'large'] as const;
export type PetRoomSize = (typeof PET_ROOM_SIZES)[number];

/** The most pets one room may hold at once (a shared kennel run, not a ward). */
export const MAX_ROOM_CAPACITY = 20;

/** A stay's own state beside its activity's: booked ahead, in the room, gone, or called off. */
export const StayStatus = { RESERVED: 1, CHECKED_IN: 2, CHECKED_OUT: 3, CANCELED: 4 } as const;
export type StayStatus = (typeof StayStatus)[keyof typeof StayStatus];
/** The stays that hold a place in their room over their dates. */
export const HOLDING_STAY_STATUSES: readonly StayStatus[] = [StayStatus.RESERVED, StayStatus.CHECKED_IN];

/** The longest stay booked at once (a year), and how far back a check-in may be dated (a forgotten one). */
export const MAX_STAY_DAYS = 365;
export const MAX_CHECK_IN_BACKDATE_DAYS = 7;
