import { z } from 'zod';
import { isCalendarDay } from './rules';

// The days a document list covers (DESIGN §3: report periods and "today" are the shop's days):
// ?from=2026-11-01&to=2026-11-30, both included, either open; the server reads them in the shop's
// time zone (server/db/sql/shop-days.ts).

const day = () =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string({ error: 'validation.isoDate' }).refine(isCalendarDay, { error: 'validation.isoDate' }).optional());

export const dayRangeFields = { from: day(), to: day() };

const endsAfterStart = (q: { from?: unknown; to?: unknown }) => typeof q.from !== 'string' || typeof q.to !== 'string' || q.from <= q.to;

/** A list query with `from` and `to` days, refusing a range that ends before it starts. */
export const withDayRange = <T extends z.ZodRawShape>(query: z.ZodObject<T>) =>
  query.extend(dayRangeFields).refine(endsAfterStart, { path: ['to'], error: 'validation.dayRange' });
