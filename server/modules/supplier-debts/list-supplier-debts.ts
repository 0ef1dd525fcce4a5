import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { SupplierDebtListQuery } from '@/lib/contracts/supplier-debts';
import { ImportStatus } from '@/lib/enums/product-imports';
import type { DbOrTx } from '../../db/client';
import { productImports } from '../../db/schema/product-imports';
import { suppliers } from '../../db/schema/suppliers';
import { containsPattern, foldSql } from '../../db/sql/fold';
import { readAll } from '../../db/sql/read-snapshot';

/**
 * What the shop owes each supplier (DESIGN §6: derived from completed imports, never typed in),
 * most owed first: the debt, how many imports are open and since when. By default only suppliers
 * owed something; `owing=false` lists them all.
 */
export async function listSupplierDebts(db: DbOrTx, input: { shopId: string; query: SupplierDebtListQuery }) {
  const { shopId, query } = input;
  const open = db
    .select({
      supplierId: productImports.supplierId,
      debt: sql<string>`sum(${productImports.debt})`.as('debt'),
      openImports: sql<number>`count(*)::int`.as('open_imports'),
      oldest: sql<Date>`min(${productImports.completedAt})`.as('oldest'),
    })
    .from(productImports)
    .where(and(eq(productImports.shopId, shopId), eq(productImports.status, ImportStatus.COMPLETED), sql`${productImports.debt} > 0`))
    .groupBy(productImports.supplierId)
    .as('open');
  const owing = query.owing ?? true;
  const text = query.search;
  // only a search typed as a phone number looks at phones: the digits of "sai gon" are none, and
  // `like '%%'` would match every supplier
  const phoneDigits = /^[\d\s.+-]+$/.test(text) ? text.replace(/\D/g, '') : '';
  const where = and(
    eq(suppliers.shopId, shopId),
    owing ? sql`${open.debt} > 0` : undefined,
    text ? or(sql`${foldSql(suppliers.name)} like ${containsPattern(text)}`, sql`${foldSql(suppliers.alias)} like ${containsPattern(text)}`, phoneDigits ? sql`${suppliers.phone} like ${`%${phoneDigits}%`}` : undefined) : undefined,
  );
  const debt = sql`coalesce(${open.debt}, 0)`;
  const dir = query.sort?.dir ?? 'desc';
  const by = (column: unknown) => (dir === 'asc' ? asc(column as never) : desc(column as never));
  const order =
    query.sort?.field === 'name' ? [by(suppliers.nameOrder), by(suppliers.name)] : query.sort?.field === 'oldest' ? [sql`${open.oldest} ${sql.raw(dir)} nulls last`] : [by(debt)];
  const [rows, [totals]] = await readAll(db, [
    () =>
      db
        .select({ supplier: { id: suppliers.id, name: suppliers.name, alias: suppliers.alias, phone: suppliers.phone }, debt: open.debt, openImports: open.openImports, oldest: open.oldest })
        .from(suppliers)
        .leftJoin(open, eq(open.supplierId, suppliers.id))
        .where(where)
        .orderBy(...order, asc(suppliers.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
    () => db.select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${open.debt}), 0)` }).from(suppliers).leftJoin(open, eq(open.supplierId, suppliers.id)).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.supplier.id,
      supplier: r.supplier,
      debt: Number(r.debt ?? 0),
      openImports: Number(r.openImports ?? 0),
      oldestUnpaidAt: r.oldest ? new Date(r.oldest).toISOString() : null,
    })),
    total: Number(totals.n),
    totalDebt: Number(totals.total),
    page: query.page,
    limit: query.limit,
  };
}
