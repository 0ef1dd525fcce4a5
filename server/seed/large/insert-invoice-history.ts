import { and, count, eq, sql } from 'drizzle-orm';
import { DocumentKind, DocumentType } from '@/lib/enums/documents';
import { InvoiceKind, InvoicePaymentType, InvoiceStatus } from '@/lib/enums/invoices';
import type { Db } from '../../db/client';
import { documentCounters } from '../../db/schema/document-counters';
import { invoices } from '../../db/schema/invoices';
import { users } from '../../db/schema/users';
import { hashed } from './generated-rows';

/** Invoices of the past two years in the benchmark shop, under which a checkout is timed. */
export const HISTORY_INVOICES = 1_000_000;
const BATCH = 100_000;
const DAYS = 730;

/** The last number a shop gave to a kind of document. */
async function lastNumber(db: Db, shopId: string, kind: DocumentKind): Promise<number> {
  const [row] = await db.select({ n: documentCounters.lastNumber }).from(documentCounters).where(and(eq(documentCounters.shopId, shopId), eq(documentCounters.kind, kind)));
  return row?.n ?? 0;
}

/**
 * The benchmark shop's invoices (issue 18), made by the database: HISTORY_INVOICES grooming and
 * examination invoices over the past two years, one service line each (no goods, so no stock moves),
 * paid in cash at the counter — each with its payment and its receipt voucher, codes HD… and PT…
 * following the shop's counters, which move with each batch. The books balance as if the console had
 * issued them. Made once, in batches: a run stopped halfway goes on from where it stopped.
 */
export async function insertInvoiceHistory(db: Db, shopId: string, log: (line: string) => void): Promise<void> {
  const [{ n: have }] = await db.select({ n: count() }).from(invoices).where(eq(invoices.shopId, shopId));
  if (have >= HISTORY_INVOICES) return;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.shopId, shopId)).limit(1);
  // the counters move with each batch: what they stood at before the first is theirs less the batches made
  const firstHd = (await lastNumber(db, shopId, DocumentKind.INVOICE)) - have + 1;
  const firstPt = (await lastNumber(db, shopId, DocumentKind.RECEIPT)) - have + 1;
  const code = (prefix: string, first: number) => sql.raw(`'${prefix}' || lpad((${first - 1} + i)::text, greatest(6, length((${first - 1} + i)::text)), '0')`);
  for (let from = have + 1; from <= HISTORY_INVOICES; from += BATCH) {
    const to = Math.min(HISTORY_INVOICES, from + BATCH - 1);
    const started = performance.now();
    await db.transaction(async (tx) => {
      // i-th invoice: its code, kind, price and moment (oldest first, so codes follow time)
      const rows = sql`
        select i, ${code('HD', firstHd)} as code, ${code('PT', firstPt)} as pt,
          case when ${hashed('kind', 2)} = 0 then ${InvoiceKind.GROOMING}::smallint else ${InvoiceKind.HEALTHCARE}::smallint end as kind,
          ((100 + ${hashed('price', 20)} * 10) * 1000)::bigint as price,
          now() - interval '${sql.raw(String(DAYS))} days' + i * (interval '${sql.raw(String(DAYS))} days' / ${HISTORY_INVOICES}) as at
        from generate_series(${from}::int, ${to}::int) as i`;
      await tx.execute(sql`
        insert into invoices (shop_id, code, kind, status, subtotal, discount, promotion_discount, vat, total, paid, created_by, created_at)
        select ${shopId}::uuid, r.code, r.kind, ${InvoiceStatus.PAID}::smallint, r.price, 0, 0, 0, r.price, r.price, ${owner.id}::uuid, r.at from (${rows}) r`);
      await tx.execute(sql`
        insert into invoice_lines (shop_id, invoice_id, position, kind, name, unit_name, unit_factor, quantity, unit_price, discount, amount, invoice_discount, taxable_base, vat_percent, vat, cost)
        select ${shopId}::uuid, v.id, 0, 'service', case when r.kind = ${InvoiceKind.GROOMING}::smallint then 'Tắm vệ sinh' else 'Khám tổng quát' end, 'lần', 1, 1, r.price, 0, r.price, 0, r.price, null, 0, 0
        from (${rows}) r join invoices v on v.shop_id = ${shopId}::uuid and v.code = r.code`);
      await tx.execute(sql`
        insert into cash_vouchers (shop_id, code, type, payer_type, payer_name, amount, method, category, document_type, document_id, document_code, created_by, created_at)
        select ${shopId}::uuid, r.pt, 'RECEIPT', 'OTHER', '', r.price, 'CASH', 'SALES', ${DocumentType.INVOICE}::text, v.id, v.code, ${owner.id}::uuid, r.at
        from (${rows}) r join invoices v on v.shop_id = ${shopId}::uuid and v.code = r.code`);
      await tx.execute(sql`
        insert into invoice_payments (shop_id, invoice_id, amount, method, type, voucher_id, created_by, created_at)
        select ${shopId}::uuid, c.document_id, c.amount, 'CASH', ${InvoicePaymentType.CHECKOUT}::smallint, c.id, ${owner.id}::uuid, c.created_at
        from (${rows}) r join cash_vouchers c on c.shop_id = ${shopId}::uuid and c.code = r.pt`);
      for (const [kind, last] of [
        [DocumentKind.INVOICE, firstHd - 1 + to],
        [DocumentKind.RECEIPT, firstPt - 1 + to],
      ] as const) {
        await tx.insert(documentCounters).values({ shopId, kind, lastNumber: last }).onConflictDoUpdate({ target: [documentCounters.shopId, documentCounters.kind], set: { lastNumber: last } });
      }
    });
    log(`  invoices ${to.toLocaleString('en')} / ${HISTORY_INVOICES.toLocaleString('en')} (${Math.round(performance.now() - started)} ms)`);
  }
}
