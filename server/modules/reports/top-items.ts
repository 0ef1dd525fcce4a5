import { sql } from 'drizzle-orm';
import type { Overview } from '@/lib/contracts/reports';
import type { DbOrTx } from '../../db/client';
import { executeRows } from '../../db/sql/execute-rows';
import { inScope, num, type ReportScope } from './report-scope';

type Figures = Pick<Overview, 'topServicesByRevenue' | 'topServicesByQuantity' | 'topProductsByRevenue' | 'topProductsByQuantity'>;
const TOP = 10;

/** The ten services and the ten goods that brought most revenue, and those sold most, in a scope. */
export async function topItems(db: DbOrTx, scope: ReportScope): Promise<Figures> {
  const top = async (kind: 'service' | 'product', order: 'revenue' | 'quantity') => {
    const catalogue = sql.raw(kind === 'service' ? 'services' : 'products');
    const rows = await executeRows<Record<string, unknown>>(
      db,
      sql`select t.item_id as id, c.name, t.quantity, t.revenue from (
          select r.item_id, sum(r.quantity) as quantity, sum(r.revenue) as revenue from report_items r
          where ${inScope('r', scope)} and r.item_kind = ${kind} group by r.item_id
          having sum(r.quantity) > 0 order by ${sql.raw(order)} desc, r.item_id limit ${TOP}
        ) t join ${catalogue} c on c.id = t.item_id order by t.${sql.raw(order)} desc, c.name`,
    );
    return rows.map((r) => ({ id: String(r.id), name: String(r.name), quantity: num(r.quantity), revenue: num(r.revenue) }));
  };
  return {
    topServicesByRevenue: await top('service', 'revenue'),
    topServicesByQuantity: await top('service', 'quantity'),
    topProductsByRevenue: await top('product', 'revenue'),
    topProductsByQuantity: await top('product', 'quantity'),
  };
}
