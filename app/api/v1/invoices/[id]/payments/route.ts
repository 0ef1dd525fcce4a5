import { invoicePaymentBody } from '@/lib/contracts/invoice-actions';
import { idParams } from '@/lib/contracts/params';
import { route } from '@/server/http/route';
import { getInvoice } from '@/server/modules/invoices/get-invoice';
import { announceInvoicePayment } from '@/server/modules/invoices/invoice-events';
import { payInvoice } from '@/server/modules/invoices/pay-invoice';

// money taken on what an invoice still owes (idempotent), its change answered with the invoice
export const POST = route({ auth: 'shop', permission: 'HOME_SELLING', params: idParams, body: invoicePaymentBody }, async ({ db, shop, user, params, body, afterCommit }) => {
  const payment = await payInvoice(db, { shopId: shop.id, userId: user.id, invoiceId: params.id, body });
  const invoice = await getInvoice(db, { shopId: shop.id, invoiceId: params.id });
  if (payment.paid) announceInvoicePayment(afterCommit, 'NEW_INVOICE_PAYMENT', shop.id, invoice);
  return { ...invoice, changeGiven: payment.changeGiven };
});
