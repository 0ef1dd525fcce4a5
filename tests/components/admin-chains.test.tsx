import { screen, waitFor, within } from '@testing-library/react';
import { ChainsPage } from '@/features/admin/components/chains-page';
import { Gender } from '@/lib/enums/people';
import { Role } from '@/lib/roles';
import { MOCK_IDS, mockShop, mockState, mockUser } from '@/tests/msw/data';
import { fillRegistration, registrationForm } from '@/tests/support/registration-form';
import { renderWithProviders, sessionFor } from '@/tests/support/render';
import { captureBodies, messageUnder } from '@/tests/support/staff-form';

// The system admin's Chuỗi cửa hàng page (issue 4): chains with branches and members; create a
// chain, add an existing shop or a newly registered one as a branch, mark chain members.

const CHAIN = MOCK_IDS.chain;

async function renderChains() {
  const view = renderWithProviders(<ChainsPage />, { session: sessionFor('admin'), pathname: '/vi/admin/chains' });
  const card = (await screen.findByRole('heading', { name: 'PetCare Sài Gòn' })).closest<HTMLElement>('.card')!;
  return { ...view, card };
}

describe('admin: chains', () => {
  it('shows each chain with its branches and members', async () => {
    const { card } = await renderChains();
    expect(within(card).getByText('PetCare Sài Gòn - Quận 1')).toBeInTheDocument();
    expect(within(card).getByText('PetCare Sài Gòn - Quận 7')).toBeInTheDocument();
    expect(within(card).getByText('Nguyễn Thị Minh Anh')).toBeInTheDocument();
    expect(within(card).queryByText('Happy Pet Hà Nội')).not.toBeInTheDocument();
  });

  it('creates a chain, with the name rule of SPEC §5', async () => {
    const posts = captureBodies('post', '/admin/chains');
    const view = await renderChains();
    await view.user.click(screen.getByRole('button', { name: 'Tạo chuỗi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tạo chuỗi' });
    const name = within(dialog).getByLabelText(/^Tên chuỗi/);
    await view.user.type(name, 'HP');
    await view.user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(messageUnder(name)).toHaveTextContent('Tên phải từ 3 đến 100 ký tự'));
    expect(posts).toEqual([]);

    await view.user.type(name, ' Group');
    await view.user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Đã tạo chuỗi.')).toBeVisible();
    expect(posts).toEqual([{ name: 'HP Group' }]);
    const card = (await screen.findByRole('heading', { name: 'HP Group' })).closest<HTMLElement>('.card')!;
    // a new chain has no branches, so nobody to mark as a member yet
    expect(within(card).getByRole('button', { name: 'Thành viên chuỗi' })).toBeDisabled();
  });

  it('adds an existing shop without a chain as a branch', async () => {
    const posts = captureBodies('post', `/admin/chains/${CHAIN}/branches`);
    const view = await renderChains();
    await view.user.click(within(view.card).getByRole('button', { name: 'Thêm cửa hàng có sẵn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm cửa hàng vào PetCare Sài Gòn' });
    const select = within(dialog).getByLabelText('Cửa hàng');
    // only shops that belong to no chain
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['-- Chọn cửa hàng chưa thuộc chuỗi --', 'Happy Pet Hà Nội']));
    expect(within(dialog).getByRole('button', { name: 'Lưu thay đổi' })).toBeDisabled();
    await view.user.selectOptions(select, 'Happy Pet Hà Nội');
    await view.user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByText('Đã thêm chi nhánh.')).toBeVisible();
    expect(posts).toEqual([{ shopId: MOCK_IDS.shops.hanoi }]);
    expect(mockShop('hanoi').chainId).toBe(CHAIN);
    await waitFor(() => expect(within(view.card).getByText('Happy Pet Hà Nội')).toBeInTheDocument());
  });

  it('registers a new branch with the Registration form and its rules', async () => {
    const posts = captureBodies('post', `/admin/chains/${CHAIN}/branches`);
    const view = await renderChains();
    await view.user.click(within(view.card).getByRole('button', { name: 'Tạo chi nhánh mới' }));
    const { fields, save } = registrationForm(await screen.findByRole('dialog', { name: 'Tạo chi nhánh mới cho PetCare Sài Gòn' }));
    await view.user.click(save);
    await waitFor(() => expect(messageUnder(fields.shopName)).toHaveTextContent('Trường này là bắt buộc'));
    expect(messageUnder(fields.gender)).toHaveTextContent('Giới tính không hợp lệ');
    expect(posts).toEqual([]);

    await fillRegistration(view.user, fields, { shopName: 'PetCare Sài Gòn - Thủ Đức', name: 'Lý Thị Mai', phoneNumber: '0938000111', email: 'mai@petcare.vn', gender: 'Nữ', timeframe: '1 năm', password: 'mai2026!', confirmPassword: 'mai2026!' });
    await view.user.click(save);

    expect(await screen.findByText('Đăng ký cửa hàng thành công.')).toBeVisible();
    // the branch's registration as typed: no address, a woman, one year
    const branch = { shopName: 'PetCare Sài Gòn - Thủ Đức', name: 'Lý Thị Mai', phoneNumber: '0938000111', email: 'mai@petcare.vn', address: null };
    expect(posts).toEqual([{ ...branch, gender: Gender.FEMALE, timeframe: '2-01Y', password: 'mai2026!', confirmPassword: 'mai2026!' }]);
    const shop = Object.values(mockState.shops).find((s) => s.name === 'PetCare Sài Gòn - Thủ Đức');
    expect(shop).toMatchObject({ chainId: CHAIN, subscription: { timeframe: '2-01Y' } });
    expect(Object.values(mockState.users).find((u) => u.email === 'mai@petcare.vn')).toMatchObject({ role: Role.SHOP_ADMIN, shopId: shop!.id });
    await waitFor(() => expect(within(view.card).getByText('PetCare Sài Gòn - Thủ Đức')).toBeInTheDocument());
  });

  it('marks a branch’s user as a chain member', async () => {
    const puts = captureBodies('put', `/admin/chains/${CHAIN}/members`);
    const view = await renderChains();
    await view.user.click(within(view.card).getByRole('button', { name: 'Thành viên chuỗi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thành viên của PetCare Sài Gòn' });
    expect(within(dialog).getByLabelText('Chi nhánh')).toHaveDisplayValue('PetCare Sài Gòn - Quận 1');
    const owner = await within(dialog).findByRole('checkbox', { name: 'Nguyễn Thị Minh Anh là thành viên chuỗi' });
    expect(owner).toBeChecked();
    const doctor = within(dialog).getByRole('checkbox', { name: 'Lê Văn Hùng là thành viên chuỗi' });
    expect(doctor).not.toBeChecked();

    await view.user.click(doctor);
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Lê Văn Hùng là thành viên chuỗi' })).toBeChecked());
    expect(puts).toEqual([{ userId: MOCK_IDS.users.doctor, isMember: true }]);
    expect(mockUser('doctor').chainId).toBe(CHAIN);
    await waitFor(() => expect(within(view.card).getByText('Lê Văn Hùng')).toBeInTheDocument());
  });
});
