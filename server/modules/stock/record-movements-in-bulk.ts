import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Movements worked out ahead, written in one statement each (a seed's months of history, where
 * moveStock's row by row would take hours): every row's balance is the product's stock before it
 * plus the rows up to it in the order they happened, the products' stock becomes the last balance
 * and their moving average the one given. The caller has locked the products, in id order. Documents
 * of the app move stock through moveStock.
 *
 * `moves`: `product_id, delta, reason, document_type, document_id, document_code, unit_cost,
 * created_by, at, ord` (ord orders rows of the same instant); `averages`: `product_id, average`.
 */
export async function recordMovementsInBulk(db: DbOrTx, input: { shopId: string; moves: SQL; averages: SQL }): Promise<void> {
  const { shopId, moves, averages } = input;
  await db.execute(sql`insert into stock_movements (shop_id, product_id, delta, balance_after, reason, document_type, document_id, document_code, unit_cost, created_by, created_at)
    select ${shopId}::uuid, m.product_id, m.delta,
      p.stock_on_hand + sum(m.delta) over (partition by m.product_id order by m.at, m.ord, m.document_id rows between unbounded preceding and current row),
      m.reason, m.document_type, m.document_id, m.document_code, m.unit_cost, m.created_by, m.at
    from ${moves} m join products p on p.id = m.product_id
    order by m.at, m.ord, m.document_id`);
  await db.execute(sql`update products p set stock_on_hand = p.stock_on_hand + t.delta, average_cost = a.average, updated_at = now()
    from (select product_id, sum(delta)::int as delta from ${moves} group by product_id) t join ${averages} a on a.product_id = t.product_id
    where p.id = t.product_id`);
}
