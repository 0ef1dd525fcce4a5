import { screen, waitFor, within } from '@testing-library/react';
import { ActivityPage } from '@/features/activities/components/activity-page';
import { MOCK_ACTIVITIES } from '@/tests/msw/activities-data';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { captureBodies } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// An activity's money on its page (issue 18 §3): a deposit ("Ứng tiền") while it is open; once
// completed, its invoice as it would be issued with the deposits deducted, paid through the same
// panel as the counter, after which the page offers the invoice's prints.

const { today } = MOCK_ACTIVITIES;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const amountOf = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');

const openActivity = async (id: string) => {
  const view = renderScreen(<ActivityPage shopId={Q1} activityId={id} />, { path: shopPath(`/activities/${id}`), user: 'seller' });
  await screen.findByRole('heading', { name: /Hoạt động DV\d{6}/ });
  return view;
};

describe('an activity’s money', () => {
  it('takes a deposit while the visit is open', async () => {
    const posts = captureBodies('post', `/activities/${today.miloInProgress}/deposits`);
    const { user } = await openActivity(today.miloInProgress);
    const money = await screen.findByRole('region', { name: 'Tiền ứng trước' });
    await waitFor(() => expect(amountOf(money, 'Đã ứng')).toBe('0 ₫'));
    await user.click(within(money).getByRole('button', { name: 'Ứng tiền' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ứng tiền trước' }));
    await user.click(dialog.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Nhập số tiền ứng lớn hơn 0.');
    expect(posts).toEqual([]);
    await user.type(dialog.getByLabelText('Số tiền ứng'), '200000');
    await user.selectOptions(dialog.getByLabelText('Phương thức'), 'Chuyển khoản');
    await user.click(dialog.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(amountOf(money, 'Đã ứng')).toBe('200.000 ₫'));
    expect(posts).toEqual([{ payments: [{ method: 'BANK_TRANSFER', amount: 200_000 }], idempotencyKey: expect.stringMatching(UUID) }]);
  }, 20_000);

  it('is paid once completed, then offers the invoice’s prints', async () => {
    const posts = captureBodies('post', `/activities/${today.luVaccinated}/invoice`);
    const { user } = await openActivity(today.luVaccinated);
    const money = await screen.findByRole('region', { name: 'Sẵn sàng thanh toán' });
    const due = await waitFor(() => {
      const text = amountOf(money, 'Còn phải trả');
      expect(text).toMatch(/₫$/);
      return text!;
    });
    await user.click(within(money).getByRole('button', { name: 'Thanh toán' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Thanh toán' }));
    expect(panel.getByLabelText(`Cần thanh toán ${due}`)).toBeVisible();
    await user.click(panel.getByRole('button', { name: 'Xác nhận thanh toán' }));
    const done = within(await screen.findByRole('dialog', { name: /^Đã thanh toán hóa đơn HD\d{6}$/ }));
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ idempotencyKey: expect.stringMatching(UUID), expectedTotal: expect.any(Number) });
    await user.click(done.getByRole('button', { name: 'Đơn mới' }));
    const invoiced = await screen.findByRole('region', { name: /^Đã lập hóa đơn HD\d{6}$/ });
    expect(within(invoiced).getByRole('button', { name: 'In phiếu 80 mm' })).toBeVisible();
    expect(within(invoiced).queryByRole('button', { name: 'Thanh toán' })).not.toBeInTheDocument();
  }, 20_000);
});
