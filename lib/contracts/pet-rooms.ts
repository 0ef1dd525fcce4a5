import { z } from 'zod';
import { MAX_ROOM_CAPACITY, PET_ROOM_SIZES, PET_ROOM_TYPE_IDS } from '../enums/pet-rooms';
import { PET_SPECIES } from '../enums/pets';
import { stayOnBoard } from './stays';
import { booleanInput, emptyToNull, integer, money, msg, oneOf, optionalMultiLineText, optionalUuid, queryFlag, text } from './rules';

export const petRoomType = () => oneOf(PET_ROOM_TYPE_IDS, 'petRoomType');

// A hotel room or an inpatient cage (DESIGN §4): its daily price in integer đồng, optionally billed
// as one of the shop's hotel (or inpatient treatment) services, and how many pets it holds at once.
export const petRoomBody = z.object({
  name: text().pipe(z.string().min(1, msg('required')).max(50, msg('tooLong'))),
  type: petRoomType(),
  size: z.preprocess(emptyToNull, z.enum(PET_ROOM_SIZES, msg('petRoomSize')).nullable()),
  /** the species it suits; null: any */
  species: z.preprocess(emptyToNull, z.enum(PET_SPECIES, msg('petSpecies')).nullable()),
  dailyPrice: money(),
  serviceId: optionalUuid(),
  capacity: integer().pipe(z.number().min(1, msg('capacity')).max(MAX_ROOM_CAPACITY, msg('capacity'))),
  note: optionalMultiLineText(500),
  /** omitted: active on create, unchanged on update */
  isActive: booleanInput().optional(),
});
export type PetRoomInput = z.infer<typeof petRoomBody>;

/** The rooms of one board, every one of them (a shop has tens, at most a few hundred). */
export const petRoomListQuery = z.object({
  type: petRoomType(),
  active: queryFlag(),
});
export type PetRoomListQuery = z.infer<typeof petRoomListQuery>;

export const petRoomResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.number(),
  size: z.enum(PET_ROOM_SIZES).nullable(),
  species: z.enum(PET_SPECIES).nullable(),
  dailyPrice: z.number().int(),
  service: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  capacity: z.number().int(),
  note: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type PetRoom = z.infer<typeof petRoomResponse>;
/** A room on its board: with the stays holding a place in it (checked in, or booked), soonest first. */
export const petRoomOnBoard = petRoomResponse.extend({ stays: z.array(stayOnBoard) });
export type PetRoomOnBoard = z.infer<typeof petRoomOnBoard>;
export const petRoomList = z.object({ items: z.array(petRoomOnBoard) });
export type PetRoomList = z.infer<typeof petRoomList>;
