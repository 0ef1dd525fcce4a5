import { screen, waitFor, within } from '@testing-library/react';
import { PetsPage } from '@/features/pets/components/pets-page';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { captureListQueries, fillForm, type FormDialog, formDialog, openForm, Q1, renderScreen, rowAction, shopPath, type View } from '@/tests/support/catalogue-screens';
import { captureBodies, expectMessage, isRequired, messageUnder, MESSAGES } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The pet form on the Thú cưng page (DESIGN §4): an owner picked among the shop's customers by name
// or phone (or added on the spot), a name, a species; a weight in kg that takes a decimal comma and
// joins the weight history; a birth date not in the future.

const { customers: C, pets: P } = MOCK_CATALOGUE;
const WEIGHT = 'Cân nặng phải lớn hơn 0 và tối đa 9999 kg';

async function renderPets() {
  const view = renderScreen(<PetsPage shopId={Q1} />, { path: shopPath('/pets') });
  await screen.findByRole('link', { name: 'Milo' });
  return view;
}

const openCreate = (view: View) => openForm(view, 'Thêm thú cưng');

/** Types into the owner typeahead and picks the option that reads `option`. */
async function pickOwner(view: View, form: FormDialog, search: string, option: string) {
  await view.user.type(form.control('Chủ nuôi'), search);
  await view.user.click(await within(form.dialog).findByRole('option', { name: option }));
}

