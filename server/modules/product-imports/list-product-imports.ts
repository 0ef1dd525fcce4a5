import { eq, or, sql } from 'drizzle-orm';
import type { Page } from '@/lib/contracts/pagination';
import type { ProductImportListQuery, ProductImportSummary } from '@/lib/contracts/product-imports';
import { ImportStatus } from '@/lib/enums/product-imports';
import type { DbOrTx } from '../../db/client';
import { productImports } from '../../db/schema/product-imports';
import { suppliers } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';
import { containsLiteral, containsPattern, foldSql } from '../../db/sql/fold';
import { listPlan, readPage } from '../../db/sql/list-plan';

const SORT_COLUMNS = { createdAt: productImports.createdAt, code: productImports.code, status: productImports.status, total: productImports.total, debt: productImports.debt };

/** The shop's imports, newest first: by days, supplier and status, found by code or supplier name. */
export function listProductImports(db: DbOrTx, input: { shopId: string; timeZone: string; query: ProductImportListQuery }): Promise<Page<ProductImportSummary>> {
  const { query } = input;
  const plan = listPlan({
    table: productImports,
    shopId: input.shopId,
    query,
    sortColumns: SORT_COLUMNS,
    defaultSort: { field: 'createdAt', dir: 'desc' },
    filters: [query.supplierId ? eq(productImports.supplierId, query.supplierId) : undefined, query.status === undefined ? undefined : eq(productImports.status, query.status)],
    search: {
      where: (text) =>
        or(
          sql`${productImports.code} ilike ${containsLiteral(text)}`,
          sql`${productImports.supplierId} in (select id from ${suppliers} where ${suppliers.shopId} = ${input.shopId} and (${foldSql(suppliers.name)} like ${containsPattern(text)} or ${foldSql(suppliers.alias)} like ${containsPattern(text)}))`,
        )!,
    },
    days: { column: productImports.createdAt, from: query.from, to: query.to, timeZone: input.timeZone },
  });
  const select = db
    .select({ row: productImports, supplier: { id: suppliers.id, name: suppliers.name, alias: suppliers.alias }, createdBy: { id: users.id, name: users.name } })
    .from(productImports)
    .innerJoin(suppliers, eq(suppliers.id, productImports.supplierId))
    .innerJoin(users, eq(users.id, productImports.createdBy))
    .$dynamic();
  return readPage(db, plan, query, select, ({ row, supplier, createdBy }) => ({
    id: row.id,
    code: row.code,
    supplier,
    status: row.status,
    total: row.total,
    paid: row.paid,
    debt: row.status === ImportStatus.COMPLETED ? row.debt : 0,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    createdBy,
  }));
}
