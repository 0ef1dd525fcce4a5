import { http } from 'msw';
import { customerDebtListQuery, customerPaymentBody } from '@/lib/contracts/customer-debts';
import { collectMockCustomerDebt, listMockCustomerDebts, mockCustomerDebt } from '../mock-customer-debts';
import { API, idOf, parseBody, queryOf, readJson, route } from './route';
import { shopCall } from './shared';

// ---- customer debts (/customer-debts, DESIGN §6), as server/modules/customer-debts: derived from
// the invoices, aged in the shop's days, collected oldest invoice first (tests/msw/mock-customer-debts.ts) ----

const PERMISSION = 'DEBT_PROCESS_CUSTOMER_PAYMENT';

export const customerDebtHandlers = [
  // most owed first by default; `owing=false` lists every customer
  http.get(
    `${API}/customer-debts`,
    route((request) => {
      const { shop } = shopCall(request, PERMISSION);
      return listMockCustomerDebts(shop, parseBody(customerDebtListQuery, queryOf(request)));
    }),
  ),

  // `id` is the customer's
  http.get(
    `${API}/customer-debts/:id`,
    route((request, params) => {
      const { shop } = shopCall(request, PERMISSION);
      return mockCustomerDebt(shop, idOf(params));
    }),
  ),

  // one amount, the oldest invoices first, one PT; the same idempotency key collects once
  http.post(
    `${API}/customer-debts/:id/payments`,
    route(async (request, params) => {
      const { shop, user } = shopCall(request, PERMISSION);
      const id = idOf(params);
      return collectMockCustomerDebt(shop, user, id, parseBody(customerPaymentBody, await readJson(request)));
    }),
  ),
];
