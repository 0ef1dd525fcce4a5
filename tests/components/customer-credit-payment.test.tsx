import { act, screen, waitFor, within } from '@testing-library/react';
import { ActivityPage } from '@/features/activities/components/activity-page';
import { RetailCounter } from '@/features/counter/components/retail-counter';
import { MOCK_ACTIVITIES } from '@/tests/msw/activities-data';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { server, trackRequests } from '@/tests/msw/server';
import { Q1, renderScreen, shopPath, type View } from '@/tests/support/catalogue-screens';
import { captureBodies, retype } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Paying from the customer's credit (số dư của khách, DESIGN §6): the payment panel offers it only
// to a customer who has some, with the balance shown, taking as much of it as is due first; never to
// a walk-in, nor on a deposit. Hoàng Thu Giang holds 150.000 ₫ of credit in the mock world; a bag of
// Royal Canin costs 420.000 ₫.

const { customers: CU } = MOCK_CATALOGUE;
const ROYAL_CANIN = '3182550702447';
const CREDIT = 'Số dư của khách';
const CASH = 'Tiền mặt khách đưa';

/** The counter with one bag of Royal Canin priced, for the customer searched for (a walk-in without). */
async function counterFor(search?: string, option?: RegExp): Promise<View> {
  const view = renderScreen(<RetailCounter shopId={Q1} />, { path: shopPath('') });
  await view.user.type(screen.getByRole('combobox', { name: 'Thêm sản phẩm (quét mã vạch hoặc gõ tên)' }), `${ROYAL_CANIN}{Enter}`);
  if (search && option) {
    await view.user.type(screen.getByRole('combobox', { name: 'Khách hàng' }), search);
    await view.user.click(await screen.findByRole('option', { name: option }));
  }
  await waitFor(() => expect(screen.getByRole('button', { name: 'Thanh toán (F9)' })).toBeEnabled());
  return view;
}

async function openPanel(view: View) {
  await view.user.keyboard('{F9}');
  return within(await screen.findByRole('dialog', { name: 'Thanh toán' }));
}

