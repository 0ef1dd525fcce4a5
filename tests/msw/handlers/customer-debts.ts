import { http } from 'msw';
import { customerDebtListQuery, customerPaymentBody } from '@/lib/contracts/customer-debts';
import { VoucherCategory } from '@/lib/enums/cash';
import { formatDate } from '@/lib/format';
import { localeFromHeader } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import { MockApiError } from '../errors';
import { collectMockCustomerDebt, listMockCustomerDebts, mockCustomerDebt } from '../mock-customer-debts';
import { xlsxDownload } from '../mock-workbooks';
import { findVoucher, toVoucher } from './cash-vouchers';
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

  // the list as filtered and sorted on screen, every page, with what they all owe below it
  // (server/modules/customer-debts/customer-debts-sheet.ts)
  http.get(
    `${API}/customer-debts/export`,
    route((request) => {
      const { shop } = shopCall(request, 'CATALOGUE_EXPORT');
      const query = parseBody(customerDebtListQuery, queryOf(request));
      const { items, totalDebt, ages } = listMockCustomerDebts(shop, { ...query, page: 1, limit: Number.MAX_SAFE_INTEGER });
      const t = (key: string) => translate(localeFromHeader(request.headers.get('accept-language')), `customer-debts.${key}`);
      const ageKeys = ['upTo30', 'upTo60', 'upTo90', 'over90'] as const;
      const headers = [...['customer', 'phone', 'debt', 'openInvoices', 'oldest'].map((k) => t(`fields.${k}`)), ...ageKeys.map((k) => t(`ages.${k}`))];
      const rows = items.map((d) => [d.customer.name, d.customer.phone, d.debt, d.openInvoices, d.oldestUnpaidAt && formatDate(d.oldestUnpaidAt), ...ageKeys.map((k) => d.ages[k])]);
      const total = [t('sheet.total'), null, totalDebt, null, null, ...ageKeys.map((k) => ages[k])];
      return xlsxDownload({ title: t('sheet.title'), headers, rows: [...rows, total], name: 'customer-debts' });
    }),
  ),

  // a collection's receipt for its print (get-collection-receipt.ts); any other voucher is not found
  http.get(
    `${API}/customer-debts/receipts/:id`,
    route((request, params) => {
      const { shop } = shopCall(request, PERMISSION);
      const voucher = findVoucher(shop, idOf(params));
      if (voucher.category !== VoucherCategory.DEBT_COLLECTION) throw new MockApiError('NotFound', 'errors.voucherNotFound');
      return toVoucher(voucher);
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
