import { screen, waitFor, within } from '@testing-library/react';
import { CustomerDetailPage } from '@/features/customers/components/customer-detail-page';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { collectMockCustomerDebt } from '@/tests/msw/mock-customer-debts';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { owingInvoice } from '@/tests/support/customer-debts';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// A customer's page shows what they owe and what they paid back (issue 18, item 10) to those who
// collect debts, with a way to the debts screen. Nguyễn Văn An owed 500.000 ₫ and 200.000 ₫ and
// paid 300.000 ₫ back at the counter last week.

const CU = MOCK_CATALOGUE.customers;
const AN = 'Nguyễn Văn An';
const plain = (text: string | null | undefined) => text?.replace(/\u00a0/g, ' ');
let paidBack = '';

beforeEach(() => {
  owingInvoice(CU.an, 500_000, 0, 40);
  owingInvoice(CU.an, 200_000, 0, 12);
  const user = mockState.users[MOCK_IDS.users.seller];
  paidBack = collectMockCustomerDebt(mockState.shops[Q1], user, CU.an, { amount: 300_000, method: 'CASH', note: null, idempotencyKey: crypto.randomUUID() }).code;
});

async function renderCustomer(user: 'owner' | 'seller' | 'doctor') {
  const view = renderScreen(<CustomerDetailPage shopId={Q1} customerId={CU.an} />, { path: shopPath(`/customers/${CU.an}`), user });
  await screen.findByRole('heading', { name: AN });
  return view;
}

/** The debt card, by its heading. */
const debtCard = () => within(screen.getByRole('heading', { name: 'Công nợ' }).closest<HTMLElement>('.card')!);

describe('a customer’s debt on their page', () => {
  it('shows what they owe, the invoices behind it, what they paid back, and the way to the debts screen', async () => {
    await renderCustomer('seller');
    expect(plain(screen.getByText('Công nợ hiện tại').nextSibling?.textContent)).toBe('400.000 ₫');
    const card = debtCard();
    await waitFor(() => expect(plain(card.getByText('Còn nợ', { selector: 'dt' }).nextSibling?.textContent)).toBe('400.000 ₫'));
    expect(within(card.getByRole('table', { name: 'Hóa đơn còn nợ (cũ nhất trước)' })).getAllByRole('row')).toHaveLength(3);
    const paid = within(card.getByRole('table', { name: 'Lịch sử thu nợ' })).getAllByRole('row')[1];
    expect(plain(paid.textContent)).toContain(paidBack);
    expect(plain(paid.textContent)).toContain('300.000 ₫Tiền mặtPhạm Thu Trang');
    expect(card.getByRole('button', { name: 'Thu nợ' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Mở màn hình công nợ khách hàng' })).toHaveAttribute('href', shopPath('/debt-management/customers?search=0903111201'));
  });

  it('collects from the page, the debt above following', async () => {
    const view = await renderCustomer('owner');
    const card = debtCard();
    await view.user.click(await card.findByRole('button', { name: 'Thu nợ' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: `Thu nợ của ${AN}` })).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(plain((await card.findByRole('alert')).textContent)).toMatch(new RegExp(`^Đã thu 400.000 ₫ của ${AN}: phiếu thu PT\\d{6}\\.`));
    await waitFor(() => expect(plain(screen.getByText('Công nợ hiện tại').nextSibling?.textContent)).toBe('0 ₫'));
    expect(card.getByText('Khách đã trả hết nợ.')).toBeInTheDocument();
  });

  it('shows a doctor the debt but not the collections, which are not theirs to see', async () => {
    await renderCustomer('doctor');
    expect(plain(screen.getByText('Công nợ hiện tại').nextSibling?.textContent)).toBe('400.000 ₫');
    expect(screen.queryByRole('heading', { name: 'Công nợ' })).not.toBeInTheDocument();
  });
});
