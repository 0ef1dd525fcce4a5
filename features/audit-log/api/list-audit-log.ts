import { todayIn } from '@/lib/format';

/** The filters the audit log keeps in its URL, besides page, page size and sort. */
export const AUDIT_LOG_FILTERS = ['search', 'from', 'to', 'userId', 'entityType', 'action', 'entityId'] as const;

/** How many days the log shows when the URL names none: this week's changes, today's on top. */
const DEFAULT_DAYS = 7;

/** `day` moved by `delta` calendar days (YYYY-MM-DD in, YYYY-MM-DD out). */
function addDays(day: string, delta: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + delta)).toISOString().slice(0, 10);
}

/**
 * The days a request covers (DESIGN §3: the shop's days): those in the URL, else the last seven up
 * to today. One record's history (`entityId`) goes back to its beginning unless days are chosen.
 */
export function auditPeriod(values: { from?: string | number; to?: string | number; entityId?: string | number }, timeZone: string, now = new Date()): { from: string; to: string } {
  if (values.from || values.to || !values.entityId) {
    const today = todayIn(timeZone, now);
    return { from: String(values.from || addDays(today, 1 - DEFAULT_DAYS)), to: String(values.to || today) };
  }
  return { from: '', to: '' };
}
