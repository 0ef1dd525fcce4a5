import { z } from 'zod';

/** Route parameters `{ id }` that must be a uuid. */
export const idParams = z.object({ id: z.uuid({ error: 'validation.uuid' }) });