/** Once msw has answered GET `path` and React has had its turn: what the panel shows then is what it will show. */
function settledAfter(path: string) {
  let answered = false;
  server.events.on('response:mocked', ({ request }) => {
    if (new URL(request.url).pathname === path) answered = true;
  });
  return async () => {
    await waitFor(() => expect(answered).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  };
}

const invoicesOf = (customerId: string) => Object.values(mockState.books.invoices).filter((i) => i.customerId === customerId);

describe('the payment panel and the customer’s credit', () => {
  it('offers the balance of the customer picked, takes it first and the rest in cash; the balance is spent', async () => {
    const posts = captureBodies('post', '/invoices');
    const view = await counterFor('hoang thu giang', /Hoàng Thu Giang/);
    const panel = await openPanel(view);
    const credit = await panel.findByLabelText(CREDIT);
    expect(credit).toHaveValue(150_000);
    expect(credit).toHaveAccessibleDescription(/^Số dư hiện có: 150\.000\s₫$/);
    expect(panel.getByLabelText(CASH)).toHaveValue(270_000);

    await view.user.click(panel.getByRole('button', { name: 'Xác nhận thanh toán' }));
    await screen.findByRole('dialog', { name: /^Đã thanh toán hóa đơn HD\d{6}$/ });
    expect(posts[0]).toMatchObject({ customerId: CU.giang, payments: [{ method: 'CASH', amount: 270_000 }, { method: 'CREDIT', amount: 150_000 }] });
    expect(mockState.customers[CU.giang].credit).toBe(0);
    const [sold] = invoicesOf(CU.giang);
    expect(mockState.books.invoicePayments.filter((p) => p.invoiceId === sold.id).map((p) => [p.method, p.amount, p.voucherId === null])).toEqual([
      ['CASH', 270_000, false],
      ['CREDIT', 150_000, true],
    ]);
  }, 30_000);

  it('takes no more than the customer has, and shows the server’s refusal when the balance was spent meanwhile', async () => {
    const view = await counterFor('hoang thu giang', /Hoàng Thu Giang/);
    const panel = await openPanel(view);
    const confirm = panel.getByRole('button', { name: 'Xác nhận thanh toán' });
    await retype(view.user, await panel.findByLabelText(CREDIT), '200000');
    expect(panel.getByLabelText(CREDIT)).toBeInvalid();
    expect(panel.getByRole('alert')).toHaveTextContent(/^Số dư của khách chỉ còn 150\.000\s₫\.$/);
    expect(confirm).toBeDisabled();

    await retype(view.user, panel.getByLabelText(CREDIT), '150000');
    expect(confirm).toBeEnabled();
    // another till spends 50.000 ₫ of it before this one confirms
    mockState.customers[CU.giang].credit = 100_000;
    await view.user.click(confirm);
    expect(await panel.findByRole('alert')).toHaveTextContent('Số dư của khách không đủ: chỉ còn 100.000 ₫');
    expect(invoicesOf(CU.giang)).toEqual([]);
  }, 30_000);

  it('is not offered to a walk-in, who has no credit to ask for', async () => {
    const requests = trackRequests();
    const panel = await openPanel(await counterFor());
    expect(panel.getByLabelText(CASH)).toHaveValue(420_000);
    expect(panel.queryByLabelText(CREDIT)).not.toBeInTheDocument();
    expect(requests.seen.filter((r) => r.path.startsWith('/api/v1/customers/'))).toEqual([]);
  }, 30_000);

  it('is not offered to a customer without credit', async () => {
    const loaded = settledAfter(`/api/v1/customers/${CU.an}`);
    const view = await counterFor('nguyen van an', /Nguyễn Văn An/);
    const panel = await openPanel(view);
    await loaded();
    expect(panel.queryByLabelText(CREDIT)).not.toBeInTheDocument();
    expect(panel.getByLabelText(CASH)).toHaveValue(420_000);
  }, 30_000);
});

describe('an activity’s money and the customer’s credit', () => {
  const { luVaccinated, miloInProgress } = MOCK_ACTIVITIES.today;
  const openActivity = async (id: string) => {
    const view = renderScreen(<ActivityPage shopId={Q1} activityId={id} />, { path: shopPath(`/activities/${id}`), user: 'seller' });
    await screen.findByRole('heading', { name: /Hoạt động DV\d{6}/ });
    return view;
  };

  it('pays a completed visit partly from the owner’s credit', async () => {
    mockState.customers[CU.an].credit = 50_000;
    const posts = captureBodies('post', `/activities/${luVaccinated}/invoice`);
    const view = await openActivity(luVaccinated);
    const money = await screen.findByRole('region', { name: 'Sẵn sàng thanh toán' });
    await view.user.click(await within(money).findByRole('button', { name: 'Thanh toán' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Thanh toán' }));
    expect(await panel.findByLabelText(CREDIT)).toHaveValue(50_000);
    await view.user.click(panel.getByRole('button', { name: 'Xác nhận thanh toán' }));
    await screen.findByRole('dialog', { name: /^Đã thanh toán hóa đơn HD\d{6}$/ });
    expect(posts[0]).toMatchObject({ payments: expect.arrayContaining([{ method: 'CREDIT', amount: 50_000 }]) });
    expect(mockState.customers[CU.an].credit).toBe(0);
  }, 30_000);

  it('takes no deposit from credit, though the owner has some', async () => {
    const view = await openActivity(miloInProgress);
    const money = await screen.findByRole('region', { name: 'Tiền ứng trước' });
    await view.user.click(await within(money).findByRole('button', { name: 'Ứng tiền' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ứng tiền trước' }));
    const methods = within(dialog.getByLabelText('Phương thức')).getAllByRole('option');
    expect(methods.map((o) => o.textContent)).toEqual(['Tiền mặt', 'Chuyển khoản', 'Thẻ']);
    expect(mockState.customers[CU.giang].credit).toBe(150_000);
  }, 20_000);
});
