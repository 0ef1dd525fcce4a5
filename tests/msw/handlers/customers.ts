import { type Customer, customerBody, type CustomerInput, customerDetail, customerListQuery, customerPage, customerResponse } from '@/lib/contracts/customers';
import { petSummary } from '@/lib/contracts/pets';
import type { MockCustomer } from '../catalogue-data';
import { type MockShop, mockState } from '../data';
import { catalogueHandlers, findInShop, newRecord } from './catalogue';
import { byVietnameseName, conflict } from './shared';

// ---- customers (/customers, SPEC §3/§5), as server/modules/customers: every shop role may look and change ----

/** A customer of this shop; another shop's is reported as missing. */
export const findCustomer = (shop: MockShop, id: string) => findInShop(mockState.customers, shop, id, 'errors.customerNotFound');

/** What a customer is searched by (server/modules/customers/customer-matches.ts). */
export const customerSearchFields = (c: MockCustomer) => ({ words: [c.name, c.phone, c.email], digits: [c.phone] });

const petsOf = (customerId: string) => Object.values(mockState.pets).filter((p) => p.customerId === customerId);

/** Debt comes from unpaid invoices (DESIGN §4): the sum of their invoices' debts (the server's customer-row.ts still answers 0). */
const debtOf = (c: MockCustomer) => Object.values(mockState.books.invoices).reduce((s, i) => s + (i.shopId === c.shopId && i.customerId === c.id ? i.debt : 0), 0);

const toCustomer = (c: MockCustomer): Customer => customerResponse.parse({ ...c, petsCount: petsOf(c.id).filter((p) => p.isActive).length, debt: debtOf(c) });

/** A new customer: no activity yet, no credit (only a voided invoice's money kept gives one). */
export const newCustomer = (shop: MockShop, body: CustomerInput): MockCustomer => ({ ...newRecord(shop, body), hasActivity: false, credit: 0 });

/** A phone, when given, belongs to one customer of the shop (DESIGN §4). */
function assertUniquePhone(shop: MockShop, phone: string | null, exceptId?: string) {
  const taken = Object.values(mockState.customers).some((c) => c.shopId === shop.id && phone !== null && c.phone === phone && c.id !== exceptId);
  if (taken) throw conflict('phone', 'errors.phoneTaken');
}

// The list also serves the customer typeahead (search, limit 10, active only).
export const customerHandlers = catalogueHandlers({
  path: '/customers',
  table: () => mockState.customers,
  permissions: { view: 'CUSTOMER_VIEW_DETAILS', create: 'CUSTOMER_VIEW_DETAILS', change: 'CUSTOMER_VIEW_DETAILS', remove: 'CUSTOMER_DELETE' },
  notFoundKey: 'errors.customerNotFound',
  listQuery: customerListQuery,
  searchFields: (c) => [customerSearchFields(c)],
  // `withDebt`: only those who owe
  filter: (customer, query) => !query.withDebt || debtOf(customer) > 0,
  body: customerBody,
  check: (shop, body, customer) => assertUniquePhone(shop, body.phone, customer?.id),
  create: newCustomer,
  item: toCustomer,
  // with all their pets, by name
  detail: (c) => customerDetail.parse({ ...toCustomer(c), pets: petsOf(c.id).sort(byVietnameseName).map((p) => petSummary.parse(p)) }),
  page: customerPage,
  // an activity of theirs or of one of their pets keeps them
  inUseKey: (c) => (c.hasActivity || petsOf(c.id).some((p) => p.hasActivity) ? 'errors.customerInUse' : undefined),
  onDelete: (c) => petsOf(c.id).forEach((p) => delete mockState.pets[p.id]),
});
