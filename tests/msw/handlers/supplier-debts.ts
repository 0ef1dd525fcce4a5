import { http } from 'msw';
import { settleOldestFirst } from '@/lib/books/settle-oldest-first';
import { supplierDebtDetail, supplierDebtListQuery, supplierDebtPage, type SupplierPayment, supplierPaymentBody, supplierPaymentResponse } from '@/lib/contracts/supplier-debts';
import { VoucherCategory } from '@/lib/enums/cash';
import { ImportStatus } from '@/lib/enums/product-imports';
import { formatVnd } from '@/lib/format';
import type { MockImport, MockVoucher } from '../books-data';
import type { MockSupplier } from '../catalogue-data';
import { type MockShop, mockState } from '../data';
import { MockApiError } from '../errors';
import { recordedVoucher, recordVoucher } from '../mock-ledger';
import { findInShop } from './catalogue';
import { API, idOf, parseBody, queryOf, readJson, route } from './route';
import { byId, fold, pageOf, shopCall, sortDebtRows, staffRef } from './shared';

// ---- supplier debts (/supplier-debts, DESIGN §6), as server/modules/supplier-debts: derived from the
// completed imports (debt = total − paid), paid oldest import first with one payment voucher ----

const PERMISSION = 'DEBT_PROCESS_SUPPLIER_PAYMENT';

const debtOf = (i: MockImport) => i.total - i.paid;
const byCompletion = (a: MockImport, b: MockImport) => (a.completedAt ?? '').localeCompare(b.completedAt ?? '') || byId(a, b);

/** A supplier's completed imports not fully paid, oldest first (open-imports.ts). */
const openImportsOf = (shopId: string, supplierId: string) =>
  Object.values(mockState.books.imports)
    .filter((i) => i.shopId === shopId && i.supplierId === supplierId && i.status === ImportStatus.COMPLETED && debtOf(i) > 0)
    .sort(byCompletion);

const findSupplier = (shop: MockShop, id: string) => findInShop(mockState.suppliers, shop, id, 'errors.supplierNotFound');

/** What a supplier is owed: the sum, how many imports and since when. */
function debtSummary(shop: MockShop, s: MockSupplier) {
  const open = openImportsOf(shop.id, s.id);
  return {
    supplier: { id: s.id, name: s.name, alias: s.alias, phone: s.phone },
    debt: open.reduce((sum, i) => sum + debtOf(i), 0),
    openImports: open.length,
    oldestUnpaidAt: open[0]?.completedAt ?? null,
  };
}

/** The money to or from a supplier, newest first, each voucher with the imports it settled (supplier-payments.ts). */
function paymentsOf(vouchers: MockVoucher[]): SupplierPayment[] {
  return vouchers
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.code.localeCompare(a.code))
    .slice(0, 200)
    .map((v) => {
      const parts = mockState.books.importPayments.filter((p) => p.voucherId === v.id).map((p) => ({ part: p, imported: mockState.books.imports[p.importId] }));
      parts.sort((a, b) => byCompletion(a.imported, b.imported));
      return supplierPaymentResponse.parse({
        ...v,
        voucherId: v.id,
        createdBy: staffRef(v.createdBy),
        settled: parts.map(({ part, imported }) => ({ importId: imported.id, code: imported.code, amount: part.amount })),
      });
    });
}

const vouchersOfSupplier = (shopId: string, supplierId: string) =>
  Object.values(mockState.books.vouchers).filter((v) => v.shopId === shopId && v.payerType === 'SUPPLIER' && v.payerId === supplierId);

export const supplierDebtHandlers = [
  // most owed first by default; `owing=false` lists every supplier
  http.get(
    `${API}/supplier-debts`,
    route((request) => {
      const { shop } = shopCall(request, PERMISSION);
      const query = parseBody(supplierDebtListQuery, queryOf(request));
      const text = fold(query.search);
      const digits = query.search.replace(/\D/g, '');
      const found = (s: MockSupplier) => !text || fold(s.name).includes(text) || fold(s.alias).includes(text) || (digits !== '' && s.phone.includes(digits));
      const rows = Object.values(mockState.suppliers)
        .filter((s) => s.shopId === shop.id && found(s))
        .map((s) => ({ id: s.id, name: s.name, ...debtSummary(shop, s) }))
        .filter((r) => query.owing === false || r.debt > 0);
      sortDebtRows(rows, query.sort);
      const totalDebt = rows.reduce((sum, r) => sum + r.debt, 0);
      return supplierDebtPage.parse({ ...pageOf(rows, query), totalDebt });
    }),
  ),

  // `id` is the supplier's
  http.get(
    `${API}/supplier-debts/:id`,
    route((request, params) => {
      const { shop } = shopCall(request, PERMISSION);
      const supplier = findSupplier(shop, idOf(params));
      const imports = openImportsOf(shop.id, supplier.id).map((i) => ({ id: i.id, code: i.code, completedAt: i.completedAt, total: i.total, paid: i.paid, debt: debtOf(i) }));
      return supplierDebtDetail.parse({ ...debtSummary(shop, supplier), imports, payments: paymentsOf(vouchersOfSupplier(shop.id, supplier.id)) });
    }),
  ),

  // one amount, the oldest imports first, one PC; the same idempotency key pays once
  http.post(
    `${API}/supplier-debts/:id/payments`,
    route(async (request, params) => {
      const { user, shop } = shopCall(request, PERMISSION);
      const id = idOf(params);
      const body = parseBody(supplierPaymentBody, await readJson(request));
      const supplier = findSupplier(shop, id);
      const earlier = recordedVoucher(mockState, shop.id, body.idempotencyKey);
      if (earlier && earlier.payerId === supplier.id && earlier.category === VoucherCategory.SUPPLIER_DEBT) return paymentsOf([earlier])[0];
      if (earlier) throw new MockApiError('Conflict', 'errors.idempotencyKeyReused');

      const open = openImportsOf(shop.id, supplier.id);
      const owed = open.reduce((sum, i) => sum + debtOf(i), 0);
      if (owed === 0) throw new MockApiError('BadRequest', 'errors.nothingOwed', [{ field: 'amount', messages: ['errors.nothingOwed'] }]);
      if (body.amount > owed) throw new MockApiError('BadRequest', 'errors.overpaySupplier', [], { debt: formatVnd(owed) });

      const voucher = recordVoucher(mockState, {
        shopId: shop.id,
        userId: user.id,
        type: 'PAYMENT',
        category: VoucherCategory.SUPPLIER_DEBT,
        payer: { type: 'SUPPLIER', id: supplier.id, name: supplier.name },
        amount: body.amount,
        method: body.method,
        note: body.note,
        idempotencyKey: body.idempotencyKey,
      });
      for (const part of settleOldestFirst(body.amount, open.map((i) => ({ id: i.id, debt: debtOf(i) })))) {
        mockState.books.importPayments.push({ importId: part.id, voucherId: voucher.id, amount: part.amount, createdAt: voucher.createdAt });
        mockState.books.imports[part.id].paid += part.amount;
      }
      return paymentsOf([voucher])[0];
    }),
  ),
];
