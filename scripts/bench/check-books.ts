import { Client } from 'pg';
import { BOOKS_VIOLATIONS } from '@/tests/support/books-violations';

// The books of a benchmark database checked before its reports are timed: every invariant of
// DESIGN §6 (tests/support/books-violations.ts, which must find no row), and the reports' daily
// figures (server/db/schema/report-days.ts) against the same figures worked out again from the
// documents and ledgers, for whole months. The figures are compared as `key → value` pairs.

/** Each figure both ways: the report tables' and the documents'. $1 the shop, $2 and $3 the first and last day. */
const FIGURES: Record<string, { report: string; documents: string }> = {
  'sales by kind: invoices, subtotal, discount, VAT, total, cost': {
    report: `select kind::text as key, array[sum(invoices), sum(subtotal), sum(discount), sum(vat), sum(total), sum(cost)]::text as value
      from report_sales where shop_id = $1 and day between $2 and $3 group by kind`,
    documents: `select kind::text as key, array[sum(sign), sum(sign * subtotal), sum(sign * discount), sum(sign * vat), sum(sign * total), sum(sign * cost)]::text as value
      from (select i.kind, e.sign, i.subtotal, i.discount, i.vat, i.total, (select coalesce(sum(l.cost), 0) from invoice_lines l where l.invoice_id = i.id) as cost
        from invoices i join shops s on s.id = i.shop_id cross join lateral (values (i.created_at, 1), (i.voided_at, -1)) as e(at, sign)
        where i.shop_id = $1 and (e.at at time zone s.time_zone)::date between $2 and $3) f
      group by kind`,
  },
  'items: quantity, revenue, cost': {
    report: `select item_kind as key, array[sum(quantity), sum(revenue), sum(cost)]::text as value from report_items where shop_id = $1 and day between $2 and $3 group by item_kind`,
    documents: `select l.kind as key, array[sum(e.sign * l.quantity * l.unit_factor), sum(e.sign * l.taxable_base), sum(e.sign * l.cost)]::text as value
      from invoice_lines l join invoices i on i.id = l.invoice_id join shops s on s.id = i.shop_id
      cross join lateral (values (i.created_at, 1), (i.voided_at, -1)) as e(at, sign)
      where i.shop_id = $1 and (e.at at time zone s.time_zone)::date between $2 and $3 and coalesce(l.product_id, l.service_id) is not null group by l.kind`,
  },
  'VAT by key and rate: taxable base, VAT': {
    report: `select vat_key || ' ' || coalesce(vat_percent::text, 'KCT') as key, array[sum(taxable_base), sum(vat)]::text as value
      from report_vat where shop_id = $1 and day between $2 and $3 group by vat_key, vat_percent`,
    documents: `select l.vat_key || ' ' || coalesce(l.vat_percent::text, 'KCT') as key, array[sum(e.sign * l.taxable_base), sum(e.sign * l.vat)]::text as value
      from invoice_lines l join invoices i on i.id = l.invoice_id join shops s on s.id = i.shop_id
      cross join lateral (values (i.created_at, 1), (i.voided_at, -1)) as e(at, sign)
      where i.shop_id = $1 and (e.at at time zone s.time_zone)::date between $2 and $3 group by l.vat_key, l.vat_percent`,
  },
  'payments by method and type': {
    report: `select method || ' ' || type as key, sum(amount)::text as value from report_payments where shop_id = $1 and day between $2 and $3 group by method, type`,
    // a refund kept as the customer's credit, and a payment from it, moved credit rather than the drawer's money
    documents: `select m.method || ' ' || p.type as key, sum(p.amount)::text as value
      from invoice_payments p join shops s on s.id = p.shop_id cross join lateral (select case when p.credit_id is not null then 'CREDIT' else p.method end as method) m
      where p.shop_id = $1 and (p.created_at at time zone s.time_zone)::date between $2 and $3 group by m.method, p.type`,
  },
  'cash book by type, category and method: vouchers, amount': {
    report: `select type || ' ' || category || ' ' || method as key, array[sum(vouchers), sum(amount)]::text as value
      from report_cash where shop_id = $1 and day between $2 and $3 group by type, category, method`,
    documents: `select v.type || ' ' || v.category || ' ' || v.method as key, array[count(*), sum(v.amount)]::text as value from cash_vouchers v join shops s on s.id = v.shop_id
      where v.shop_id = $1 and (v.created_at at time zone s.time_zone)::date between $2 and $3 group by v.type, v.category, v.method`,
  },
  'debts: change of customers’ and suppliers’ debt': {
    report: `select party as key, sum(change)::text as value from report_debts where shop_id = $1 and day between $2 and $3 group by party`,
    documents: `select party as key, sum(change)::text as value from (
        select 'customer' as party, e.at, i.shop_id, e.sign * i.total as change from invoices i cross join lateral (values (i.created_at, 1), (i.voided_at, -1)) as e(at, sign)
        where i.customer_id is not null and e.at is not null
        union all select 'customer', greatest(p.created_at, i.created_at), p.shop_id, -p.amount from invoice_payments p join invoices i on i.id = p.invoice_id where i.customer_id is not null
        union all select 'supplier', e.at, m.shop_id, e.sign * m.total from product_imports m
          cross join lateral (values (m.completed_at, 1), (case when m.status = 3 then m.voided_at end, -1)) as e(at, sign) where m.status in (1, 3) and e.at is not null
        union all select 'supplier', greatest(p.created_at, m.completed_at), p.shop_id, -p.amount from product_import_payments p join product_imports m on m.id = p.import_id
      ) f join shops s on s.id = f.shop_id where f.shop_id = $1 and (f.at at time zone s.time_zone)::date between $2 and $3 group by party`,
  },
  'stock ledger: units and value moved': {
    report: `select 'stock' as key, array[sum(quantity), sum(value)]::text as value from report_stock where shop_id = $1 and day between $2 and $3`,
    documents: `select 'stock' as key, array[sum(m.delta), sum(m.delta::bigint * m.unit_cost)]::text as value from stock_movements m join shops s on s.id = m.shop_id
      where m.shop_id = $1 and (m.created_at at time zone s.time_zone)::date between $2 and $3`,
  },
  'activities by type': {
    report: `select type::text as key, sum(activities)::text as value from report_activities where shop_id = $1 and day between $2 and $3 group by type`,
    documents: `select a.type::text as key, count(*)::text as value from activities a join shops s on s.id = a.shop_id
      where a.shop_id = $1 and (a.created_at at time zone s.time_zone)::date between $2 and $3 group by a.type`,
  },
};

