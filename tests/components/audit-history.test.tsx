import { screen, waitFor, within } from '@testing-library/react';
import { CustomerDetailPage } from '@/features/customers/components/customer-detail-page';
import { ProductsPage } from '@/features/products/components/products-page';
import { formatVnd } from '@/lib/format';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { captureListQueries, fillForm, formDialog, loadedListRenderer, Q1, renderScreen, rowAction, shopPath } from '@/tests/support/catalogue-screens';
import { signInAs } from '@/tests/support/mock-api-calls';
import { api } from '@/lib/api/client';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// A record's own "Lịch sử thay đổi" (issue 21): the shop admin unfolds who changed it, when, and each
// field before and after, read from GET /audit-entries?entityId=…; no one else sees it. The entries
// are those the mock API records for each write that succeeds (tests/msw/mock-audit.ts).

const { customers: C, products: PR } = MOCK_CATALOGUE;
const NAME = 'Revolution mèo 2,6–7,5kg';
const renderProducts = loadedListRenderer(<ProductsPage shopId={Q1} />, shopPath('/products'));

/** The history's rows as their cells' texts (the header row and the loading row left out). */
const entriesIn = (history: HTMLElement) =>
  within(history)
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent))
    .filter((cells) => cells.length > 1);
const historyButton = () => screen.queryByRole('button', { name: 'Lịch sử thay đổi' });

describe("a record's change history", () => {
  it('shows the owner a product’s new price, before and after, in its edit dialog', async () => {
    const view = await renderProducts();
    await rowAction(view, NAME, 'Sửa');
    await screen.findByRole('dialog', { name: 'Sửa sản phẩm' });
    await fillForm(view, formDialog('Sửa sản phẩm'), { 'Giá bán': '245000' });
    await view.user.click(formDialog('Sửa sản phẩm').save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockState.auditEntries.map((e) => [e.action, e.entityId, e.changes])).toEqual([['update', PR.revolution, { salePrice: { from: 220_000, to: 245_000 } }]]);

    const queries = captureListQueries('/audit-entries');
    await rowAction(view, NAME, 'Sửa');
    const dialog = await screen.findByRole('dialog', { name: 'Sửa sản phẩm' });
    const toggle = within(dialog).getByRole('button', { name: 'Lịch sử thay đổi' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // folded, it asks the server nothing
    expect(queries).toEqual([]);
    await view.user.click(toggle);
    const history = within(dialog).getByRole('region', { name: 'Lịch sử thay đổi' });
    await waitFor(() => expect(entriesIn(history)).toHaveLength(1));
    expect(within(history).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Thời gian', 'Người thao tác', 'Thao tác', 'Thay đổi']);
    expect(entriesIn(history)[0].slice(1)).toEqual(['Nguyễn Thị Minh Anh', 'Cập nhật', `Giá bán: ${formatVnd(220_000)} → ${formatVnd(245_000)}`]);
    expect(queries.at(-1)).toMatchObject({ entityId: PR.revolution, page: '1', limit: '10', sort: 'createdAt:desc' });
  }, 30_000);

  it("lists a customer's own entries only, on their page", async () => {
    signInAs('owner');
    await api.put(`/customers/${C.an}`, { ...pickCustomer(C.an), address: '99 Pasteur, Quận 1' });
    await api.put(`/customers/${C.binh}`, { ...pickCustomer(C.binh), note: 'Không thuộc khách An' });
    const view = renderScreen(<CustomerDetailPage shopId={Q1} customerId={C.an} />, { path: shopPath(`/customers/${C.an}`) });
    await screen.findByRole('heading', { name: 'Nguyễn Văn An' });
    await view.user.click(historyButton()!);
    const history = screen.getByRole('region', { name: 'Lịch sử thay đổi' });
    await waitFor(() => expect(entriesIn(history)).toHaveLength(1));
    expect(entriesIn(history)[0].slice(1)).toEqual(['Nguyễn Thị Minh Anh', 'Cập nhật', 'Địa chỉ: 12 Nguyễn Đình Chiểu, Phường Đa Kao, Quận 1 → 99 Pasteur, Quận 1']);
  }, 30_000);

  it.each(['seller', 'accountant', 'doctor'] as const)('is not offered to the %s', async (user) => {
    renderScreen(<CustomerDetailPage shopId={Q1} customerId={C.an} />, { path: shopPath(`/customers/${C.an}`), user });
    await screen.findByRole('heading', { name: 'Nguyễn Văn An' });
    expect(historyButton()).not.toBeInTheDocument();
  }, 20_000);
});

/** A customer's fields as the edit form sends them. */
function pickCustomer(id: string) {
  const c = mockState.customers[id];
  return { name: c.name, phone: c.phone, email: c.email, address: c.address, note: c.note, isActive: c.isActive };
}
