import { screen, waitFor } from '@testing-library/react';
import { SalesHistoryPage } from '@/features/invoices/components/sales-history-page';
import { invoicePaper } from '@/entities/invoices/print-invoice';
import { saleBody } from '@/lib/contracts/invoices';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockShop, mockUser } from '@/tests/msw/data';
import { createMockSale } from '@/tests/msw/mock-invoices';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The sales history reprints an invoice either way — on A5 for the customer's file, or on the
// counter's 80 mm roll — each in a new tab on the same print view, the roll with ?paper=receipt.

const PRINT_VIEW = (id: string) => `/vi/clinic-management/${Q1}/print/invoices/${id}`;

describe('reprinting from the sales history', () => {
  it('offers both prints in a row’s actions, the 80 mm one as ?paper=receipt', async () => {
    const sale = createMockSale(mockShop('q1'), mockUser('seller'), saleBody.parse({ idempotencyKey: crypto.randomUUID(), lines: [{ productId: MOCK_CATALOGUE.products.whiskas, unitName: 'gói', quantity: 2 }], payments: [{ method: 'CASH', amount: 30_000 }] }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = renderScreen(<SalesHistoryPage shopId={Q1} title="Bán hàng" />, { path: shopPath('/history/sales'), user: 'seller' });
    const menu = await screen.findByRole('button', { name: `Thao tác với ${sale.code}` });
    await waitFor(() => expect(menu).toBeEnabled());

    await view.user.click(menu);
    expect(screen.getAllByRole('button', { name: /^In / }).map((item) => item.textContent)).toEqual(['In hóa đơn (A5)', 'In phiếu 80 mm']);
    await view.user.click(screen.getByRole('button', { name: 'In phiếu 80 mm' }));
    expect(open).toHaveBeenLastCalledWith(`${PRINT_VIEW(sale.id)}?paper=receipt`, '_blank', 'noopener');

    await view.user.click(menu);
    await view.user.click(screen.getByRole('button', { name: 'In hóa đơn (A5)' }));
    expect(open).toHaveBeenLastCalledWith(PRINT_VIEW(sale.id), '_blank', 'noopener');
  });
});

describe('the print view’s ?paper=', () => {
  it.each([
    ['receipt', 'receipt'],
    ['a5', 'a5'],
    [undefined, 'a5'],
    ['RECEIPT', 'a5'],
    ['a4', 'a5'],
    [['receipt', 'a5'], 'a5'],
  ])('%j prints on %s', (value, paper) => {
    expect(invoicePaper(value)).toBe(paper);
  });
});
