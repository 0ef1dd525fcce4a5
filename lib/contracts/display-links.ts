import { z } from 'zod';
import { staffRef } from './book-rules';
import { name } from './rules';

// A waiting-room screen's link (issue 17): made and revoked by the shop admin; whoever opens it
// sees the shop's queue of today and nothing private (no phone, no customer's full name).

/** Which screen it is ("TV phòng chờ"), named as everything else is: 3 to 100 characters. */
export const displayLinkBody = z.object({ name: name() });

export const displayLink = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  createdBy: staffRef.nullable(),
  revokedAt: z.string().nullable(),
});
export type DisplayLink = z.infer<typeof displayLink>;
export const displayLinks = z.array(displayLink);

/** The answer to making a link: the token, shown this once (only its hash is kept). */
export const createdDisplayLink = displayLink.extend({ token: z.string() });

/** The header a waiting-room screen sends its token in. */
export const DISPLAY_TOKEN_HEADER = 'display-token';

export const displayTicket = z.object({
  ticketNo: z.number().int(),
  petName: z.string(),
  species: z.string(),
  services: z.array(z.string()),
  status: z.number().int(),
  /** service lines done of all (a grooming's progress) */
  done: z.number().int(),
  lines: z.number().int(),
});
export type DisplayTicket = z.infer<typeof displayTicket>;
export const displayQueue = z.object({ shopName: z.string(), logoFileId: z.uuid().nullable(), tickets: z.array(displayTicket) });
export type DisplayQueue = z.infer<typeof displayQueue>;
