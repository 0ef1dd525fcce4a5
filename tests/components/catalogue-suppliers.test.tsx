import { screen, waitFor, within } from '@testing-library/react';
import { SuppliersPage } from '@/features/suppliers/components/suppliers-page';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { captureListQueries, deleteRow, expectListed, fillForm, formDialog, lastQuery, listed, loadedListRenderer, openForm, Q1, renderScreen, rowAction, rowOf, saveWithOneFieldWrong, shopPath, type View } from '@/tests/support/catalogue-screens';
import { router } from '@/tests/support/render';
import { captureBodies, expectMessage, isRequired, messageUnder, MESSAGES } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Nhà cung cấp (SPEC §3, §5): the shop's suppliers by name, found by name, alias or phone, with the
// bank account to pay into. Only the shop admin and the accountant see and change them
// (SUPPLIER_*, SPEC §6). The form: name and alias by the name rule, address and phone required,
// the bank fields optional.

const SU = MOCK_CATALOGUE.suppliers;
const PATH = shopPath('/suppliers');
const ROYAL = 'Công ty CP Thức Ăn Thú Cưng Royal';
const VET_PHARMA = 'Công ty TNHH Dược Thú Y Sài Gòn';
const MINH_TAM = 'Cửa hàng Vật tư Y tế Minh Tâm';

const renderSuppliers = loadedListRenderer(<SuppliersPage shopId={Q1} />, PATH);

const openCreate = (view: View) => openForm(view, 'Thêm nhà cung cấp');
/** The lines of a supplier's bank account cell: bank · branch, number, holder. */
const bankLines = (name: string) => Array.from(within(rowOf(name)).getAllByRole('cell')[4].children, (line) => line.textContent);

const VALID = {
  'Tên nhà cung cấp': 'Công ty TNHH Phụ kiện Pet Việt',
  'Tên viết tắt': 'Pet Việt',
  'Địa chỉ': '9 Phan Văn Trị, Quận Bình Thạnh',
  'Số điện thoại': '02835556677',
  'Ngân hàng': '',
  'Chi nhánh': '',
  'Số tài khoản': '',
  'Chủ tài khoản': '',
};

