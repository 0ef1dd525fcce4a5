import { screen, waitFor, within } from '@testing-library/react';
import { ActivityPage } from '@/features/activities/components/activity-page';
import { InvoiceType } from '@/lib/enums/activities';
import { MOCK_ACTIVITIES } from '@/tests/msw/activities-data';
import { mockState } from '@/tests/msw/data';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { captureBodies, retype } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Issue 17 §8: a waiting or draft activity is edited whole (type, assignee, customer and pet,
// lines, note) on the version it was read at; one in progress keeps whom it is for.

const { today } = MOCK_ACTIVITIES;
const DOCTOR = 'a5e2f000-0000-4000-8000-000000000003';

async function open(activityId: string, user: 'seller' | 'doctor') {
  const view = renderScreen(<ActivityPage shopId={Q1} activityId={activityId} />, { path: shopPath(`/activities/${activityId}`), user });
  await screen.findByRole('heading', { name: /Hoạt động DV\d{6}/ });
  await view.user.click(screen.getByRole('button', { name: 'Sửa' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: /Sửa hoạt động DV\d{6}/ }) };
}

describe('editing an activity', () => {
  it('changes a waiting visit’s type, assignee and note on its version, and the page shows them', async () => {
    const puts = captureBodies('put', `/activities/${today.boWaiting}`);
    const before = { ...mockState.activities[today.boWaiting] };
    const { user, dialog } = await open(today.boWaiting, 'seller');
    // another customer may be chosen: the chosen one can be cleared
    expect(within(dialog).getByRole('button', { name: 'Chọn khách hàng khác' })).toBeEnabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Loại hoạt động/ }), 'Khám tại nhà');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Người phụ trách' }), 'Lê Văn Hùng');
    await retype(user, within(dialog).getByRole('textbox', { name: 'Ghi chú' }), 'Khách muốn bác sĩ đến nhà');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toEqual([
      expect.objectContaining({ type: InvoiceType.HOME, assigneeId: DOCTOR, note: 'Khách muốn bác sĩ đến nhà', version: before.version, customerId: before.customerId, petId: before.petId }),
    ]);
    expect(mockState.activities[today.boWaiting]).toMatchObject({ type: InvoiceType.HOME, assigneeId: DOCTOR, note: 'Khách muốn bác sĩ đến nhà' });
    expect(await screen.findByText('Khách muốn bác sĩ đến nhà')).toBeInTheDocument();
  });

  it('keeps the customer, pet and type of a visit under way, and saves its note', async () => {
    const puts = captureBodies('put', `/activities/${today.miloInProgress}`);
    const { user, dialog } = await open(today.miloInProgress, 'doctor');
    expect(within(dialog).getByRole('textbox', { name: /^Khách hàng/ })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('combobox', { name: /^Thú cưng/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /^Loại hoạt động/ })).toBeDisabled();
    await retype(user, within(dialog).getByRole('textbox', { name: 'Ghi chú' }), 'Chụp thêm phim nghiêng');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(puts).toEqual([expect.objectContaining({ note: 'Chụp thêm phim nghiêng', type: InvoiceType.HEALTHCARE })]));
    expect(mockState.activities[today.miloInProgress].note).toBe('Chụp thêm phim nghiêng');
  });

  it('is not offered for a completed visit', async () => {
    renderScreen(<ActivityPage shopId={Q1} activityId={today.luVaccinated} />, { path: shopPath(`/activities/${today.luVaccinated}`), user: 'doctor' });
    await screen.findByRole('heading', { name: /Hoạt động DV\d{6}/ });
    expect(screen.queryByRole('button', { name: 'Sửa' })).not.toBeInTheDocument();
  });
});
