import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Page } from '@/lib/contracts/pagination';
import type { StockTakeListQuery, StockTakeSummary } from '@/lib/contracts/stock-takes';
import type { DbOrTx } from '../../db/client';
import { stockTakeLines, stockTakes } from '../../db/schema/stock-takes';
import { users } from '../../db/schema/users';
import { containsLiteral } from '../../db/sql/fold';
import { listPlan, readPage } from '../../db/sql/list-plan';

const voider = alias(users, 'voider');

const SORT_COLUMNS = { createdAt: stockTakes.createdAt, code: stockTakes.code, status: stockTakes.status };

/** The shop's stock-takes, newest first, with how many lines each has and how many are counted, and who voided one. */
export function listStockTakes(db: DbOrTx, input: { shopId: string; timeZone: string; query: StockTakeListQuery }): Promise<Page<StockTakeSummary>> {
  const { query } = input;
  const plan = listPlan({
    table: stockTakes,
    shopId: input.shopId,
    query,
    sortColumns: SORT_COLUMNS,
    defaultSort: { field: 'createdAt', dir: 'desc' },
    filters: [query.status === undefined ? undefined : eq(stockTakes.status, query.status)],
    search: { where: (text) => sql`(${stockTakes.code} ilike ${containsLiteral(text)} or ${stockTakes.note} ilike ${containsLiteral(text)})` },
    days: { column: stockTakes.createdAt, from: query.from, to: query.to, timeZone: input.timeZone },
  });
  const select = db
    .select({
      row: stockTakes,
      createdBy: { id: users.id, name: users.name },
      voidedById: voider.id,
      voidedByName: voider.name,
      lineCount: sql<number>`(select count(*)::int from ${stockTakeLines} where ${stockTakeLines.stockTakeId} = ${stockTakes.id})`,
      countedCount: sql<number>`(select count(${stockTakeLines.countedQuantity})::int from ${stockTakeLines} where ${stockTakeLines.stockTakeId} = ${stockTakes.id})`,
    })
    .from(stockTakes)
    .innerJoin(users, eq(users.id, stockTakes.createdBy))
    .leftJoin(voider, eq(voider.id, stockTakes.voidedBy))
    .$dynamic();
  return readPage(db, plan, query, select, ({ row, createdBy, voidedById, voidedByName, lineCount, countedCount }) => ({
    id: row.id,
    code: row.code,
    status: row.status,
    productGroup: row.productGroup,
    note: row.note,
    lineCount: Number(lineCount),
    countedCount: Number(countedCount),
    differenceValue: row.differenceValue,
    createdAt: row.createdAt.toISOString(),
    createdBy,
    completedAt: row.completedAt?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidedBy: voidedById && voidedByName !== null ? { id: voidedById, name: voidedByName } : null,
    voidReason: row.voidReason,
  }));
}
