import { screen, waitFor, within } from '@testing-library/react';
import { FinancialReportsPage } from '@/features/financial-reports/components/financial-reports-page';
import { activityInvoiceBody, invoiceVoidBody } from '@/lib/contracts/invoice-actions';
import { saleBody } from '@/lib/contracts/invoices';
import type { PaymentMethod, VoucherCategory, VoucherType } from '@/lib/enums/cash';
import { MOCK_ACTIVITIES } from '@/tests/msw/activities-data';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockShop, mockState, mockUser, type MockUserKey } from '@/tests/msw/data';
import { voidMockInvoice } from '@/tests/msw/mock-invoice-actions';
import { invoiceMockActivity } from '@/tests/msw/mock-activity-invoice';
import { createMockSale } from '@/tests/msw/mock-invoices';
import { recordVoucher } from '@/tests/msw/mock-ledger';
import { Q1, renderScreen, shopPath } from './catalogue-screens';

// The financial report's screen tests (tests/components/financial-reports*.test.tsx): Quận 1's
// month so far, written through the mock world's own writers, so every figure the screen shows is
// one the mock API computed from documents.

export const PATH = shopPath('/financial/reports');
const { products: PR, customers: CU } = MOCK_CATALOGUE;

/** A retail sale at the counter, now. */
export const sell = (user: MockUserKey, body: object) => createMockSale(mockShop('q1'), mockUser(user), saleBody.parse({ idempotencyKey: crypto.randomUUID(), ...body }));
export const whiskas = (quantity: number) => [{ productId: PR.whiskas, unitName: 'gói', quantity }];

function voucher(type: VoucherType, category: VoucherCategory, amount: number, method: PaymentMethod, name: string) {
  recordVoucher(mockState, { shopId: Q1, userId: MOCK_IDS.users.accountant, type, category, payer: { type: 'OTHER', id: null, name }, amount, method, note: null });
}

/**
 * Quận 1's month: Lu's vaccination invoiced (healthcare, 200.000 ₫ + 8% VAT, paid in cash); a
 * walk-in's 2 Whiskas (30.000 ₫, cost 21.000 ₫) and Bình's 10 (150.000 ₫, cost 105.000 ₫, 100.000 ₫
 * still owed), both retail and not subject to VAT; An's Royal Canin (420.000 ₫ by transfer) voided
 * and refunded; the electricity bill (2.350.000 ₫) and old cartons sold (120.000 ₫).
 */
export function quanOneMonth() {
  const lu = invoiceMockActivity(mockShop('q1'), mockUser('seller'), MOCK_ACTIVITIES.today.luVaccinated, activityInvoiceBody.parse({ idempotencyKey: crypto.randomUUID(), payments: [{ method: 'CASH', amount: 216_000 }] }));
  const walkIn = sell('seller', { lines: whiskas(2), payments: [{ method: 'CASH', amount: 30_000 }] });
  const binh = sell('seller', { lines: whiskas(10), customerId: CU.binh, payments: [{ method: 'CASH', amount: 50_000 }] });
  const an = sell('owner', { lines: [{ productId: PR.royalCanin, unitName: 'túi', quantity: 1 }], customerId: CU.an, payments: [{ method: 'BANK_TRANSFER', amount: 420_000 }] });
  voidMockInvoice(mockShop('q1'), mockUser('owner'), an.id, invoiceVoidBody.parse({ reason: 'Khách trả hàng' }));
  voucher('PAYMENT', 'UTILITIES', 2_350_000, 'CASH', 'Tổng công ty Điện lực TP.HCM');
  voucher('RECEIPT', 'OTHER_INCOME', 120_000, 'CASH', 'Cơ sở thu mua phế liệu');
  return { lu, walkIn, binh, an };
}

/** What Quận 1 owes its suppliers: what its opening import, months ago, still owes. */
export function supplierDebt() {
  const opening = Object.values(mockState.books.imports).find((i) => i.shopId === Q1)!;
  return opening.total - opening.paid;
}

/** What Quận 1's stock is worth at cost now: its ledger's moves, each at its cost. */
export const stockValue = () => mockState.books.movements.filter((m) => m.shopId === Q1).reduce((s, m) => s + m.delta * m.unitCost, 0);

/** The screen at `query`, once its report (or its first tab's loading) is done. */
export async function renderReport(query = '', user: MockUserKey = 'owner') {
  const view = renderScreen(<FinancialReportsPage shopId={Q1} />, { path: `${PATH}${query}`, user });
  await screen.findByRole('table', { name: 'Doanh thu theo mảng kinh doanh' });
  return view;
}

/** formatVnd writes a no-break space before ₫: plain spaces, to compare with what one reads. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

/** A table's lines by its name: each line's header and cells, as read. */
export function linesOf(name: string, part: 'body' | 'all' = 'body') {
  const table = screen.getByRole('table', { name });
  const rows = within(table).getAllByRole('row').slice(1);
  const lines = rows.map((row) => Array.from(row.children, (cell) => plain(cell.textContent)));
  return part === 'all' ? lines : lines.filter((_, i) => rows[i].closest('tbody'));
}

/** Waits for a table by its name to show these lines (its footer included). */
export const expectLines = (name: string, lines: string[][]) => waitFor(() => expect(linesOf(name, 'all')).toEqual(lines));
