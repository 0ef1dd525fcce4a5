import { reminderQuery } from '@/lib/contracts/reminders';
import { route } from '@/server/http/route';
import { listReminders } from '@/server/modules/reminders/list-reminders';

// what is due: vaccinations, follow-up visits, tomorrow's appointments, in a window of the shop's days
export const GET = route({ auth: 'shop', permission: 'APPOINTMENTS_VIEW_UPDATE', query: reminderQuery }, async ({ db, shop, query }) => ({
  ...(await listReminders(db, { shop, query })),
  page: query.page,
  limit: query.limit,
}));
