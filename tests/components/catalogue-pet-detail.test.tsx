import { screen, waitFor, within } from '@testing-library/react';
import { PetDetailPage } from '@/features/pets/components/pet-detail-page';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { fillForm, openForm, Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { router } from '@/tests/support/render';
import { captureBodies } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// One pet's page (issue 5): its profile with a link to the owner, its weight history (a chart and
// every weighing, newest first, with the change since the one before), and the medical history to
// come; "Sửa" opens the pet form, and a new weight joins the history at once.

const { customers: C, pets: P } = MOCK_CATALOGUE;

async function renderPet(id: string, heading: string) {
  const view = renderScreen(<PetDetailPage shopId={Q1} petId={id} />, { path: shopPath(`/pets/${id}`) });
  await screen.findByRole('heading', { name: heading });
  return view;
}

/** The value beside a label of the profile. */
const profileValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
/** The cards by their header. */
const card = (title: string) => screen.getByText(title, { selector: '.card-header' }).closest<HTMLElement>('.card')!;
/** The weighings as listed: date, weight, change. */
const weighings = () =>
  within(card('Lịch sử cân nặng'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('pet page', () => {
  it('shows the profile, with the owner linking to their page, and a way back to the list', async () => {
    await renderPet(P.milo, 'Milo');
    expect(within(card('Hồ sơ thú cưng')).getByRole('link', { name: 'Hoàng Thu Giang · 0987666705' })).toHaveAttribute('href', shopPath(`/customers/${C.giang}`));
    for (const [label, value] of [
      ['Loài', 'Chó'],
      ['Giống', 'Golden Retriever'],
      ['Giới tính', 'Đực'],
      ['Cân nặng', '31,5 kg'],
      ['Màu lông', 'Vàng kem'],
      ['Số chip', '985112004567805'],
      ['Đã triệt sản', 'Có'],
      ['Tình trạng', 'Còn sống'],
      ['Ghi chú', '-'],
    ]) {
      expect(profileValue(label)).toHaveTextContent(new RegExp(`^${value}$`));
    }
    expect(profileValue('Ngày sinh')).toHaveTextContent(/^03\/03\/2019 \(\d+ tuổi\)$/);
    expect(screen.getByRole('link', { name: 'Quay lại danh sách' })).toHaveAttribute('href', shopPath('/pets'));
    // Milo's visits of the mock's days: today's examination and yesterday's grooming
    const history = await screen.findByRole('region', { name: 'Lịch sử khám chữa bệnh' });
    expect(await within(history).findAllByRole('link')).toHaveLength(2);
    expect(await within(await screen.findByRole('region', { name: 'Tiêm phòng' })).findByText('Chưa có mũi tiêm nào được ghi nhận')).toBeInTheDocument();
  });

  it('shows the vaccines given with their lot and the booster date', async () => {
    await renderPet(P.lu, 'Lu');
    const vaccines = await screen.findByRole('region', { name: 'Tiêm phòng' });
    const item = (await within(vaccines).findByText(/Rabisin/)).closest<HTMLElement>('.list-group-item')!;
    expect(item).toHaveTextContent(/Lô RB2511-07/);
    expect(item).toHaveTextContent(/Nhắc lại \d{2}\/\d{2}\/\d{4}/);
  });

  it('lists every weighing newest first with the change since the one before, under a chart', async () => {
    await renderPet(P.milo, 'Milo');
    expect(within(card('Lịch sử cân nặng')).getByRole('img', { name: 'Lịch sử cân nặng' })).toBeInTheDocument();
    expect(weighings()).toEqual([
      ['14/01/2025 12:00', '31,5 kg', '+1,3 kg'],
      ['16/10/2024 12:00', '30,2 kg', '+2,2 kg'],
      ['18/07/2024 12:00', '28 kg', '-'],
    ]);
  });

  it('draws no chart for a single weighing, and says so when the pet was never weighed', async () => {
    const first = await renderPet(P.ki, 'Ki');
    expect(weighings()).toEqual([['08/01/2025 12:00', '2,6 kg', '-']]);
    expect(screen.queryByRole('img', { name: 'Lịch sử cân nặng' })).not.toBeInTheDocument();
    first.unmount();

    await renderPet(P.sua, 'Sữa');
    expect(within(card('Lịch sử cân nặng')).getByText('Chưa có lần cân nào.')).toBeInTheDocument();
    expect(profileValue('Cân nặng')).toHaveTextContent(/^-$/);
    expect(profileValue('Ngày sinh')).toHaveTextContent(/^-$/);
  });

  it('marks a lost pet, and one no longer followed', async () => {
    const first = await renderPet(P.muc, 'Mực');
    expect(profileValue('Tình trạng')).toHaveTextContent('Thất lạc');
    expect(profileValue('Ghi chú')).toHaveTextContent('Lạc từ ngày 12/05, chủ đã báo.');
    first.unmount();

    await renderPet(P.susu, 'Susu Ngừng sử dụng');
    expect(screen.getByText('Ngừng sử dụng')).toBeInTheDocument();
  });

  it('sends the user to the not-found page for another shop’s pet, showing nothing of it (SPEC §8)', async () => {
    renderScreen(<PetDetailPage shopId={Q1} petId={P.hanoiMochi} />, { path: shopPath(`/pets/${P.hanoiMochi}`) });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/vi/404'));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText('Mochi')).not.toBeInTheDocument();
  });

  it('edits the pet from its page: a new weight tops the history and the profile', async () => {
    const puts = captureBodies('put', `/pets/${P.milo}`);
    const view = await renderPet(P.milo, 'Milo');
    const form = await openForm(view, 'Sửa', 'Sửa thông tin thú cưng');
    expect(form.control('Cân nặng (kg)')).toHaveValue('31.5');
    await fillForm(view, form, { 'Cân nặng (kg)': '30,8', 'Ghi chú': 'Ăn kiêng từ tháng 6.' });
    await view.user.click(form.save);

    expect(await screen.findByText('Đã cập nhật thông tin thú cưng.')).toBeVisible();
    expect(puts).toMatchObject([{ customerId: C.giang, weightKg: 30.8, note: 'Ăn kiêng từ tháng 6.' }]);
    await waitFor(() => expect(weighings()).toHaveLength(4));
    expect(weighings()[0].slice(1)).toEqual(['30,8 kg', '-0,7 kg']);
    expect(profileValue('Cân nặng')).toHaveTextContent('30,8 kg');
    expect(profileValue('Ghi chú')).toHaveTextContent('Ăn kiêng từ tháng 6.');
    expect(mockState.pets[P.milo].weights).toHaveLength(4);
  });
});
