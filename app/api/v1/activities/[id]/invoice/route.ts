import { activityInvoiceBody } from '@/lib/contracts/invoice-actions';
import { idParams } from '@/lib/contracts/params';
import { ActivityStatus } from '@/lib/enums/activities';
import { route } from '@/server/http/route';
import { announceActivity } from '@/server/modules/activities/activity-events';
import { getInvoice } from '@/server/modules/invoices/get-invoice';
import { invoiceActivity } from '@/server/modules/invoices/invoice-activity';
import { announceInvoicePayment } from '@/server/modules/invoices/invoice-events';

// a completed activity's invoice: its deposits settled, what is paid now, the rest owed (idempotent)
export const POST = route({ auth: 'shop', permission: 'HOME_SELLING', params: idParams, body: activityInvoiceBody }, async ({ db, shop, user, params, body, afterCommit }) => {
  const issued = await invoiceActivity(db, { shopId: shop.id, userId: user.id, role: user.role, timeZone: shop.timeZone, vatSettings: shop.vatSettings, activityId: params.id, body });
  const invoice = await getInvoice(db, { shopId: shop.id, invoiceId: issued.invoiceId });
  announceInvoicePayment(afterCommit, 'NEW_INVOICE_PAYMENT', shop.id, invoice);
  announceActivity(afterCommit, { shopId: shop.id, timeZone: shop.timeZone, activity: { id: params.id, code: invoice.activity!.code, status: ActivityStatus.COMPLETED } });
  return invoice;
});
