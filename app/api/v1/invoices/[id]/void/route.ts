import { invoiceVoidBody } from '@/lib/contracts/invoice-actions';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { getInvoice } from '@/server/modules/invoices/get-invoice';
import { announceInvoicePayment } from '@/server/modules/invoices/invoice-events';
import { voidInvoice } from '@/server/modules/invoices/void-invoice';

// an issued invoice voided with a reason: its goods back, its payments given back (shop admin, accountant)
export const POST = route({ auth: 'shop', permission: 'INVOICE_VOID', params: idParams, body: invoiceVoidBody }, async ({ db, shop, user, params, body, afterCommit }) => {
  await voidInvoice(db, { shopId: shop.id, userId: user.id, invoiceId: params.id, body });
  const invoice = await getInvoice(db, { shopId: shop.id, invoiceId: params.id });
  announceInvoicePayment(afterCommit, 'UPDATE_INVOICE_PAYMENT', shop.id, invoice);
  return invoice;
});