describe('pet form', () => {
  it('marks the owner, the name, the species and the status as required and sends nothing without an owner or a name', async () => {
    const posts = captureBodies('post', '/pets');
    const view = await renderPets();
    const form = await openCreate(view);
    for (const label of ['Chủ nuôi', 'Tên thú cưng', 'Loài', 'Tình trạng']) expect(isRequired(form.control(label))).toBe(true);
    for (const label of ['Giống', 'Giới tính', 'Ngày sinh', 'Cân nặng (kg)', 'Màu lông', 'Số chip', 'Ghi chú']) expect(isRequired(form.control(label))).toBe(false);
    expect(form.control('Loài')).toHaveDisplayValue('Chó');
    expect(form.control('Tình trạng')).toHaveDisplayValue('Còn sống');

    await view.user.click(form.save);
    await expectMessage(form.control('Tên thú cưng'), MESSAGES.required);
    // not the contract's "Mã định danh không hợp lệ": no owner picked is a missing field
    await expectMessage(form.control('Chủ nuôi'), MESSAGES.required);
    expect(messageUnder(form.control('Cân nặng (kg)'))).toBeNull();
    expect(posts).toEqual([]);
  });

  it.each([
    ['zero', '0'],
    ['negative', '-2'],
    ['above 9999', '10000'],
    ['not a number', 'ba ký'],
  ])('refuses a weight that is %s, under the weight field only', async (_case, weight) => {
    const posts = captureBodies('post', '/pets');
    const view = await renderPets();
    const form = await openCreate(view);
    await pickOwner(view, form, 'dung', 'Phạm Minh Dũng · 0909555604');
    await fillForm(view, form, { 'Tên thú cưng': 'Na', 'Cân nặng (kg)': weight });
    await view.user.click(form.save);
    await expectMessage(form.control('Cân nặng (kg)'), WEIGHT);
    expect(messageUnder(form.control('Tên thú cưng'))).toBeNull();
    expect(posts).toEqual([]);
  });

  it('refuses a birth date in the future, and clears the message once the date is edited', async () => {
    const view = await renderPets();
    const form = await openCreate(view);
    await fillForm(view, form, { 'Tên thú cưng': 'Na', 'Ngày sinh': '01/01/2099' });
    await view.user.click(form.save);
    await expectMessage(form.control('Ngày sinh'), 'Ngày không hợp lệ hoặc ở tương lai');

    await fillForm(view, form, { 'Ngày sinh': '01/03/2024' });
    expect(messageUnder(form.control('Ngày sinh'))).toBeNull();
  });

  it('finds the owner by phone among the shop’s active customers and saves a weight typed with a decimal comma', async () => {
    const searches = captureListQueries('/customers');
    const posts = captureBodies('post', '/pets');
    const view = await renderPets();
    const form = await openCreate(view);
    await pickOwner(view, form, '0909 555', 'Phạm Minh Dũng · 0909555604');
    expect(searches.at(-1)).toEqual({ search: '0909 555', limit: '10', active: 'true' });
    expect(form.control('Chủ nuôi')).toHaveValue('Phạm Minh Dũng · 0909555604');
    expect(form.control('Chủ nuôi')).toHaveAttribute('readonly');

    await fillForm(view, form, { 'Tên thú cưng': 'Na', Loài: 'Mèo', 'Giới tính': 'Cái', 'Ngày sinh': '01/03/2024', 'Cân nặng (kg)': '3,2' });
    await view.user.click(within(form.dialog).getByRole('switch', { name: 'Đã triệt sản' }));
    await view.user.click(form.save);

    expect(await screen.findByText('Đã thêm thú cưng.')).toBeVisible();
    expect(posts).toEqual([
      { customerId: C.dung, name: 'Na', species: 'cat', breed: null, gender: 2, birthDate: '2024-03-01', weightKg: 3.2, colour: null, microchip: null, isSterilised: true, status: 1, note: null },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const na = (await screen.findByRole('link', { name: 'Na' })).closest('tr')!;
    expect(within(na).getByRole('link', { name: 'Phạm Minh Dũng' })).toHaveAttribute('href', shopPath(`/customers/${C.dung}`));
    expect(Object.values(mockState.pets).find((p) => p.name === 'Na')).toMatchObject({ shopId: Q1, customerId: C.dung, weightKg: 3.2, weights: [{ weightKg: 3.2 }] });
  });

  it('does not offer a customer who no longer trades, and says when no one matches', async () => {
    const view = await renderPets();
    const form = await openCreate(view);
    await view.user.type(form.control('Chủ nuôi'), 'Đỗ Thành Long');
    expect(await within(form.dialog).findByText('Không tìm thấy khách hàng nào')).toBeInTheDocument();
    expect(within(within(form.dialog).getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Thêm khách hàng mới “Đỗ Thành Long”']);
  });

  it('adds an owner who is not a customer yet from the typeahead, and picks them', async () => {
    const customerPosts = captureBodies('post', '/customers');
    const view = await renderPets();
    const form = await openCreate(view);
    await pickOwner(view, form, '0905111222', 'Thêm khách hàng mới “0905111222”');
    const customerForm = formDialog('Thêm khách hàng');
    expect(customerForm.control('Số điện thoại')).toHaveValue('0905111222');
    await fillForm(view, customerForm, { 'Họ và tên': 'Cao Thị Lan' });
    await view.user.click(customerForm.save);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Thêm khách hàng' })).not.toBeInTheDocument());
    expect(customerPosts).toMatchObject([{ name: 'Cao Thị Lan', phone: '0905111222' }]);
    expect(form.control('Chủ nuôi')).toHaveValue('Cao Thị Lan · 0905111222');
    expect(screen.getByRole('dialog', { name: 'Thêm thú cưng' })).toBeInTheDocument();
  });

  it('opens the edit form filled in, and a new weight joins the history', async () => {
    const puts = captureBodies('put', `/pets/${P.bo}`);
    const view = await renderPets();
    await rowAction(view, 'Bơ', 'Sửa');
    await screen.findByRole('dialog', { name: 'Sửa thông tin thú cưng' });
    const form = formDialog('Sửa thông tin thú cưng');
    expect(form.control('Chủ nuôi')).toHaveValue('Võ Gia Khang · 0945123409');
    expect(form.control('Tên thú cưng')).toHaveValue('Bơ');
    expect(form.control('Loài')).toHaveDisplayValue('Chó');
    expect(form.control('Giống')).toHaveValue('Corgi');
    expect(form.control('Giới tính')).toHaveDisplayValue('Đực');
    expect(form.control('Ngày sinh')).toHaveValue('22/04/2022');
    expect(form.control('Cân nặng (kg)')).toHaveValue('11.3');
    expect(within(form.dialog).getByRole('switch', { name: 'Đang theo dõi' })).toBeChecked();

    await fillForm(view, form, { 'Cân nặng (kg)': '12,05' });
    await view.user.click(form.save);
    expect(await screen.findByText('Đã cập nhật thông tin thú cưng.')).toBeVisible();
    expect(puts).toMatchObject([{ customerId: C.khang, name: 'Bơ', weightKg: 12.05, isActive: true }]);
    expect(mockState.pets[P.bo].weights.map((w) => w.weightKg)).toEqual([10.1, 11.3, 12.05]);
  });

  it('moves a pet to another owner through “Chọn khách hàng khác”', async () => {
    const view = await renderPets();
    await rowAction(view, 'Ki', 'Sửa');
    await screen.findByRole('dialog', { name: 'Sửa thông tin thú cưng' });
    const form = formDialog('Sửa thông tin thú cưng');
    await view.user.click(within(form.dialog).getByRole('button', { name: 'Chọn khách hàng khác' }));
    await pickOwner(view, form, 'tran hoai', 'Trần Hoài Vy · 0986567823');
    await view.user.click(form.save);
    expect(await screen.findByText('Đã cập nhật thông tin thú cưng.')).toBeVisible();
    expect(mockState.pets[P.ki].customerId).toBe(C.vy);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ki' }).closest('tr')).toHaveTextContent('Trần Hoài Vy'));
  });
});
