import { sql } from 'drizzle-orm';
import type { TodayTiles } from '@/lib/contracts/reports';
import { ActivityStatus } from '@/lib/enums/activities';
import { InvoicePaymentType } from '@/lib/enums/invoices';
import type { ShopRow } from '../../auth/shop-access';
import type { DbOrTx } from '../../db/client';
import { executeRows } from '../../db/sql/execute-rows';
import { countDueReminders } from '../reminders/count-due-reminders';
import { num } from './report-scope';

/** How far ahead a batch counts as expiring on Home (the stock screen's shortest window). */
const EXPIRING_DAYS = 30;

/** Home's tiles for those who read the statistics: the shop's today so far, and what needs doing. */
export async function readToday(db: DbOrTx, shop: ShopRow): Promise<TodayTiles> {
  const today = sql`(now() at time zone ${shop.timeZone})::date`;
  const [row] = await executeRows<Record<string, unknown>>(
    db,
    sql`select
      (select coalesce(sum(r.subtotal - r.discount), 0) from report_sales r where r.shop_id = ${shop.id} and r.day = ${today}) as revenue,
      (select coalesce(sum(r.invoices), 0) from report_sales r where r.shop_id = ${shop.id} and r.day = ${today}) as invoices,
      (select coalesce(sum(r.amount), 0) from report_payments r where r.shop_id = ${shop.id} and r.day = ${today} and r.type = ${InvoicePaymentType.DEBT_REPAY}) as collected,
      (select count(*) from activities a where a.shop_id = ${shop.id} and a.status = ${ActivityStatus.WAITING}) as waiting,
      (select count(*) from products p where p.shop_id = ${shop.id} and p.is_active and p.stock_on_hand < p.minimum_stock) as low_stock,
      (select count(*) from product_batches b where b.shop_id = ${shop.id} and b.quantity > 0 and b.expires_on <= ${today} + ${EXPIRING_DAYS}::int) as expiring`,
  );
  return {
    revenue: num(row.revenue),
    invoices: num(row.invoices),
    activitiesWaiting: num(row.waiting),
    debtCollected: num(row.collected),
    lowStock: num(row.low_stock),
    expiring: num(row.expiring),
    remindersDue: await countDueReminders(db, shop),
  };
}
