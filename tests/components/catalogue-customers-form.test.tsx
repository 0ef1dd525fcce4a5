import { screen, waitFor, within } from '@testing-library/react';
import { CustomersPage } from '@/features/customers/components/customers-page';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { fillForm, formDialog, openForm, Q1, renderScreen, rowAction, saveWithOneFieldWrong, shopPath, type View } from '@/tests/support/catalogue-screens';
import { captureBodies, expectMessage, isRequired, messageUnder, MESSAGES } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The customer form (SPEC §5) on the Khách hàng page: a name of 3 to 100 characters, an optional
// phone that starts with 0 and has 10 or 11 digits and is unique in the shop (409 under the field),
// an optional e-mail; the message under a field goes as soon as the field is edited.

const C = MOCK_CATALOGUE.customers;

async function renderCustomers() {
  const view = renderScreen(<CustomersPage shopId={Q1} />, { path: shopPath('/customers') });
  await screen.findByRole('cell', { name: 'Âu Thanh Tâm' });
  return view;
}

const openCreate = (view: View) => openForm(view, 'Thêm khách hàng');

const VALID = { 'Họ và tên': 'Cao Thị Lan', 'Số điện thoại': '0905111222', Email: '', 'Địa chỉ': '7 Lý Tự Trọng, Quận 1', 'Ghi chú': '' };

