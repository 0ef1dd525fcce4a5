import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { withDayRange } from '@/lib/contracts/day-range';
import { listQuery } from '@/lib/contracts/pagination';

// A document list's days: yyyy-MM-dd, real calendar days, the end not before the start.
const query = withDayRange(listQuery(['issuedAt'] as const).extend({ status: z.coerce.number().optional() }));

describe('the days of a document list', () => {
  it('reads from and to, either of them open', () => {
    expect(query.parse({ from: '2026-11-01', to: '2026-11-30' })).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    const open = query.parse({ from: '2026-11-01' });
    expect([open.from, open.to]).toEqual(['2026-11-01', undefined]);
    const blank = query.parse({ to: '', from: '' });
    expect([blank.from, blank.to]).toEqual([undefined, undefined]);
    expect(query.parse({ from: '2026-11-25', to: '2026-11-25' })).toMatchObject({ from: '2026-11-25', to: '2026-11-25' });
  });

  // the year 0000 and years before 1900 JavaScript reads, PostgreSQL's date refuses or no shop means
  it.each(['25/11/2026', '2026-02-30', '2026-13-01', '2026-11-1', 'today', '2026-11-25T00:00:00Z', '0000-01-01', '1899-12-31'])('refuses %j as a day', (day) => {
    const result = query.safeParse({ from: day });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['from'], message: 'validation.isoDate' });
  });

  it('refuses a range that ends before it starts, naming the end', () => {
    const result = query.safeParse({ from: '2026-11-30', to: '2026-11-01' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['to'], message: 'validation.dayRange' });
  });
});