export interface BooksCheck {
  /** each invariant broken, with its first row; none when the books hold */
  violations: string[];
  invariants: number;
  /** the periods compared, each with the figures that disagree */
  periods: Array<{ from: string; to: string; figures: number; mismatches: string[] }>;
  took: number;
}

/** Checks the books of the database at `url`, and the benchmark shop's report tables over `periods`. */
export async function checkBooks(url: string, shopId: string, periods: ReadonlyArray<{ from: string; to: string }>): Promise<BooksCheck> {
  const started = performance.now();
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const violations: string[] = [];
    for (const [rule, text] of Object.entries(BOOKS_VIOLATIONS)) {
      const { rows } = await db.query(text);
      if (rows.length) violations.push(`${rule}: ${rows.length} rows, first ${JSON.stringify(rows[0])}`);
    }
    const checked = [];
    for (const period of periods) {
      const mismatches: string[] = [];
      let figures = 0;
      for (const [name, pair] of Object.entries(FIGURES)) {
        const read = async (text: string) => new Map((await db.query<{ key: string; value: string }>(text, [shopId, period.from, period.to])).rows.map((r) => [r.key, r.value]));
        const [report, documents] = [await read(pair.report), await read(pair.documents)];
        for (const key of new Set([...report.keys(), ...documents.keys()])) {
          figures += 1;
          if (report.get(key) !== documents.get(key)) mismatches.push(`${name} [${key}]: report ${report.get(key)}, documents ${documents.get(key)}`);
        }
      }
      checked.push({ ...period, figures, mismatches });
    }
    return { violations, invariants: Object.keys(BOOKS_VIOLATIONS).length, periods: checked, took: performance.now() - started };
  } finally {
    await db.end();
  }
}
