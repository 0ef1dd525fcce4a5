import { and, eq, like } from 'drizzle-orm';
import { todayIn } from '@/lib/format';
import { VoucherCategory } from '@/lib/enums/cash';
import type { Db } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { ensureHistoryCast } from './history/ensure-history-cast';
import { historyDays, historyMonths } from './history/history-days';
import { RENT_NOTE_PATTERN, rentNote } from './history/write-month-cash';
import { writeHistoryMonth } from './history/write-history-month';

/** The fewest invoices the benchmarks that time work among two years of history expect (issue 18, "Reports"). */
export const HISTORY_INVOICES = 1_000_000;
/** Invoices the history holds by default: on PostgreSQL a little over the million; the embedded database is given a tenth. */
export const DEFAULT_HISTORY_INVOICES = { postgres: 1_020_000, pglite: 100_000 } as const;

/**
 * The benchmark shop's last two years of books (issue "Reports"), made by the database a month at a
 * time (server/seed/large/history): `invoices` invoices over the 730 days before today, 08:00–20:00
 * on the shop's clock — sales at the counter and visits of every kind, each visit with its activity
 * and staff, goods out of stock through the ledger after the month's imports brought them in, paid
 * at the counter in one or two parts, some left owing and some of those repaid later, a few sales
 * voided and refunded — with the imports' and the shop's own expenses in the cash book. Each month is
 * one transaction, marked by its rent voucher: a month already there is left as it is, so a second run
 * adds nothing and a run stopped halfway goes on from the month it stopped in.
 */
export async function insertInvoiceHistory(db: Db, shopId: string, invoices: number, log: (line: string) => void): Promise<void> {
  if (invoices <= 0) return;
  const cast = await ensureHistoryCast(db, shopId);
  const marked = await db
    .select({ note: cashVouchers.note })
    .from(cashVouchers)
    .where(and(eq(cashVouchers.shopId, shopId), eq(cashVouchers.category, VoucherCategory.RENT), like(cashVouchers.note, RENT_NOTE_PATTERN)));
  const done = new Set(marked.map((m) => m.note));
  const months = historyMonths(historyDays(todayIn(cast.timeZone), invoices)).filter((m) => !done.has(rentNote(m.month)));
  const started = performance.now();
  for (const month of months) {
    const at = performance.now();
    const n = await writeHistoryMonth(db, { shopId, cast, month });
    log(
      `  ${month.month}: ${n.invoices.toLocaleString('en')} invoices, ${n.lines.toLocaleString('en')} lines, ${n.activities.toLocaleString('en')} visits, ` +
        `${n.payments.toLocaleString('en')} payments, ${n.vouchers.toLocaleString('en')} vouchers, ${n.movements.toLocaleString('en')} stock movements, ${n.voids} voids (${Math.round(performance.now() - at)} ms)`,
    );
  }
  if (months.length) log(`  two years of books in ${Math.round((performance.now() - started) / 1000)} s`);
}
