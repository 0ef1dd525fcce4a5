import { http } from 'msw';
import { activityInvoiceBody, activityQuoteBody, depositBody, invoicePaymentBody, invoiceVoidBody } from '@/lib/contracts/invoice-actions';
import { invoiceListQuery } from '@/lib/contracts/invoice-views';
import { saleBody, saleQuoteBody } from '@/lib/contracts/invoices';
import { invoiceMockActivity, quoteMockActivity } from '../mock-activity-invoice';
import { mockActivityDeposits, takeMockDeposit } from '../mock-deposits';
import { payMockInvoice, voidMockInvoice } from '../mock-invoice-actions';
import { findInvoice, invoiceDetailOf, listMockInvoices } from '../mock-invoice-views';
import { createMockSale, priceMockCart } from '../mock-invoices';
import { findActivity } from './activity-answers';
import { API, idOf, parseBody, queryOf, readJson, route } from './route';
import { shopCall } from './shared';

// ---- the checkout, the sales history and an activity's money (/invoices, issue 18), as server/modules/invoices ----
// A cart is priced (the quote) and sold with one pricing (tests/msw/mock-invoices.ts); an invoice
// is paid on or voided (mock-invoice-actions.ts); an activity takes deposits while open
// (mock-deposits.ts) and is invoiced once completed (mock-activity-invoice.ts). Each is checked
// whole before anything is written; stock and money go through the mock ledger.

// the sales history is read by those who see the activities' history; a sale is made by anyone at the counter
const HISTORY = 'ACTIVITY_HISTORY_EXECUTE_SESSION';

export const invoiceHandlers = [
  // what the cart would be issued as; writes nothing
  http.post(
    `${API}/invoices/quote`,
    route(async (request) => {
      const { shop } = shopCall(request, 'HOME_SELLING');
      return priceMockCart(shop, parseBody(saleQuoteBody, await readJson(request))).quote;
    }),
  ),

  // a retail sale: the invoice, its goods out of stock, the money received; one invoice per idempotency key
  http.post(
    `${API}/invoices`,
    route(async (request) => {
      const { shop, user } = shopCall(request, 'HOME_SELLING');
      const body = parseBody(saleBody, await readJson(request));
      return invoiceDetailOf(createMockSale(shop, user, body));
    }),
  ),

  http.get(
    `${API}/invoices`,
    route((request) => {
      const { shop } = shopCall(request, HISTORY);
      return listMockInvoices(shop, parseBody(invoiceListQuery, queryOf(request)));
    }),
  ),

  http.get(
    `${API}/invoices/:id`,
    route((request, params) => {
      const { shop } = shopCall(request, HISTORY);
      return invoiceDetailOf(findInvoice(shop, idOf(params)));
    }),
  ),

  // money taken on what it still owes; the answer's change is this payment's
  http.post(
    `${API}/invoices/:id/payments`,
    route(async (request, params) => {
      const { shop, user } = shopCall(request, 'HOME_SELLING');
      const id = idOf(params);
      const { invoice, changeGiven } = payMockInvoice(shop, user, id, parseBody(invoicePaymentBody, await readJson(request)));
      return { ...invoiceDetailOf(invoice), changeGiven };
    }),
  ),

  // voided with a reason by the shop admin or the accountant: its goods back, its payments given back
  http.post(
    `${API}/invoices/:id/void`,
    route(async (request, params) => {
      const { shop, user } = shopCall(request, 'INVOICE_VOID');
      const id = idOf(params);
      return invoiceDetailOf(voidMockInvoice(shop, user, id, parseBody(invoiceVoidBody, await readJson(request))));
    }),
  ),

  // a deposit on an activity still open, answered with what it holds
  http.post(
    `${API}/activities/:id/deposits`,
    route(async (request, params) => {
      const { shop, user } = shopCall(request, 'HOME_SELLING');
      const id = idOf(params);
      takeMockDeposit(shop, user, id, parseBody(depositBody, await readJson(request)));
      return mockActivityDeposits(id);
    }),
  ),

  http.get(
    `${API}/activities/:id/deposits`,
    route((request, params) => {
      const { shop } = shopCall(request, 'HOME_SELLING');
      return mockActivityDeposits(findActivity(shop, idOf(params)).id);
    }),
  ),

  // a completed activity's invoice as it would be issued now (nothing written)
  http.post(
    `${API}/activities/:id/invoice/quote`,
    route(async (request, params) => {
      const { shop } = shopCall(request, 'HOME_SELLING');
      return quoteMockActivity(shop, idOf(params), parseBody(activityQuoteBody, await readJson(request)));
    }),
  ),

  // a completed activity's invoice: its deposits settled, what is paid now, the rest owed
  http.post(
    `${API}/activities/:id/invoice`,
    route(async (request, params) => {
      const { shop, user } = shopCall(request, 'HOME_SELLING');
      const id = idOf(params);
      return invoiceDetailOf(invoiceMockActivity(shop, user, id, parseBody(activityInvoiceBody, await readJson(request))));
    }),
  ),
];
