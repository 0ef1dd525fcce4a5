import { screen, waitFor, within } from '@testing-library/react';
import { CustomerDetailPage } from '@/features/customers/components/customer-detail-page';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { fillForm, openForm, Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { captureBodies } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// One customer's page (issue 5): their contact details and debt, their pets linking to each pet's
// page, and "Thêm thú cưng", which opens the pet form with this customer already the owner.

const { customers: C, pets: P } = MOCK_CATALOGUE;

async function renderCustomer(id: string, name: string) {
  const view = renderScreen(<CustomerDetailPage shopId={Q1} customerId={id} />, { path: shopPath(`/customers/${id}`) });
  await screen.findByRole('heading', { name });
  return view;
}

/** The pets card, found by its header "Thú cưng (n)". */
const petsCard = () => screen.getByText('Thú cưng', { selector: '.card-header span' }).closest<HTMLElement>('.card')!;
const petNames = () => within(petsCard()).queryAllByRole('link').map((link) => link.textContent);

describe('customer page', () => {
  it('shows the contact details, the debt, and a way back to the list', async () => {
    await renderCustomer(C.an, 'Nguyễn Văn An');
    expect(screen.getByText('Công nợ hiện tại').nextSibling).toHaveTextContent('0 ₫');
    for (const [label, value] of [
      ['Số điện thoại', '0903111201'],
      ['Email', 'an.nguyen@gmail.com'],
      ['Địa chỉ', '12 Nguyễn Đình Chiểu, Phường Đa Kao, Quận 1'],
      ['Ghi chú', 'Khách quen, gọi điện trước khi đến.'],
    ]) {
      expect(screen.getByText(label, { selector: 'dt' }).nextSibling).toHaveTextContent(value);
    }
    expect(screen.getByRole('link', { name: 'Quay lại danh sách' })).toHaveAttribute('href', shopPath('/customers'));
  });

  it('lists their visits newest first, each opening its page, and says so when there are none', async () => {
    await renderCustomer(C.an, 'Nguyễn Văn An');
    const history = await screen.findByRole('region', { name: 'Lịch sử hoạt động' });
    const visits = await within(history).findAllByRole('link');
    // An's three visits are all Lu's (tests/msw/activities-seed.ts)
    expect(visits).toHaveLength(3);
    expect(within(history).getAllByText('Lu')).toHaveLength(3);
    expect(visits[0]).toHaveAttribute('href', expect.stringMatching(/\/activities\/[0-9a-f-]{36}$/));
  });

  it('says a customer with no visits has none', async () => {
    await renderCustomer(C.dung, 'Phạm Minh Dũng');
    const history = await screen.findByRole('region', { name: 'Lịch sử hoạt động' });
    expect(await within(history).findByText('Chưa có hoạt động nào')).toBeInTheDocument();
  });

  it('lists their pets by name, each linking to its page', async () => {
    await renderCustomer(C.an, 'Nguyễn Văn An');
    expect(within(petsCard()).getByText('(2)')).toBeInTheDocument();
    expect(petNames()).toEqual(['Lu', 'Mướp']);
    expect(within(petsCard()).getByRole('link', { name: 'Lu' })).toHaveAttribute('href', shopPath(`/pets/${P.lu}`));
    const lu = within(petsCard()).getByRole('link', { name: 'Lu' }).closest('tr')!;
    for (const cell of ['Chó', 'Poodle', 'Đực', 'Còn sống']) expect(within(lu).getByRole('cell', { name: cell })).toBeInTheDocument();
  });

  it('marks a customer who no longer trades', async () => {
    await renderCustomer(C.long, 'Đỗ Thành Long Ngừng giao dịch');
    expect(screen.getByText('Ngừng giao dịch')).toBeInTheDocument();
  });

  it('adds a pet with the customer already chosen as owner, and lists it in the card', async () => {
    const posts = captureBodies('post', '/pets');
    const view = await renderCustomer(C.dung, 'Phạm Minh Dũng');
    expect(within(petsCard()).getByText('Khách hàng chưa có thú cưng nào.')).toBeInTheDocument();

    const form = await openForm(view, 'Thêm thú cưng');
    expect(form.control('Chủ nuôi')).toHaveValue('Phạm Minh Dũng · 0909555604');
    expect(form.control('Chủ nuôi')).toHaveAttribute('readonly');
    expect(within(form.dialog).getByRole('button', { name: 'Chọn khách hàng khác' })).toBeInTheDocument();
    await fillForm(view, form, { 'Tên thú cưng': 'Na', Loài: 'Mèo', Giống: 'Mèo mướp', 'Cân nặng (kg)': '3,2' });
    await view.user.click(form.save);

    expect(await screen.findByText('Đã thêm thú cưng.')).toBeVisible();
    expect(posts).toMatchObject([{ customerId: C.dung, name: 'Na', species: 'cat', breed: 'Mèo mướp', weightKg: 3.2 }]);
    expect(Object.values(mockState.pets).find((p) => p.name === 'Na')).toMatchObject({ customerId: C.dung, shopId: Q1, weightKg: 3.2 });
    await waitFor(() => expect(petNames()).toEqual(['Na']));
    expect(within(petsCard()).getByText('(1)')).toBeInTheDocument();
    expect(within(petsCard()).queryByText('Khách hàng chưa có thú cưng nào.')).not.toBeInTheDocument();
  });

  it('edits the customer from their page', async () => {
    const view = await renderCustomer(C.cuong, 'Lê Quốc Cường');
    const form = await openForm(view, 'Sửa', 'Sửa thông tin khách hàng');
    expect(form.control('Họ và tên')).toHaveValue('Lê Quốc Cường');
    await fillForm(view, form, { 'Địa chỉ': '33 Pasteur, Quận 1' });
    await view.user.click(form.save);
    expect(await screen.findByText('Đã cập nhật thông tin khách hàng.')).toBeVisible();
    await waitFor(() => expect(screen.getByText('Địa chỉ', { selector: 'dt' }).nextSibling).toHaveTextContent('33 Pasteur, Quận 1'));
    expect(mockState.customers[C.cuong].address).toBe('33 Pasteur, Quận 1');
  });
});
