import { z } from 'zod';
import { MAX_STAY_DAYS } from '../enums/pet-rooms';
import { recordId } from './book-rules';
import { depositBody } from './invoice-actions';
import { booleanInput, isoDate, optionalMultiLineText } from './rules';

const DAY_MS = 86_400_000;
const instant = () => isoDate().transform((v) => new Date(v));

// A pet checked into a room, or booked into it ahead (issue 19 §3): the stay is an activity of the
// room's kind (hotel, inpatient care) with an LT code; its dates hold a place in the room.
export const stayBody = z
  .object({
    roomId: recordId(),
    customerId: recordId(),
    petId: recordId(),
    /** when it arrives (or arrived: a check-in may be dated back a few days); absent: now */
    startsAt: instant().optional(),
    /** when it is expected to leave */
    endsAt: instant(),
    /** book the place ahead rather than check in now */
    reserve: booleanInput().default(false),
    feedingNote: optionalMultiLineText(500),
    careNote: optionalMultiLineText(500),
    belongings: optionalMultiLineText(500),
    note: optionalMultiLineText(1000),
    /** money taken ahead at the desk, as the activity's deposit (DESIGN §6), in the same transaction */
    deposit: depositBody.optional(),
  })
  .refine((b) => b.endsAt.getTime() > (b.startsAt ?? new Date()).getTime(), { path: ['endsAt'], error: 'validation.checkOutBeforeCheckIn' })
  .refine((b) => b.endsAt.getTime() - (b.startsAt ?? new Date()).getTime() <= MAX_STAY_DAYS * DAY_MS, { path: ['endsAt'], error: 'validation.stayTooLong' });
export type StayInput = z.infer<typeof stayBody>;

/**
 * A stay changed at the desk: moved to another room of the same board, or its expected check-out
 * moved (extended or shortened); `version` is the stay's activity's, as the caller saw it.
 */
export const stayChangeBody = z
  .object({
    roomId: recordId().optional(),
    endsAt: instant().optional(),
  })
  .refine((b) => b.roomId !== undefined || b.endsAt !== undefined, { path: ['endsAt'], error: 'validation.required' });
export type StayChangeInput = z.infer<typeof stayChangeBody>;

/** A booked pet arriving, or a pet leaving: now, or a few minutes to days ago when the desk records it late. */
export const stayMomentBody = z.object({ at: instant().optional() });
export type StayMomentInput = z.infer<typeof stayMomentBody>;

/** A stay as its room's card shows it. */
export const stayOnBoard = z.object({
  id: z.uuid(),
  activityId: z.uuid(),
  code: z.string(),
  status: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  checkedInAt: z.string().nullable(),
  /** for a pet in the room: the days it bills so far, and its activity's amount so far with them */
  daysSoFar: z.number().int().nullable(),
  amountSoFar: z.number().int().nullable(),
  pet: z.object({ id: z.uuid(), name: z.string(), species: z.string() }),
  customer: z.object({ id: z.uuid(), name: z.string(), phone: z.string().nullable() }),
  feedingNote: z.string().nullable(),
  careNote: z.string().nullable(),
  belongings: z.string().nullable(),
});
export type StayOnBoard = z.infer<typeof stayOnBoard>;

export const stayResponse = stayOnBoard.extend({
  checkedOutAt: z.string().nullable(),
  room: z.object({ id: z.uuid(), name: z.string(), type: z.number() }),
});
export type Stay = z.infer<typeof stayResponse>;

