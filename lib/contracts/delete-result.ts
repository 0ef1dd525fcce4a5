import { z } from 'zod';

/**
 * The answer to `DELETE /x/{id}` of a catalogue: a record that a document uses is deactivated
 * instead of deleted (its history must keep pointing at it), and the message says so.
 */
export const deleteResult = z.object({ deleted: z.boolean(), deactivated: z.boolean(), message: z.string().optional() });
export type DeleteResult = z.infer<typeof deleteResult>;
