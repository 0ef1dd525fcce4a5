import { screen, waitFor, within } from '@testing-library/react';
import { ServicesPage } from '@/features/services/components/services-page';
import { ServiceGroup } from '@/lib/enums/services';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { captureListQueries, deleteRow, expectListed, fillForm, formDialog, lastQuery, listed, loadedListRenderer, openForm, Q1, renderScreen, rowAction, rowOf, saveWithOneFieldWrong, shopPath, type View } from '@/tests/support/catalogue-screens';
import { captureBodies, expectMessage, isRequired, messageUnder, MESSAGES } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Dịch vụ (DESIGN §4): the shop's price list, by group and status through the URL, prices in đồng.
// Every shop role sees it; only the shop admin and the accountant (SERVICE_CREATE / SERVICE_UPDATE,
// SPEC §6) add, import, switch on and off, edit and delete. The form follows SPEC §5.

const S = MOCK_CATALOGUE.services;
const PATH = shopPath('/services');

const renderServices = loadedListRenderer(<ServicesPage shopId={Q1} />, PATH);

const activeSwitch = (name: string) => screen.getByRole('switch', { name: `Áp dụng dịch vụ ${name}` });
const openCreate = (view: View) => openForm(view, 'Thêm dịch vụ');
const VALID = { 'Tên dịch vụ': 'Nhổ răng sữa', 'Nhóm dịch vụ': 'Phẫu thuật', Giá: '300000', 'Đơn vị tính': 'ca', 'Mô tả': '' };

