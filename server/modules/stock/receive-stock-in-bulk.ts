import { type SQL, sql } from 'drizzle-orm';
import type { DocumentType } from '@/lib/enums/documents';
import type { DbOrTx } from '../../db/client';
import { executeRows } from '../../db/sql/execute-rows';

/**
 * Goods received in bulk by one document, in one statement: the opening stock of a shop's whole
 * catalogue (the benchmark shop's 200,000 products), where moveStock's row by row would take many
 * minutes. The same ledger rules: every unit comes in as a row of stock_movements whose balance is
 * the product's stock before it plus the rows up to it, the products' stock becomes the last
 * balance and their moving average takes in the cost, all in the statement that writes the rows,
 * with the products locked. Goods come in without a batch; nothing goes out here.
 *
 * `source` selects the rows, in the order they happened: `product_id uuid, quantity int (> 0),
 * cost bigint (the whole cost of the row), at timestamptz, ord bigint`.
 */
export async function receiveStockInBulk(db: DbOrTx, input: { shopId: string; userId: string; document: { type: DocumentType; id: string; code: string }; source: SQL }): Promise<number> {
  const { shopId, userId, document } = input;
  const [row] = await executeRows<{ movements: number }>(
    db,
    sql`
    with src as (
      select s.product_id, s.quantity, s.cost, s.at, s.ord from (${input.source}) as s where s.quantity > 0
    ),
    locked as (
      select p.id, p.stock_on_hand, p.average_cost from products p
      where p.shop_id = ${shopId}::uuid and p.id in (select product_id from src)
      order by p.id for no key update
    ),
    rows as (
      select src.*, locked.stock_on_hand + sum(src.quantity) over (partition by src.product_id order by src.ord) as balance_after
      from src join locked on locked.id = src.product_id
    ),
    written as (
      insert into stock_movements (shop_id, product_id, batch_id, delta, balance_after, reason, document_type, document_id, document_code, unit_cost, created_by, created_at)
      select ${shopId}::uuid, product_id, null, quantity, balance_after, 'import', ${document.type}::text, ${document.id}::uuid, ${document.code}::text,
        round(cost::numeric / quantity)::bigint, ${userId}::uuid, at
      from rows order by product_id, ord
      returning product_id
    ),
    totals as (
      select product_id, sum(quantity) as quantity, sum(cost) as cost from src group by product_id
    ),
    moved as (
      update products p
      set stock_on_hand = p.stock_on_hand + t.quantity,
        average_cost = round((greatest(p.stock_on_hand, 0)::numeric * p.average_cost + t.cost) / (greatest(p.stock_on_hand, 0) + t.quantity))::bigint,
        updated_at = now()
      from totals t
      where p.id = t.product_id and p.shop_id = ${shopId}::uuid
      returning p.id
    )
    select (select count(*) from written)::int as movements, (select count(*) from moved)::int as products`,
  );
  return Number(row.movements);
}
