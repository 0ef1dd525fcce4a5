import { z } from 'zod';

/** Route parameters `{ id }` that must be a uuid. */
export const idParams = z.object({ id: z.uuid({ error: 'validation.uuid' }) });

const uuid = z.uuid();

/** Can this text be a record's id? (a shop id from a header or a URL, before it reaches SQL) */
export const isUuid = (value: string | undefined): value is string => value !== undefined && uuid.safeParse(value).success;
