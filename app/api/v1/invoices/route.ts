import { invoiceListQuery } from '@/lib/contracts/invoice-views';
import { saleBody } from '@/lib/contracts/invoices';
import { route } from '@/server/http/route';
import { createSale } from '@/server/modules/invoices/create-sale';
import { getInvoice } from '@/server/modules/invoices/get-invoice';
import { announceInvoicePayment } from '@/server/modules/invoices/invoice-events';
import { listInvoices } from '@/server/modules/invoices/list-invoices';

// the sales history: every invoice of the shop, with its filters and their sums
export const GET = route({ auth: 'shop', permission: 'ACTIVITY_HISTORY_EXECUTE_SESSION', query: invoiceListQuery }, ({ db, shop, query }) =>
  listInvoices(db, { shopId: shop.id, timeZone: shop.timeZone, query }),
);

// a retail sale at the counter: the invoice, its goods out of stock, the money received (idempotent)
export const POST = route({ auth: 'shop', permission: 'HOME_SELLING', body: saleBody }, async ({ db, shop, user, body, afterCommit }) => {
  const sale = await createSale(db, { shopId: shop.id, userId: user.id, role: user.role, timeZone: shop.timeZone, vatSettings: shop.vatSettings, body });
  const invoice = await getInvoice(db, { shopId: shop.id, invoiceId: sale.invoiceId });
  if (invoice.payments.length) announceInvoicePayment(afterCommit, 'NEW_INVOICE_PAYMENT', shop.id, invoice);
  return invoice;
});
