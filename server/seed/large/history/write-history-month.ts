import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bringMonthStock } from './bring-month-stock';
import type { HistoryCast } from './ensure-history-cast';
import { type HistoryMonth, nextDay } from './history-days';
import { lockCounters, type MonthBatch, saveCounters } from './month-batch';
import { planMonthSales } from './plan-month-sales';
import { writeMonthCash } from './write-month-cash';
import { voidMonthInvoices, writeMonthDocuments } from './write-month-documents';
import { writeMonthStock } from './write-month-stock';

export interface MonthWritten {
  invoices: number;
  lines: number;
  activities: number;
  imports: number;
  vouchers: number;
  payments: number;
  movements: number;
  voids: number;
}

/**
 * One month of the benchmark shop's books, in one transaction (so a run stopped halfway leaves
 * whole months): planned in temporary tables, then its goods brought in, its visits and invoices,
 * its cash book, its stock ledger and its voids written, each kind of document numbered on from the
 * shop's counter and the counters left at the last number used. The report tables follow through
 * their triggers, on each row's own day.
 */
export async function writeHistoryMonth(db: Db, input: { shopId: string; cast: HistoryCast; month: HistoryMonth }): Promise<MonthWritten> {
  return db.transaction(async (tx) => {
    // one month's plan sorts and joins a few hundred thousand rows: in memory, and no need to wait for the disk at each commit
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(sql`set local synchronous_commit = off`);
    const batch: MonthBatch = {
      tx,
      shopId: input.shopId,
      cast: input.cast,
      month: input.month,
      from: input.month.days[0].day,
      until: nextDay(input.month.days.at(-1)!.day),
      counters: await lockCounters(tx, input.shopId),
    };
    await planMonthSales(batch);
    const imports = await bringMonthStock(batch);
    const documents = await writeMonthDocuments(batch);
    const cash = await writeMonthCash(batch);
    const movements = await writeMonthStock(batch);
    const voids = await voidMonthInvoices(batch);
    await saveCounters(tx, input.shopId, batch.counters);
    return { ...documents, imports, ...cash, movements, voids };
  });
}