describe('supplier list', () => {
  it('lists the shop’s three suppliers by name with their address, phone and bank account', async () => {
    const queries = captureListQueries('/suppliers');
    renderScreen(<SuppliersPage shopId={Q1} />, { path: PATH });
    expect(screen.getByRole('cell', { name: 'Đang tải…' })).toBeInTheDocument();

    await screen.findByRole('cell', { name: ROYAL });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tên nhà cung cấp', 'Tên viết tắt', 'Địa chỉ', 'Số điện thoại', 'Tài khoản ngân hàng', 'Thao tác']);
    expect(listed()).toEqual([ROYAL, VET_PHARMA, MINH_TAM]);
    const vetPharma = within(rowOf(VET_PHARMA));
    for (const cell of ['Dược thú y SG', '215 Điện Biên Phủ, Phường 15, Quận Bình Thạnh', '02838123456']) expect(vetPharma.getByRole('cell', { name: cell })).toBeInTheDocument();
    expect(bankLines(VET_PHARMA)).toEqual(['Vietcombank · Chi nhánh Sài Gòn', '0071000654321', 'CONG TY TNHH DUOC THU Y SAI GON']);
    // no bank account given
    expect(listed(4)[2]).toBe('-');
    // Happy Pet Hà Nội's supplier is not this shop's
    expect(screen.queryByRole('cell', { name: 'Công ty TNHH Thú Y Hà Thành' })).not.toBeInTheDocument();
    expect(screen.getByText('1–3 trên 3')).toBeInTheDocument();
    expect(queries).toEqual([{ page: '1', limit: '20' }]);
  });

  it.each([
    ['by alias', 'royal pet', [ROYAL]],
    ['by phone typed with spaces', '0909 876 543', [MINH_TAM]],
    ['by a word of the name without accents', 'duoc', [VET_PHARMA]],
  ])('searches %s through the URL', async (_case, search, names) => {
    const view = await renderSuppliers();
    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), search);
    await waitFor(() => expect(lastQuery()).toEqual({ search }));
    await expectListed(names);
  });

  it('says so when no supplier matches', async () => {
    await renderSuppliers('?search=zzz');
    expect(await screen.findByRole('cell', { name: 'Không có dữ liệu phù hợp.' })).toBeInTheDocument();
  });

  it('sorts by alias through the URL', async () => {
    const view = await renderSuppliers();
    await view.user.click(screen.getByRole('button', { name: 'Sắp xếp theo Tên viết tắt' }));
    await view.user.click(screen.getByRole('button', { name: 'Sắp xếp theo Tên viết tắt' }));
    expect(lastQuery()).toEqual({ sort: 'alias:desc' });
    await expectListed(['Royal Pet', 'Minh Tâm', 'Dược thú y SG'], 1);
  });

  it('lets the accountant add, import, edit and delete suppliers (SPEC §6)', async () => {
    const view = await renderSuppliers('', 'accountant');
    expect(screen.getByRole('button', { name: 'Thêm nhà cung cấp' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nhập Excel' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: `Thao tác với ${MINH_TAM}` }));
    for (const action of ['Sửa', 'Xóa']) expect(await screen.findByRole('button', { name: action })).toBeInTheDocument();
  });

  it.each(['seller', 'doctor', 'spa'] as const)('sends a %s to the forbidden page: suppliers are not theirs to see (SPEC §6)', async (user) => {
    renderScreen(<SuppliersPage shopId={Q1} />, { path: PATH, user });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/vi/403'));
    expect(screen.queryByRole('cell', { name: ROYAL })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thêm nhà cung cấp' })).not.toBeInTheDocument();
  });

  it('deletes a supplier after confirmation', async () => {
    const view = await renderSuppliers();
    await deleteRow(view, MINH_TAM);
    expect(await screen.findByText(`Đã xóa “${MINH_TAM}”.`)).toBeVisible();
    expect(mockState.suppliers[SU.minhTam]).toBeUndefined();
    await waitFor(() => expect(listed()).toEqual([ROYAL, VET_PHARMA]));
  });
});

describe('supplier form', () => {
  it('marks name, alias, address and phone as required, the bank fields not, and sends nothing when they are empty', async () => {
    const posts = captureBodies('post', '/suppliers');
    const view = await renderSuppliers();
    const form = await openCreate(view);
    expect(within(form.dialog).getByRole('heading', { name: 'Thông tin thanh toán (không bắt buộc)' })).toBeInTheDocument();
    for (const label of ['Tên nhà cung cấp', 'Tên viết tắt', 'Địa chỉ', 'Số điện thoại']) expect(isRequired(form.control(label))).toBe(true);
    for (const label of ['Ngân hàng', 'Chi nhánh', 'Số tài khoản', 'Chủ tài khoản']) expect(isRequired(form.control(label))).toBe(false);

    await view.user.click(form.save);
    for (const label of ['Tên nhà cung cấp', 'Tên viết tắt', 'Địa chỉ', 'Số điện thoại']) await expectMessage(form.control(label), MESSAGES.required);
    for (const label of ['Ngân hàng', 'Chi nhánh', 'Số tài khoản', 'Chủ tài khoản']) expect(messageUnder(form.control(label))).toBeNull();
    expect(posts).toEqual([]);
  });

  it.each([
    ['Tên nhà cung cấp', 'under 3 characters', 'TY', MESSAGES.name],
    ['Tên nhà cung cấp', 'over 100 characters', 'C'.repeat(101), MESSAGES.name],
    ['Tên viết tắt', 'under 3 characters', 'PV', MESSAGES.name],
    ['Số điện thoại', 'not starting with 0', '2835556677', MESSAGES.phone],
    ['Số điện thoại', '12 digits', '028355566771', MESSAGES.phone],
    ['Ngân hàng', 'over 100 characters', 'N'.repeat(101), 'Nội dung quá dài'],
    ['Số tài khoản', 'over 30 characters', '1'.repeat(31), 'Nội dung quá dài'],
  ])('shows the %s rule (%s) under that field only', async (label, _case, value, message) => {
    const posts = captureBodies('post', '/suppliers');
    const view = await renderSuppliers();
    const form = await openCreate(view);
    await saveWithOneFieldWrong(view, form, VALID, { label, value, message });
    expect(posts).toEqual([]);
  });

  it('saves a supplier without bank details, sending them as empty, and lists it', async () => {
    const posts = captureBodies('post', '/suppliers');
    const view = await renderSuppliers();
    const form = await openCreate(view);
    await fillForm(view, form, VALID);
    await view.user.click(form.save);

    expect(await screen.findByText('Đã thêm nhà cung cấp.')).toBeVisible();
    expect(posts).toEqual([
      { name: 'Công ty TNHH Phụ kiện Pet Việt', alias: 'Pet Việt', address: '9 Phan Văn Trị, Quận Bình Thạnh', phone: '02835556677', bankName: null, bankBranch: null, accountNumber: null, accountName: null },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await screen.findByRole('cell', { name: 'Công ty TNHH Phụ kiện Pet Việt' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Pet Việt' })).toBeInTheDocument();
    expect(bankLines('Công ty TNHH Phụ kiện Pet Việt')).toEqual([]);
    expect(Object.values(mockState.suppliers).find((s) => s.alias === 'Pet Việt')).toMatchObject({ shopId: Q1, bankName: null, isActive: true });
  });

  it('saves the bank account to pay into and shows it in the list', async () => {
    const view = await renderSuppliers();
    const form = await openCreate(view);
    await fillForm(view, form, { ...VALID, 'Ngân hàng': 'Techcombank', 'Chi nhánh': 'Gia Định', 'Số tài khoản': '19033445566', 'Chủ tài khoản': 'PET VIET' });
    await view.user.click(form.save);

    expect(await screen.findByText('Đã thêm nhà cung cấp.')).toBeVisible();
    await screen.findByRole('cell', { name: 'Công ty TNHH Phụ kiện Pet Việt' });
    expect(bankLines('Công ty TNHH Phụ kiện Pet Việt')).toEqual(['Techcombank · Gia Định', '19033445566', 'PET VIET']);
  });

  it('opens the edit form filled in, and stops trading with the supplier', async () => {
    const puts = captureBodies('put', `/suppliers/${SU.royalPet}`);
    const view = await renderSuppliers();
    await rowAction(view, ROYAL, 'Sửa');
    await screen.findByRole('dialog', { name: 'Sửa nhà cung cấp' });
    const form = formDialog('Sửa nhà cung cấp');
    expect(form.control('Tên nhà cung cấp')).toHaveValue(ROYAL);
    expect(form.control('Tên viết tắt')).toHaveValue('Royal Pet');
    expect(form.control('Số điện thoại')).toHaveValue('02839998877');
    expect(form.control('Ngân hàng')).toHaveValue('ACB');
    expect(form.control('Số tài khoản')).toHaveValue('123456789');
    expect(within(form.dialog).getByRole('switch', { name: 'Đang giao dịch' })).toBeChecked();

    await view.user.click(within(form.dialog).getByRole('switch', { name: 'Đang giao dịch' }));
    await view.user.click(form.save);
    expect(await screen.findByText('Đã cập nhật nhà cung cấp.')).toBeVisible();
    expect(puts).toMatchObject([{ name: ROYAL, alias: 'Royal Pet', bankName: 'ACB', isActive: false }]);
    expect(mockState.suppliers[SU.royalPet].isActive).toBe(false);
    await waitFor(() => expect(rowOf(`${ROYAL} Ngừng sử dụng`)).toHaveClass('row-inactive'));
  });
});
