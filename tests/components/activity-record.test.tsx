import { screen, waitFor, within } from '@testing-library/react';
import { ActivityPage } from '@/features/activities/components/activity-page';
import { MOCK_ACTIVITIES } from '@/tests/msw/activities-data';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { captureBodies, retype } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The activity's page and its medical record (issue 17 §4): vital signs, findings and the
// prescription with a vaccine's lot and booster date, saved while the visit is in progress; the
// weight joins the pet's history; a closed visit's record is read, not edited.

const { today } = MOCK_ACTIVITIES;
const { pets: P } = MOCK_CATALOGUE;
const record = () => screen.getByRole('region', { name: 'Bệnh án' });

async function openMilo(user: 'doctor' | 'seller' = 'doctor') {
  const view = renderScreen(<ActivityPage shopId={Q1} activityId={today.miloInProgress} />, { path: shopPath(`/activities/${today.miloInProgress}`), user });
  await screen.findByRole('heading', { name: /Hoạt động DV\d{6}/ });
  return view;
}

describe('the medical record', () => {
  it('saves the vital signs, findings and a vaccine with its lot and booster date, and the weight joins the pet’s history', async () => {
    const puts = captureBodies('put', `/activities/${today.miloInProgress}/record`);
    const { user } = await openMilo();
    const form = record();
    await retype(user, within(form).getByRole('textbox', { name: 'Cân nặng (kg)' }), '31,8');
    await retype(user, within(form).getByRole('textbox', { name: 'Nhiệt độ (°C)' }), '38,6');
    await retype(user, within(form).getByRole('textbox', { name: 'Chẩn đoán' }), 'Bong gân khớp gối');
    await user.type(within(form).getByRole('combobox', { name: 'Thêm thuốc / sản phẩm' }), 'rabisin');
    await user.click(await within(form).findByRole('option', { name: /Vaccine dại Rabisin/ }));
    const lot = within(form).getByRole('combobox', { name: 'Lô: Vaccine dại Rabisin' });
    await waitFor(() => expect(within(lot).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(lot, within(lot).getAllByRole('option')[1]);
    await user.type(within(form).getByRole('textbox', { name: 'Ngày tiêm nhắc lại: Vaccine dại Rabisin' }), '27/11/2027');

    await user.click(within(form).getByRole('button', { name: 'Lưu bệnh án' }));
    expect(await screen.findByText('Đã lưu bệnh án')).toBeInTheDocument();
    expect(puts).toEqual([
      expect.objectContaining({
        weightKg: 31.8,
        temperatureC: 38.6,
        diagnosis: 'Bong gân khớp gối',
        products: [expect.objectContaining({ unitName: 'liều', quantity: 1, batchId: expect.any(String), nextDueOn: '2027-11-27' })],
      }),
    ]);
    expect(mockState.pets[P.milo].weightKg).toBe(31.8);
    // the vaccine is now a line of the visit
    expect(within(screen.getByRole('region', { name: 'Thuốc & sản phẩm' })).getByText('Vaccine dại Rabisin')).toBeInTheDocument();
  }, 20_000);

  it('says what is wrong under the field and sends nothing', async () => {
    const puts = captureBodies('put', `/activities/${today.miloInProgress}/record`);
    const { user } = await openMilo();
    await retype(user, within(record()).getByRole('textbox', { name: 'Nhiệt độ (°C)' }), 'nóng');
    await user.click(within(record()).getByRole('button', { name: 'Lưu bệnh án' }));
    expect(await within(record()).findByText('Giá trị không hợp lệ')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('is read, not edited, once the visit is completed, and hidden from the front desk', async () => {
    const lu = renderScreen(<ActivityPage shopId={Q1} activityId={today.luVaccinated} />, { path: shopPath(`/activities/${today.luVaccinated}`), user: 'doctor' });
    const read = await screen.findByRole('region', { name: 'Bệnh án' });
    expect(within(read).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(read).getByText('Cân nặng (kg)').nextSibling).toHaveTextContent('6,4');
    expect(await screen.findByRole('region', { name: 'Sẵn sàng thanh toán' })).toBeInTheDocument();
    lu.unmount();

    await openMilo('seller');
    expect(screen.queryByRole('region', { name: 'Bệnh án' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Hoàn thành/ })).not.toBeInTheDocument();
  });
});
