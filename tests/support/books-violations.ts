// The invariants of DESIGN §6 as plain SQL over the books: each query lists the rows that break
// one, and must find none. Plain text, not drizzle templates, so that the API suites (drizzle,
// `sql.raw`) and the crash suites (a bare driver on the database a killed server left) run the
// very same queries. They take no parameters and look at every shop.

export const BOOKS_VIOLATIONS: Readonly<Record<string, string>> = {
  'stock equals the sum of its ledger, never below zero': `
    select p.code, p.stock_on_hand, coalesce(sum(m.delta), 0) as ledger from products p left join stock_movements m on m.product_id = p.id
    group by p.id having p.stock_on_hand <> coalesce(sum(m.delta), 0) or p.stock_on_hand < 0`,
  'each movement’s balance is the running sum of its product’s ledger': `
    select product_id, seq, balance_after, running from (
      select product_id, seq, balance_after, sum(delta) over (partition by product_id order by seq) as running from stock_movements) r
    where balance_after <> running`,
  'a batch holds the sum of its rows, never below zero': `
    select b.id, b.quantity, coalesce(sum(m.delta), 0) as ledger from product_batches b left join stock_movements m on m.batch_id = b.id
    group by b.id having b.quantity <> coalesce(sum(m.delta), 0) or b.quantity < 0`,
  'a voided import or stock-take has moved nothing: its rows and their reversal net to zero per product and batch': `
    select d.code, m.product_id, m.batch_id, sum(m.delta) as net from (
      select id, code from product_imports where status = 3 union all select id, code from stock_takes where status = 3) d
    join stock_movements m on m.document_id = d.id
    group by d.code, m.product_id, m.batch_id having sum(m.delta) <> 0`,
  'a completed activity took exactly its product lines out of stock, once; any other activity moved nothing': `
    with expected as (
      select a.id, a.code, l.product_id, case when a.status = 3 then -sum(l.quantity * l.unit_factor) else 0 end as delta
      from activities a join activity_products l on l.activity_id = a.id group by a.id, a.code, a.status, l.product_id),
    moved as (select document_id as id, product_id, sum(delta) as delta from stock_movements where document_type = 'activity' group by document_id, product_id)
    select coalesce(e.code, m.id::text) as activity, coalesce(e.product_id, m.product_id) as product_id, e.delta as expected, m.delta as moved
    from expected e full join moved m on m.id = e.id and m.product_id = e.product_id
    where coalesce(e.delta, 0) <> coalesce(m.delta, 0)`,
  'an import’s paid is the sum of its payments, within its total; a voided one has paid nothing; only a completed one owes': `
    select i.code, i.paid, i.total, i.status, coalesce(sum(pp.amount), 0) as payments from product_imports i left join product_import_payments pp on pp.import_id = i.id
    group by i.id having i.paid <> coalesce(sum(pp.amount), 0) or i.paid < 0 or i.paid > i.total or i.debt <> case when i.status = 1 then i.total - i.paid else 0 end or (i.status = 3 and i.paid <> 0)`,
  'an import is paid only once completed': `
    select i.code from product_imports i join product_import_payments pp on pp.import_id = i.id where i.status in (0, 2)`,
  'a payment voucher settles exactly its amount, a refund or reversal gives exactly its amount back': `
    select v.code, v.amount, sum(pp.amount) as settled from cash_vouchers v join product_import_payments pp on pp.voucher_id = v.id
    group by v.id having abs(sum(pp.amount)) <> v.amount or sign(sum(pp.amount)) <> (case when v.type = 'PAYMENT' then 1 else -1 end)`,
  'a voided voucher has one reversal: opposite type, same amount, method, category and payer': `
    select v.code from cash_vouchers v left join cash_vouchers r on r.reverses_id = v.id
    where (v.voided_at is not null) <> (r.id is not null)
      or (r.id is not null and (r.type = v.type or r.amount <> v.amount or r.method <> v.method or r.category <> v.category or r.payer_type <> v.payer_type or r.voided_at is not null))`,
  'an invoice’s paid is the sum of its payments, within its total; its status and debt follow from them': `
    select i.code, i.status, i.total, i.paid, i.debt, coalesce(sum(p.amount), 0) as payments from invoices i left join invoice_payments p on p.invoice_id = i.id
    group by i.id having i.paid <> coalesce(sum(p.amount), 0) or i.paid < 0
      or (i.status <> 4 and (i.paid > i.total or i.debt <> i.total - i.paid or i.status <> case when i.paid >= i.total then 3 when i.paid > 0 then 2 else 1 end))
      or (i.status = 4 and i.debt <> 0)`,
  'an invoice’s totals are the sums of its lines': `
    select i.code from invoices i join invoice_lines l on l.invoice_id = i.id
    group by i.id having i.subtotal <> sum(l.amount) or i.discount <> sum(l.invoice_discount) or i.vat <> sum(l.vat)`,
  'a standing retail sale took exactly its lines out of stock, once; a voided one moved nothing': `
    with expected as (
      select i.id, i.code, l.product_id, case when i.status = 4 then 0 else -sum(l.quantity * l.unit_factor) end as delta
      from invoices i join invoice_lines l on l.invoice_id = i.id where i.kind = 6 and l.product_id is not null group by i.id, i.code, i.status, l.product_id),
    moved as (select document_id as id, product_id, sum(delta) as delta from stock_movements where document_type = 'invoice' group by document_id, product_id)
    select coalesce(e.code, m.id::text) as invoice, coalesce(e.product_id, m.product_id) as product_id, e.delta as expected, m.delta as moved
    from expected e full join moved m on m.id = e.id and m.product_id = e.product_id
    where coalesce(e.delta, 0) <> coalesce(m.delta, 0)`,
  'the invoice payments of a voucher come to its amount: received on a receipt, given back on a payment': `
    select v.code, v.type, v.amount, sum(p.amount) as payments from cash_vouchers v join invoice_payments p on p.voucher_id = v.id
    group by v.id having abs(sum(p.amount)) <> v.amount or sign(sum(p.amount)) <> (case when v.type = 'RECEIPT' then 1 else -1 end)
      or bool_or(p.shop_id <> v.shop_id or p.method <> v.method)`,
  'deposits waiting for an invoice hold nothing negative, and nothing at all on a canceled activity': `
    select a.code, a.status, sum(p.amount) as held from invoice_payments p join activities a on a.id = p.activity_id
    where p.invoice_id is null group by a.id having sum(p.amount) < 0 or (a.status = 4 and sum(p.amount) <> 0)`,
  'a customer’s credit is the sum of its ledger, never below zero': `
    select c.id, c.credit, coalesce(sum(cc.delta), 0) as ledger from customers c left join customer_credits cc on cc.customer_id = c.id
    group by c.id having c.credit <> coalesce(sum(cc.delta), 0) or c.credit < 0`,
  'each credit row’s balance is the running sum of its customer’s ledger': `
    select customer_id, seq, balance_after, running from (
      select customer_id, seq, balance_after, sum(delta) over (partition by customer_id order by seq) as running from customer_credits) r
    where balance_after <> running`,
  'every credit row is moved by exactly one payment of the opposite amount, of the same customer and shop; a payment by credit moved credit': `
    select cc.id, cc.delta, count(p.id) as payments from customer_credits cc left join invoice_payments p on p.credit_id = cc.id
    group by cc.id having count(p.id) <> 1 or bool_or(p.amount <> -cc.delta or p.customer_id is distinct from cc.customer_id or p.shop_id <> cc.shop_id)
    union all select p.id, p.amount, 0 from invoice_payments p where (p.method = 'CREDIT' and p.credit_id is null) or num_nonnulls(p.voucher_id, p.credit_id) <> 1`,
  'codes of each kind of document run 1…N with no gap, and the counter holds N': `
    with codes as (
      select shop_id, left(code, 2) as kind, substr(code, 3)::int as n from product_imports
      union all select shop_id, left(code, 2), substr(code, 3)::int from stock_takes
      union all select shop_id, left(code, 2), substr(code, 3)::int from cash_vouchers
      union all select shop_id, left(code, 2), substr(code, 3)::int from invoices)
    select c.shop_id, c.kind, count(*) as documents, max(n) as last, count(distinct n) as distinct_numbers, d.last_number from codes c
    left join document_counters d on d.shop_id = c.shop_id and d.kind = c.kind
    group by c.shop_id, c.kind, d.last_number having count(*) <> max(n) or count(distinct n) <> count(*) or d.last_number is distinct from max(n)`,
};

/** Runs SQL on a database (node-postgres or PGlite: both take $1 parameters). */
export type Sql = <T>(text: string, params?: unknown[]) => Promise<T[]>;

/** Each invariant the books break, with how many rows break it and the first of them. */
export async function booksViolations(sql: Sql): Promise<string[]> {
  const broken: string[] = [];
  for (const [rule, text] of Object.entries(BOOKS_VIOLATIONS)) {
    const rows = await sql<Record<string, unknown>>(text);
    if (rows.length > 0) broken.push(`${rule}: ${rows.length} rows, first ${JSON.stringify(rows[0], (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`);
  }
  return broken;
}
