import { customerPaymentBody } from '@/lib/contracts/customer-debts';
import { idParams } from '@/lib/contracts/params';
import { emitToShop } from '@/server/realtime/io';
import { route } from '@/server/http/route';
import { collectCustomerDebt } from '@/server/modules/customer-debts/collect-customer-debt';

// one amount from a customer, settling their oldest invoices first (idempotent)
export const POST = route({ auth: 'shop', permission: 'DEBT_PROCESS_CUSTOMER_PAYMENT', params: idParams, body: customerPaymentBody }, async ({ db, shop, user, params, body, afterCommit }) => {
  const collection = await collectCustomerDebt(db, { shopId: shop.id, userId: user.id, customerId: params.id, body });
  afterCommit(() => emitToShop(shop.id, 'NEW_INVOICE_PAYMENT', { customerId: params.id, invoices: collection.settled.map((s) => s.invoiceId) }));
  return collection;
});
