import { route } from '@/server/http/route';
import { countDueReminders } from '@/server/modules/reminders/count-due-reminders';

// Home's count: reminders of the coming week not called about yet, and those overdue
export const GET = route({ auth: 'shop', permission: 'APPOINTMENTS_VIEW_UPDATE' }, async ({ db, shop }) => ({ due: await countDueReminders(db, shop) }));