describe('service list', () => {
  it('lists the thirteen services by name with their group, price in đồng, unit and switch', async () => {
    const queries = captureListQueries('/services');
    renderScreen(<ServicesPage shopId={Q1} />, { path: PATH });
    expect(screen.getByRole('cell', { name: 'Đang tải…' })).toBeInTheDocument();

    await screen.findByRole('cell', { name: 'Khám tổng quát' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tên dịch vụ', 'Nhóm dịch vụ', 'Giá', 'Đơn vị tính', 'Đang áp dụng', 'Thao tác']);
    expect(listed()).toHaveLength(13);
    expect(listed().slice(0, 3)).toEqual(['Cắt tỉa lông tạo kiểu', 'Chụp X-quang', 'Đưa đón thú cưng nội thành']);
    const checkup = rowOf('Khám tổng quát');
    expect(within(checkup).getAllByRole('cell').map((c) => c.textContent?.replace(/\s/g, ' ')).slice(1, 4)).toEqual(['Khám bệnh', '100.000 ₫', 'lần']);
    expect(activeSwitch('Khám tổng quát')).toBeChecked();
    expect(activeSwitch('Đưa đón thú cưng nội thành')).not.toBeChecked();
    expect(rowOf('Đưa đón thú cưng nội thành')).toHaveClass('row-inactive');
    expect(screen.getByText('1–13 trên 13')).toBeInTheDocument();
    expect(queries).toEqual([{ page: '1', limit: '20' }]);
  });

  it('filters by group, then by status, through the URL', async () => {
    const queries = captureListQueries('/services');
    const view = await renderServices();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Nhóm dịch vụ' }), 'Tiêm phòng');
    expect(lastQuery()).toEqual({ group: String(ServiceGroup.VACCINATION) });
    await expectListed(['Tiêm phòng dại', 'Tiêm vaccine 7 bệnh cho chó']);

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Nhóm dịch vụ' }), 'Tất cả nhóm dịch vụ');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Ngừng sử dụng');
    expect(lastQuery()).toEqual({ active: 'false' });
    await expectListed(['Đưa đón thú cưng nội thành']);
    expect(queries.at(-1)).toEqual({ page: '1', limit: '20', active: 'false' });
  });

  it('searches the name without accents and sorts by price, dearest first', async () => {
    const view = await renderServices('?search=xet+nghiem');
    await expectListed(['Xét nghiệm máu tổng quát']);
    await view.user.clear(screen.getByRole('searchbox', { name: 'Tìm kiếm' }));
    await waitFor(() => expect(lastQuery()).toEqual({}));
    await waitFor(() => expect(listed()).toHaveLength(13));
    await view.user.click(screen.getByRole('button', { name: 'Sắp xếp theo Giá' }));
    await view.user.click(screen.getByRole('button', { name: 'Sắp xếp theo Giá' }));
    expect(lastQuery()).toEqual({ sort: 'price:desc' });
    await waitFor(() => expect(listed().slice(0, 2)).toEqual(['Triệt sản mèo cái', 'Truyền dịch nội trú']));
    expect(screen.getByRole('columnheader', { name: 'Giá' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('switches a service off and on from the list, saying so each time', async () => {
    const puts = captureBodies('put', `/services/${S.recheck}`);
    const view = await renderServices();
    await view.user.click(activeSwitch('Tái khám'));
    expect(await screen.findByText('Đã tắt dịch vụ “Tái khám”.')).toBeVisible();
    expect(puts).toEqual([{ name: 'Tái khám', group: ServiceGroup.EXAMINATION, price: 50_000, unit: 'lần', description: null, isActive: false }]);
    expect(mockState.services[S.recheck].isActive).toBe(false);
    await waitFor(() => expect(activeSwitch('Tái khám')).not.toBeChecked());
    expect(rowOf('Tái khám')).toHaveClass('row-inactive');

    await view.user.click(activeSwitch('Đưa đón thú cưng nội thành'));
    expect(await screen.findByText('Đã bật dịch vụ “Đưa đón thú cưng nội thành”.')).toBeVisible();
    expect(mockState.services[S.pickup].isActive).toBe(true);
  });

  it.each(['seller', 'doctor', 'spa'] as const)('shows a %s the price list only: no add, import, export, switches or row actions (SPEC §6)', async (user) => {
    await renderServices('', user);
    expect(screen.queryByRole('button', { name: 'Thêm dịch vụ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nhập Excel' })).not.toBeInTheDocument();
    // the whole price list leaving the shop is the shop admin's and the accountant's (CATALOGUE_EXPORT)
    expect(screen.queryByRole('button', { name: 'Xuất Excel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Thao tác với/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tên dịch vụ', 'Nhóm dịch vụ', 'Giá', 'Đơn vị tính', 'Đang áp dụng']);
    expect(within(rowOf('Khám tổng quát')).getByText('Đang sử dụng')).toBeInTheDocument();
    expect(within(rowOf('Đưa đón thú cưng nội thành')).getByText('Ngừng sử dụng')).toBeInTheDocument();
  });

  it('lets the accountant add, import, switch and change services (SPEC §6)', async () => {
    const view = await renderServices('', 'accountant');
    expect(screen.getByRole('button', { name: 'Thêm dịch vụ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nhập Excel' })).toBeInTheDocument();
    expect(activeSwitch('Khám tổng quát')).toBeEnabled();
    await view.user.click(screen.getByRole('button', { name: 'Thao tác với Khám tổng quát' }));
    for (const action of ['Sửa', 'Xóa']) expect(await screen.findByRole('button', { name: action })).toBeInTheDocument();
  });

  it('deletes a service never used, and deactivates instead one an activity uses', async () => {
    const view = await renderServices();
    await deleteRow(view, 'Khám tổng quát');
    expect(await screen.findByText('Đã xóa “Khám tổng quát”.')).toBeVisible();
    expect(mockState.services[S.checkup]).toBeUndefined();

    await deleteRow(view, 'Tiêm phòng dại');
    expect(await screen.findByText('Dịch vụ đã được dùng trong phiếu hoạt động nên không thể xóa; dịch vụ đã được chuyển sang ngừng hoạt động')).toBeVisible();
    expect(mockState.services[S.rabies].isActive).toBe(false);
    await waitFor(() => expect(activeSwitch('Tiêm phòng dại')).not.toBeChecked());
  });
});

describe('service form', () => {
  it('marks all but the description as required and sends nothing when they are empty', async () => {
    const posts = captureBodies('post', '/services');
    const view = await renderServices();
    const form = await openCreate(view);
    for (const label of ['Tên dịch vụ', 'Nhóm dịch vụ', 'Giá', 'Đơn vị tính']) expect(isRequired(form.control(label))).toBe(true);
    expect(isRequired(form.control('Mô tả'))).toBe(false);

    await view.user.click(form.save);
    await expectMessage(form.control('Tên dịch vụ'), MESSAGES.required);
    await expectMessage(form.control('Nhóm dịch vụ'), 'Nhóm dịch vụ không hợp lệ');
    await expectMessage(form.control('Giá'), 'Phải là số nguyên không âm');
    await expectMessage(form.control('Đơn vị tính'), MESSAGES.required);
    expect(messageUnder(form.control('Mô tả'))).toBeNull();
    expect(posts).toEqual([]);
  });

  it.each([
    ['Tên dịch vụ', 'under 3 characters', 'Ấp', MESSAGES.name],
    ['Tên dịch vụ', 'over 100 characters', 'K'.repeat(101), MESSAGES.name],
    ['Giá', 'negative', '-1000', 'Phải là số nguyên không âm'],
    ['Giá', 'with a fraction of a đồng', '1000.5', 'Phải là số nguyên không âm'],
    ['Giá', 'above a thousand billion', '1000000000001', 'Giá trị quá lớn'],
    ['Đơn vị tính', 'over 20 characters', 'lần khám và tư vấn tại nhà', 'Đơn vị tính phải từ 1 đến 20 ký tự'],
  ])('shows the %s rule (%s) under that field only', async (label, _case, value, message) => {
    const posts = captureBodies('post', '/services');
    const view = await renderServices();
    const form = await openCreate(view);
    await saveWithOneFieldWrong(view, form, VALID, { label, value, message });
    expect(posts).toEqual([]);
  });

  it('saves a valid service, toasts, closes and lists it with its price', async () => {
    const posts = captureBodies('post', '/services');
    const view = await renderServices();
    const form = await openCreate(view);
    await fillForm(view, form, { ...VALID, 'Mô tả': 'Gây tê tại chỗ' });
    await view.user.click(form.save);

    expect(await screen.findByText('Đã thêm dịch vụ.')).toBeVisible();
    expect(posts).toEqual([{ name: 'Nhổ răng sữa', group: ServiceGroup.SURGERY, price: 300_000, unit: 'ca', description: 'Gây tê tại chỗ' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await screen.findByText('Nhổ răng sữa')).closest('tr')!;
    expect(row).toHaveTextContent(/Phẫu thuật300\.000\s₫ca/);
    expect(Object.values(mockState.services).find((s) => s.name === 'Nhổ răng sữa')).toMatchObject({ shopId: Q1, price: 300_000, isActive: true });
  });

  it('opens the edit form filled in, and saves a new price', async () => {
    const puts = captureBodies('put', `/services/${S.bath}`);
    const view = await renderServices();
    await rowAction(view, 'Tắm sấy chó dưới 10kg', 'Sửa');
    await screen.findByRole('dialog', { name: 'Sửa dịch vụ' });
    const form = formDialog('Sửa dịch vụ');
    expect(form.control('Tên dịch vụ')).toHaveValue('Tắm sấy chó dưới 10kg');
    expect(form.control('Nhóm dịch vụ')).toHaveDisplayValue('Spa');
    expect(form.control('Giá')).toHaveValue(150_000);
    expect(form.control('Đơn vị tính')).toHaveValue('lần');
    expect(within(form.dialog).getByRole('switch', { name: 'Đang áp dụng' })).toBeChecked();

    await fillForm(view, form, { Giá: '170000' });
    await view.user.click(form.save);
    expect(await screen.findByText('Đã cập nhật dịch vụ.')).toBeVisible();
    expect(puts).toEqual([{ name: 'Tắm sấy chó dưới 10kg', group: ServiceGroup.SPA, price: 170_000, unit: 'lần', description: null, isActive: true }]);
    expect(mockState.services[S.bath].price).toBe(170_000);
    await waitFor(() => expect(rowOf('Tắm sấy chó dưới 10kg')).toHaveTextContent(/170\.000\s₫/));
  });
});
