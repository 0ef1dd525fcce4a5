import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CashSummary } from '@/lib/contracts/cash-vouchers';
import type { CustomerDebtPage } from '@/lib/contracts/customer-debts';
import type { SupplierDebtSummary } from '@/lib/contracts/supplier-debts';
import type { Db } from '@/server/db/client';
import { call, type CallOptions } from './api-client';
import { BOOKS_VIOLATIONS } from './books-violations';
import { rowsOf } from './fixtures';

// The invariants of DESIGN §6 (tests/support/books-violations.ts), checked in the database and
// against what the API answers, after any sequence of operations.

export { BOOKS_VIOLATIONS };

/** Every invariant of the books holds in the database. */
export async function expectBooksBalanced(db: Db): Promise<void> {
  for (const [rule, text] of Object.entries(BOOKS_VIOLATIONS)) expect(await rowsOf(db, sql.raw(text)), rule).toEqual([]);
}

/** What the API says a shop owes each supplier, is owed by each customer, holds in each method and holds for each customer as credit equals the books' sums. */
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

  const owing = await rowsOf<{ customer_id: string; debt: string }>(
    server.db,
    sql`select customer_id, sum(total - paid) as debt from invoices where shop_id = ${as.shopId} and status <> 4 group by customer_id having sum(total - paid) > 0`,
  );
  const customers = await call<CustomerDebtPage>(server.url, 'GET', '/customer-debts?limit=100', as);
  expect(Object.fromEntries(customers.body.items.map((d) => [d.id, d.debt]))).toEqual(Object.fromEntries(owing.map((o) => [o.customer_id, Number(o.debt)])));
  expect(customers.body.totalDebt).toBe(owing.reduce((s, o) => s + Number(o.debt), 0));

  const held = await rowsOf<{ customer_id: string; credit: string }>(
    server.db,
    sql`select customer_id, sum(delta) as credit from customer_credits where shop_id = ${as.shopId} group by customer_id having sum(delta) <> 0`,
  );
  for (const h of held) {
    const customer = await call<{ credit: number }>(server.url, 'GET', `/customers/${h.customer_id}`, as);
    expect(customer.body.credit, `credit of ${h.customer_id}`).toBe(Number(h.credit));
  }
}