describe('customer form', () => {
  it('marks only the name as required and sends nothing when it is empty', async () => {
    const posts = captureBodies('post', '/customers');
    const view = await renderCustomers();
    const form = await openCreate(view);
    expect(isRequired(form.control('Họ và tên'))).toBe(true);
    for (const label of ['Số điện thoại', 'Email', 'Địa chỉ', 'Ghi chú']) expect(isRequired(form.control(label))).toBe(false);

    await view.user.click(form.save);
    await expectMessage(form.control('Họ và tên'), MESSAGES.required);
    expect(messageUnder(form.control('Số điện thoại'))).toBeNull();
    expect(posts).toEqual([]);
  });

  it.each([
    ['Họ và tên', 'under 3 characters', 'An', MESSAGES.name],
    ['Họ và tên', 'over 100 characters', 'A'.repeat(101), MESSAGES.name],
    ['Số điện thoại', 'not starting with 0', '905111222', MESSAGES.phone],
    ['Số điện thoại', '9 digits', '090511122', MESSAGES.phone],
    ['Số điện thoại', '12 digits', '090511122233', MESSAGES.phone],
    ['Số điện thoại', 'with letters', '0905abc222', MESSAGES.phone],
    ['Email', 'without @', 'lan.cao', MESSAGES.email],
  ])('shows the %s rule (%s) under that field only', async (label, _case, value, message) => {
    const posts = captureBodies('post', '/customers');
    const view = await renderCustomers();
    const form = await openCreate(view);
    await saveWithOneFieldWrong(view, form, VALID, { label, value, message });
    expect(posts).toEqual([]);
  });

  it('clears a message as soon as its field is edited', async () => {
    const view = await renderCustomers();
    const form = await openCreate(view);
    await fillForm(view, form, { ...VALID, 'Họ và tên': 'An', 'Số điện thoại': '12345' });
    await view.user.click(form.save);
    await expectMessage(form.control('Họ và tên'), MESSAGES.name);
    await expectMessage(form.control('Số điện thoại'), MESSAGES.phone);

    await view.user.type(form.control('Họ và tên'), 'h');
    expect(messageUnder(form.control('Họ và tên'))).toBeNull();
    expect(form.control('Họ và tên')).not.toHaveClass('is-invalid');
    expect(messageUnder(form.control('Số điện thoại'))).toHaveTextContent(MESSAGES.phone);
  });

  it('saves a valid customer, toasts, closes and lists them', async () => {
    const posts = captureBodies('post', '/customers');
    const view = await renderCustomers();
    const form = await openCreate(view);
    await fillForm(view, form, { ...VALID, 'Họ và tên': '  Cao Thị Lan ' });
    await view.user.click(form.save);

    expect(await screen.findByText('Đã thêm khách hàng.')).toBeVisible();
    expect(posts).toEqual([{ name: 'Cao Thị Lan', phone: '0905111222', email: null, address: '7 Lý Tự Trọng, Quận 1', note: null }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await screen.findByRole('cell', { name: 'Cao Thị Lan' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '0905111222' })).toBeInTheDocument();
    expect(Object.values(mockState.customers).find((c) => c.name === 'Cao Thị Lan')).toMatchObject({ shopId: Q1, phone: '0905111222', isActive: true });
  });

  it('puts a 409 for a phone another customer of the shop has under the phone field, until it is edited', async () => {
    const view = await renderCustomers();
    const form = await openCreate(view);
    await fillForm(view, form, { ...VALID, 'Số điện thoại': '0903111201' });
    await view.user.click(form.save);

    await expectMessage(form.control('Số điện thoại'), 'Số điện thoại đã được sử dụng');
    expect(messageUnder(form.control('Họ và tên'))).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Thêm khách hàng' })).toBeInTheDocument();
    expect(screen.queryByText('Đã thêm khách hàng.')).not.toBeInTheDocument();
    expect(Object.values(mockState.customers).filter((c) => c.name === 'Cao Thị Lan')).toEqual([]);

    await view.user.type(form.control('Số điện thoại'), '9');
    expect(messageUnder(form.control('Số điện thoại'))).toBeNull();
  });

  it('opens the edit form filled in, and saves the change', async () => {
    const puts = captureBodies('put', `/customers/${C.an}`);
    const view = await renderCustomers();
    await rowAction(view, 'Nguyễn Văn An', 'Sửa');
    await screen.findByRole('dialog', { name: 'Sửa thông tin khách hàng' });
    const form = formDialog('Sửa thông tin khách hàng');
    expect(form.control('Họ và tên')).toHaveValue('Nguyễn Văn An');
    expect(form.control('Số điện thoại')).toHaveValue('0903111201');
    expect(form.control('Email')).toHaveValue('an.nguyen@gmail.com');
    expect(form.control('Địa chỉ')).toHaveValue('12 Nguyễn Đình Chiểu, Phường Đa Kao, Quận 1');
    expect(form.control('Ghi chú')).toHaveValue('Khách quen, gọi điện trước khi đến.');
    expect(within(form.dialog).getByRole('switch', { name: 'Đang giao dịch' })).toBeChecked();

    // keeping their own phone is no conflict
    await fillForm(view, form, { 'Địa chỉ': '20 Lê Lợi, Quận 1' });
    await view.user.click(form.save);
    expect(await screen.findByText('Đã cập nhật thông tin khách hàng.')).toBeVisible();
    expect(puts).toMatchObject([{ name: 'Nguyễn Văn An', phone: '0903111201', address: '20 Lê Lợi, Quận 1', isActive: true }]);
    expect(mockState.customers[C.an]).toMatchObject({ address: '20 Lê Lợi, Quận 1', phone: '0903111201' });
    expect(await screen.findByRole('cell', { name: '20 Lê Lợi, Quận 1' })).toBeInTheDocument();
  });

  it('stops trading with a customer from the edit form', async () => {
    const view = await renderCustomers();
    await rowAction(view, 'Hoàng Thu Giang', 'Sửa');
    await screen.findByRole('dialog', { name: 'Sửa thông tin khách hàng' });
    const form = formDialog('Sửa thông tin khách hàng');
    await view.user.click(within(form.dialog).getByRole('switch', { name: 'Đang giao dịch' }));
    await view.user.click(form.save);
    expect(await screen.findByText('Đã cập nhật thông tin khách hàng.')).toBeVisible();
    expect(mockState.customers[C.giang].isActive).toBe(false);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Hoàng Thu Giang' }).closest('tr')).toHaveClass('row-inactive'));
  });
});
