import { z } from 'zod';
import { positiveQuantity, recordId, staffRef } from './book-rules';
import { booleanInput, isoDate, msg, optionalMultiLineText, optionalText, optionalUuid, optionalWeightKg, unit } from './rules';
import { temperatureC } from './activities';

// A stay's log (issue 19 §4): one entry of a hotel pet's care or an inpatient's treatment sheet. It is
// sent as a multipart form (its photo beside it), so flags and numbers may come as text and the line
// lists as JSON.

/** The most medicines and services one entry records. */
export const MAX_LOG_LINES = 30;

/** A medicine or supply given: it leaves stock at once (first expiry first out, unless a lot is named). */
export const logProductBody = z.object({
  productId: recordId(),
  unitName: unit(),
  quantity: positiveQuantity(),
  batchId: optionalUuid().optional(),
  dosage: optionalText(255),
});

/** A service done (a drip, a walk, a bath): a completed line of the stay, billed at check-out. */
export const logServiceBody = z.object({ serviceId: recordId(), quantity: positiveQuantity().default(1) });

const lines = <T extends z.ZodType>(line: T) => z.array(line).max(MAX_LOG_LINES, msg('tooManyActivityLines')).default([]);

export const stayLogBody = z.object({
  /** when it was given: now when absent; never before the pet came in nor in the future */
  at: isoDate()
    .transform((v) => new Date(v))
    .optional(),
  /** who gave it; absent: the caller */
  staffId: optionalUuid().optional(),
  fed: booleanInput().default(false),
  walked: booleanInput().default(false),
  bathed: booleanInput().default(false),
  temperatureC,
  weightKg: optionalWeightKg(),
  note: optionalMultiLineText(2000),
  products: lines(logProductBody),
  services: lines(logServiceBody),
});
export type StayLogInput = z.infer<typeof stayLogBody>;

export const stayLogEntry = z.object({
  id: z.uuid(),
  at: z.string(),
  staff: staffRef,
  fed: z.boolean(),
  walked: z.boolean(),
  bathed: z.boolean(),
  temperatureC: z.number().nullable(),
  weightKg: z.number().nullable(),
  note: z.string().nullable(),
  photo: z.object({ fileId: z.uuid(), name: z.string() }).nullable(),
  products: z.array(z.object({ id: z.uuid(), productId: z.uuid(), name: z.string(), unitName: z.string(), quantity: z.number().int(), batchNo: z.string().nullable(), dosage: z.string().nullable() })),
  services: z.array(z.object({ id: z.uuid(), name: z.string(), quantity: z.number().int() })),
  createdBy: staffRef,
  createdAt: z.string(),
});
export type StayLogEntry = z.infer<typeof stayLogEntry>;

export const stayLogResponse = z.object({ items: z.array(stayLogEntry) });
export type StayLog = z.infer<typeof stayLogResponse>;
