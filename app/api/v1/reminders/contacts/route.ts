import { contactBody } from '@/lib/contracts/reminders';
import { route } from '@/server/http/route';
import { recordContact } from '@/server/modules/reminders/record-contact';

// the desk called about a reminder, and what came of it
export const POST = route({ auth: 'shop', permission: 'APPOINTMENTS_VIEW_UPDATE', body: contactBody }, async ({ db, shop, user, body }) => {
  await recordContact(db, { shopId: shop.id, userId: user.id, body });
  return { ok: true };
});
