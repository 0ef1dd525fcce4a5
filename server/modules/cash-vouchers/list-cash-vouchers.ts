import { eq, or, sql } from 'drizzle-orm';
import type { CashVoucher, CashVoucherListQuery } from '@/lib/contracts/cash-vouchers';
import type { Page } from '@/lib/contracts/pagination';
import type { DbOrTx } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { containsLiteral, containsPattern, foldSql } from '../../db/sql/fold';
import { listPlan, readPage } from '../../db/sql/list-plan';
import { selectVouchers, toVoucherResponse } from './voucher-response';

const SORT_COLUMNS = { createdAt: cashVouchers.createdAt, code: cashVouchers.code, amount: cashVouchers.amount };

/** The cash book of a period: every voucher, newest first, by type, category, method, payer type and staff; found by code, payer or note. */
export function listCashVouchers(db: DbOrTx, input: { shopId: string; timeZone: string; query: CashVoucherListQuery }): Promise<Page<CashVoucher>> {
  const { query } = input;
  const plan = listPlan({
    table: cashVouchers,
    shopId: input.shopId,
    query,
    sortColumns: SORT_COLUMNS,
    defaultSort: { field: 'createdAt', dir: 'desc' },
    filters: [
      query.type ? eq(cashVouchers.type, query.type) : undefined,
      query.category ? eq(cashVouchers.category, query.category) : undefined,
      query.method ? eq(cashVouchers.method, query.method) : undefined,
      query.payerType ? eq(cashVouchers.payerType, query.payerType) : undefined,
      query.createdBy ? eq(cashVouchers.createdBy, query.createdBy) : undefined,
    ],
    search: {
      where: (text) =>
        or(
          sql`${cashVouchers.code} ilike ${containsLiteral(text)}`,
          sql`${cashVouchers.documentCode} ilike ${containsLiteral(text)}`,
          sql`${foldSql(cashVouchers.payerName)} like ${containsPattern(text)}`,
          sql`${foldSql(cashVouchers.note)} like ${containsPattern(text)}`,
        )!,
    },
    days: { column: cashVouchers.createdAt, from: query.from, to: query.to, timeZone: input.timeZone },
  });
  return readPage(db, plan, query, selectVouchers(db), toVoucherResponse);
}
