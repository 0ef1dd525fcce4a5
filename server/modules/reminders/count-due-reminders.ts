import type { ShopRow } from '../../auth/shop-access';
import type { DbOrTx } from '../../db/client';
import { listReminders } from './list-reminders';

/** Home's count: reminders of the coming week not called about yet, and those overdue. */
export async function countDueReminders(db: DbOrTx, shop: ShopRow): Promise<number> {
  const ask = (window: 'overdue' | '7d') => listReminders(db, { shop, countOnly: true, query: { window, pending: true, page: 1, limit: 20 } });
  return (await ask('overdue')).total + (await ask('7d')).total;
}
