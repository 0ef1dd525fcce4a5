import { route } from '@/server/http/route';
import { listReminders } from '@/server/modules/reminders/list-reminders';

// Home's count: reminders of the coming week not called about yet, and those overdue
export const GET = route({ auth: 'shop', permission: 'APPOINTMENTS_VIEW_UPDATE' }, async ({ db, shop }) => {
  const ask = (window: 'overdue' | '7d') => listReminders(db, { shop, countOnly: true, query: { window, pending: true, page: 1, limit: 20 } });
  const overdue = await ask('overdue');
  const week = await ask('7d');
  return { due: overdue.total + week.total };
});
