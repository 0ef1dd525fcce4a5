import { sql } from 'drizzle-orm';
import { DocumentKind } from '@/lib/enums/documents';
import { ImportStatus } from '@/lib/enums/product-imports';
import { ProductGroup } from '@/lib/enums/products';
import { codeOf, countOf, type MonthBatch, shopTime } from './month-batch';

// The goods a month sells and uses come in first, as the shop opens on its first day (before any
// visit completes): one completed import per supplier, enough of each product for the month and ten
// over, at 70 % of its sale price. Half of each is paid on delivery (PURCHASE), the rest on the 20th
// with the supplier's other debts (write-month-cash).

/** The supplier of each product group: medicine and supplies, food, accessories and care products. */
const SUPPLIER_OF: Record<number, number> = {
  [ProductGroup.MEDICINE]: 0,
  [ProductGroup.MEDICAL_SUPPLIES]: 0,
  [ProductGroup.SALE_GOODS]: 1,
  [ProductGroup.OTHER]: 2,
  [ProductGroup.CHEMICALS]: 2,
};

/**
 * The month's stock (history_stock: what each product holds before, sends out, takes in, and the
 * moving average it then goes out at) and its imports (history_imports), written with their lines;
 * the lines' cost of goods follows. How many imports.
 */
export async function bringMonthStock(batch: MonthBatch): Promise<number> {
  const { tx, shopId, cast } = batch;
  const supplierOf = sql.join(
    Object.entries(SUPPLIER_OF).map(([group, n]) => sql`when ${sql.raw(group)} then ${sql.raw(String(n))}`),
    sql` `,
  );
  // the products locked in id order, as every writer of stock takes them
  await tx.execute(sql`select id from products where id in (select product_id from history_lines where product_id is not null) order by id for no key update`);
  await tx.execute(sql`create temporary table history_stock on commit drop as
    with taken as (select product_id, sum(quantity)::int as quantity from history_lines where product_id is not null group by product_id)
    select p.id as product_id, p.code, p.unit, p.sale_price * 7 / 10 as unit_cost, p.stock_on_hand as stock_before, p.average_cost as cost_before,
      t.quantity as taken, (ceil(greatest(t.quantity + 10 - p.stock_on_hand, 0) / 10.0) * 10)::int as brought,
      case p.product_group ${supplierOf} end as supplier_n
    from taken t join products p on p.id = t.product_id`);
  await tx.execute(sql`alter table history_stock add column average bigint`);
  await tx.execute(sql`update history_stock set average = case when brought > 0
    then round((greatest(stock_before, 0)::numeric * cost_before + brought::numeric * unit_cost) / (greatest(stock_before, 0) + brought))::bigint else cost_before end`);

  const suppliers = sql.join(
    cast.suppliers.map((s, n) => sql`(${sql.raw(String(n))}, ${s.id}::uuid, ${s.name})`),
    sql`, `,
  );
  const note = `Nhập hàng tháng ${batch.month.month.slice(5)}/${batch.month.month.slice(0, 4)}`;
  await tx.execute(sql`create temporary table history_imports on commit drop as
    select gen_random_uuid() as id, s.n as supplier_n, s.id as supplier_id, s.name as supplier_name,
      ${codeOf(DocumentKind.PRODUCT_IMPORT, `${batch.counters[DocumentKind.PRODUCT_IMPORT]} + row_number() over (order by s.n)`)} as code,
      ${shopTime(batch, batch.from, '08:00')} + s.n * interval '1 minute' as at,
      t.total, (t.total / 2 / 1000) * 1000 as pay_now, gen_random_uuid() as voucher_id
    from (values ${suppliers}) as s(n, id, name)
    join (select supplier_n, sum(brought::bigint * unit_cost)::bigint as total from history_stock where brought > 0 group by supplier_n) t on t.supplier_n = s.n`);
  await tx.execute(sql`insert into product_imports (id, shop_id, code, supplier_id, status, subtotal, discount, other_costs, total, paid, pay_now, pay_method, note,
      created_by, created_at, updated_at, completed_by, completed_at)
    select id, ${shopId}::uuid, code, supplier_id, ${ImportStatus.COMPLETED}, total, 0, 0, total, pay_now, pay_now, 'BANK_TRANSFER', ${note},
      ${cast.owner}::uuid, at - interval '30 minutes', at, ${cast.owner}::uuid, at
    from history_imports order by at`);
  await tx.execute(sql`insert into product_import_lines (shop_id, import_id, position, product_id, unit_name, unit_factor, quantity, unit_cost, discount, amount)
    select ${shopId}::uuid, m.id, (row_number() over (partition by m.id order by s.code) - 1)::int, s.product_id, s.unit, 1, s.brought, s.unit_cost, 0, s.brought::bigint * s.unit_cost
    from history_stock s join history_imports m on m.supplier_n = s.supplier_n where s.brought > 0`);
  // what the goods cost as they leave: the moving average after the month's import
  await tx.execute(sql`update history_lines l set cost = l.quantity::bigint * s.average from history_stock s where s.product_id = l.product_id`);
  const imports = await countOf(tx, 'history_imports');
  batch.counters[DocumentKind.PRODUCT_IMPORT] += imports;
  return imports;
}
