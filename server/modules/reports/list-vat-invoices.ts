import { sql } from 'drizzle-orm';
import type { VatInvoicesQuery, VatInvoicesResponse } from '@/lib/contracts/reports';
import type { DbOrTx } from '../../db/client';
import { arrayLiteral } from '../../db/sql/array-literal';
import { executeRows } from '../../db/sql/execute-rows';
import { readSnapshot } from '../../db/sql/read-snapshot';
import { num } from './report-scope';

/**
 * The VAT report's invoices (issue "Reports" §2), for filing: each invoice issued in the period with
 * its VAT by rate, and each invoice voided in it as a row of the opposite sign on the void's day —
 * so the rows add up to the report's VAT by rate, as the daily figures count them.
 */
export async function listVatInvoices(db: DbOrTx, input: { shopIds: readonly string[]; query: VatInvoicesQuery }): Promise<VatInvoicesResponse> {
  const { query } = input;
  const within = (column: string) =>
    sql`i.shop_id = any(${arrayLiteral(input.shopIds)}::uuid[]) and i.${sql.raw(column)} >= (${query.from}::date::timestamp at time zone s.time_zone)
      and i.${sql.raw(column)} < ((${query.to}::date + 1)::timestamp at time zone s.time_zone)`;
  const events = sql`
    select i.id, i.created_at as at, 1 as sign from invoices i join shops s on s.id = i.shop_id where ${within('created_at')}
    union all
    select i.id, i.voided_at, -1 from invoices i join shops s on s.id = i.shop_id where i.voided_at is not null and ${within('voided_at')}`;
  return readSnapshot(db, async (tx) => {
    const rows = await executeRows<Record<string, unknown>>(
      tx,
      sql`select e.id, e.at, e.sign, i.code, s.name as shop_name, c.name as customer_name, i.kind, i.total,
          (select json_agg(json_build_object('vatPercent', r.vat_percent, 'taxableBase', r.base, 'vat', r.vat) order by r.vat_percent nulls first)
             from (select l.vat_percent, sum(l.taxable_base) as base, sum(l.vat) as vat from invoice_lines l where l.invoice_id = i.id group by l.vat_percent) r) as by_rate
        from (${events}) e join invoices i on i.id = e.id join shops s on s.id = i.shop_id left join customers c on c.id = i.customer_id
        order by e.at, i.code, e.sign desc limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    );
    const [{ n }] = await executeRows<{ n: unknown }>(tx, sql`select count(*) as n from (${events}) e`);
    return {
      items: rows.map((r) => {
        const sign = num(r.sign);
        const byRate = ((r.by_rate ?? []) as { vatPercent: string | number | null; taxableBase: number; vat: number }[]).map((b) => ({
          vatPercent: b.vatPercent === null ? null : Number(b.vatPercent),
          taxableBase: sign * num(b.taxableBase),
          vat: sign * num(b.vat),
        }));
        return {
          id: String(r.id),
          code: String(r.code),
          shopName: String(r.shop_name),
          createdAt: new Date(r.at as string).toISOString(),
          customerName: r.customer_name === null ? null : String(r.customer_name),
          kind: num(r.kind),
          voided: sign < 0,
          byRate,
          taxableBase: byRate.reduce((s, b) => s + b.taxableBase, 0),
          vat: byRate.reduce((s, b) => s + b.vat, 0),
          total: sign * num(r.total),
        };
      }),
      total: num(n),
      page: query.page,
      limit: query.limit,
    };
  });
}
