import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CashSummary } from '@/lib/contracts/cash-vouchers';
import type { SupplierDebtSummary } from '@/lib/contracts/supplier-debts';
import type { Db } from '@/server/db/client';
import { call, type CallOptions } from './api-client';
import { rowsOf } from './fixtures';

// The invariants of DESIGN §6, checked with plain SQL over the books (and against what the API
// answers), after any sequence of operations: each query lists what breaks one, and must find nothing.

const VIOLATIONS = {
  'stock equals the sum of its ledger, never below zero': sql`
    select p.code, p.stock_on_hand, coalesce(sum(m.delta), 0) as ledger from products p left join stock_movements m on m.product_id = p.id
    group by p.id having p.stock_on_hand <> coalesce(sum(m.delta), 0) or p.stock_on_hand < 0`,
  'each movement’s balance is the running sum of its product’s ledger': sql`
    select product_id, seq, balance_after, running from (
      select product_id, seq, balance_after, sum(delta) over (partition by product_id order by seq) as running from stock_movements) r
    where balance_after <> running`,
  'a batch holds the sum of its rows, never below zero': sql`
    select b.id, b.quantity, coalesce(sum(m.delta), 0) as ledger from product_batches b left join stock_movements m on m.batch_id = b.id
    group by b.id having b.quantity <> coalesce(sum(m.delta), 0) or b.quantity < 0`,
  'an import’s paid is the sum of its payments, within its total; a voided one has paid nothing': sql`
    select i.code, i.paid, i.total, i.status, coalesce(sum(pp.amount), 0) as payments from product_imports i left join product_import_payments pp on pp.import_id = i.id
    group by i.id having i.paid <> coalesce(sum(pp.amount), 0) or i.paid < 0 or i.paid > i.total or i.debt <> i.total - i.paid or (i.status = 3 and i.paid <> 0)`,
  'an import is paid only once completed': sql`
    select i.code from product_imports i join product_import_payments pp on pp.import_id = i.id where i.status in (0, 2)`,
  'a payment voucher settles exactly its amount, a refund or reversal gives exactly its amount back': sql`
    select v.code, v.amount, sum(pp.amount) as settled from cash_vouchers v join product_import_payments pp on pp.voucher_id = v.id
    group by v.id having abs(sum(pp.amount)) <> v.amount or sign(sum(pp.amount)) <> (case when v.type = 'PAYMENT' then 1 else -1 end)`,
  'a voided voucher has one reversal: opposite type, same amount, method, category and payer': sql`
    select v.code from cash_vouchers v left join cash_vouchers r on r.reverses_id = v.id
    where (v.voided_at is not null) <> (r.id is not null)
      or (r.id is not null and (r.type = v.type or r.amount <> v.amount or r.method <> v.method or r.category <> v.category or r.payer_type <> v.payer_type or r.voided_at is not null))`,
  'codes of each kind of document run 1…N with no gap, and the counter holds N': sql`
    with codes as (
      select shop_id, left(code, 2) as kind, substr(code, 3)::int as n from product_imports
      union all select shop_id, left(code, 2), substr(code, 3)::int from stock_takes
      union all select shop_id, left(code, 2), substr(code, 3)::int from cash_vouchers)
    select c.shop_id, c.kind, count(*) as documents, max(n) as last, count(distinct n) as distinct_numbers, d.last_number from codes c
    left join document_counters d on d.shop_id = c.shop_id and d.kind = c.kind
    group by c.shop_id, c.kind, d.last_number having count(*) <> max(n) or count(distinct n) <> count(*) or d.last_number is distinct from max(n)`,
};

/** Every invariant of the books holds in the database. */
export async function expectBooksBalanced(db: Db): Promise<void> {
  for (const [rule, query] of Object.entries(VIOLATIONS)) expect(await rowsOf(db, query), rule).toEqual([]);
}

/** What the API says a shop owes each supplier and holds in each method equals the books' sums. */
export async function expectAnswersMatchBooks(server: { url: string; db: Db }, as: CallOptions & { shopId: string }): Promise<void> {
  const owed = await rowsOf<{ supplier_id: string; debt: string }>(
    server.db,
    sql`select supplier_id, sum(total - paid) as debt from product_imports where shop_id = ${as.shopId} and status = 1 group by supplier_id having sum(total - paid) > 0`,
  );
  const debts = await call<{ items: Array<SupplierDebtSummary & { id: string }>; totalDebt: number }>(server.url, 'GET', '/supplier-debts?limit=100', as);
  expect(Object.fromEntries(debts.body.items.map((d) => [d.id, d.debt]))).toEqual(Object.fromEntries(owed.map((o) => [o.supplier_id, Number(o.debt)])));
  expect(debts.body.totalDebt).toBe(owed.reduce((s, o) => s + Number(o.debt), 0));

  const cash = await rowsOf<{ method: string; balance: string }>(
    server.db,
    sql`select method, sum(case when type = 'RECEIPT' then amount else -amount end) as balance from cash_vouchers where shop_id = ${as.shopId} group by method`,
  );
  const summary = await call<CashSummary>(server.url, 'GET', '/cash-vouchers/summary', as);
  for (const m of summary.body.methods) expect(m.closing, m.method).toBe(Number(cash.find((c) => c.method === m.method)?.balance ?? 0));
}
