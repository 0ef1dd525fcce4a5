import { screen, waitFor, within } from '@testing-library/react';
import { ProductsPage } from '@/features/products/components/products-page';
import { ProductGroup } from '@/lib/enums/products';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { fillForm, formDialog, openForm, Q1, renderScreen, rowAction, saveWithOneFieldWrong, shopPath, type View } from '@/tests/support/catalogue-screens';
import { captureBodies, expectMessage, isRequired, messageUnder, MESSAGES } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The product form on the Sản phẩm page (DESIGN §4, SPEC §5): a code and a barcode each naming one
// product of the shop (a 409 puts the message under the field), a name, a group, a unit of 1 to 20
// characters, a sale price in whole đồng, a minimum stock and up to three larger units; stock on
// hand and the average cost are shown, never sent (the stock ledger keeps them).

const PR = MOCK_CATALOGUE.products;
const NON_NEGATIVE = 'Phải là số nguyên không âm';

async function renderProducts() {
  const view = renderScreen(<ProductsPage shopId={Q1} />, { path: shopPath('/products') });
  await screen.findByRole('cell', { name: 'SP0001' });
  return view;
}

const openCreate = (view: View) => openForm(view, 'Thêm sản phẩm');

const VALID = {
  'Mã sản phẩm': 'SP0100',
  'Mã vạch': '',
  'Tên sản phẩm': 'Sữa tắm Bio-Groom 355ml',
  'Nhóm sản phẩm': 'Hàng bán',
  'Đơn vị tính': 'chai',
  'Giá bán': '180000',
  'Tồn tối thiểu': '5',
};

describe('product form', () => {
  it('marks all but the barcode as required, starts the minimum stock at 0 and sends nothing when they are empty', async () => {
    const posts = captureBodies('post', '/products');
    const view = await renderProducts();
    const form = await openCreate(view);
    for (const label of ['Mã sản phẩm', 'Tên sản phẩm', 'Nhóm sản phẩm', 'Đơn vị tính', 'Giá bán', 'Tồn tối thiểu']) expect(isRequired(form.control(label))).toBe(true);
    expect(isRequired(form.control('Mã vạch'))).toBe(false);
    expect(form.control('Tồn tối thiểu')).toHaveValue(0);
    expect(within(form.dialog).getByLabelText('Tồn kho')).toHaveValue('0');
    // kept by the ledger: shown, not an input
    expect(within(form.dialog).getByLabelText('Giá vốn')).toHaveAttribute('readonly');

    await view.user.click(form.save);
    await expectMessage(form.control('Mã sản phẩm'), MESSAGES.required);
    await expectMessage(form.control('Tên sản phẩm'), MESSAGES.required);
    await expectMessage(form.control('Nhóm sản phẩm'), 'Nhóm sản phẩm không hợp lệ');
    await expectMessage(form.control('Đơn vị tính'), MESSAGES.required);
    await expectMessage(form.control('Giá bán'), NON_NEGATIVE);
    expect(messageUnder(form.control('Tồn tối thiểu'))).toBeNull();
    expect(messageUnder(form.control('Mã vạch'))).toBeNull();
    expect(posts).toEqual([]);
  });

  it.each([
    ['Mã sản phẩm', 'over 50 characters', 'SP'.repeat(26), 'Nội dung quá dài'],
    ['Mã vạch', 'over 50 characters', '8'.repeat(51), 'Nội dung quá dài'],
    ['Tên sản phẩm', 'under 3 characters', 'Bơ', MESSAGES.name],
    ['Đơn vị tính', 'over 20 characters', 'thùng 24 lon 400 gram', 'Đơn vị tính phải từ 1 đến 20 ký tự'],
    ['Giá bán', 'negative', '-1', NON_NEGATIVE],
    ['Giá bán', 'with a fraction of a đồng', '99.5', NON_NEGATIVE],
    ['Tồn tối thiểu', 'negative', '-3', NON_NEGATIVE],
    ['Tồn tối thiểu', 'not whole', '2.5', NON_NEGATIVE],
    ['Tồn tối thiểu', 'above a thousand million', '1000000001', 'Giá trị quá lớn'],
  ])('shows the %s rule (%s) under that field only', async (label, _case, value, message) => {
    const posts = captureBodies('post', '/products');
    const view = await renderProducts();
    const form = await openCreate(view);
    await saveWithOneFieldWrong(view, form, VALID, { label, value, message });
    expect(posts).toEqual([]);
  });

  it('saves a valid product with no stock on hand, toasts, closes and lists it as running low', async () => {
    const posts = captureBodies('post', '/products');
    const view = await renderProducts();
    const form = await openCreate(view);
    await fillForm(view, form, { ...VALID, 'Mã vạch': '8936012340999' });
    await view.user.click(form.save);

    expect(await screen.findByText('Đã thêm sản phẩm.')).toBeVisible();
    expect(posts).toEqual([
      { code: 'SP0100', barcode: '8936012340999', name: 'Sữa tắm Bio-Groom 355ml', group: ProductGroup.SALE_GOODS, unit: 'chai', salePrice: 180_000, minimumStock: 5, units: [] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await screen.findByRole('cell', { name: 'SP0100' })).closest('tr')!;
    expect(within(row).getByText('Sắp hết hàng')).toBeInTheDocument();
    expect(Object.values(mockState.products).find((p) => p.code === 'SP0100')).toMatchObject({ shopId: Q1, stockOnHand: 0, barcode: '8936012340999' });
  });

  it.each([
    ['Mã sản phẩm', 'SP0001', 'Mã sản phẩm đã được sử dụng'],
    ['Mã vạch', '8936012340011', 'Mã vạch đã được sử dụng'],
  ])('puts a 409 for a %s another product of the shop has under that field, until it is edited', async (label, value, message) => {
    const view = await renderProducts();
    const form = await openCreate(view);
    await saveWithOneFieldWrong(view, form, VALID, { label, value, message });
    expect(screen.getByRole('dialog', { name: 'Thêm sản phẩm' })).toBeInTheDocument();
    expect(screen.queryByText('Đã thêm sản phẩm.')).not.toBeInTheDocument();
    expect(Object.values(mockState.products).filter((p) => p.name === VALID['Tên sản phẩm'])).toEqual([]);

    await view.user.type(form.control(label), '9');
    expect(messageUnder(form.control(label))).toBeNull();
  });

  it('opens the edit form filled in, and saves a lower minimum without sending stock on hand', async () => {
    const puts = captureBodies('put', `/products/${PR.revolution}`);
    const view = await renderProducts();
    await rowAction(view, 'Revolution mèo 2,6–7,5kg', 'Sửa');
    await screen.findByRole('dialog', { name: 'Sửa sản phẩm' });
    const form = formDialog('Sửa sản phẩm');
    expect(form.control('Mã sản phẩm')).toHaveValue('SP0003');
    expect(form.control('Mã vạch')).toHaveValue('8936012340035');
    expect(form.control('Nhóm sản phẩm')).toHaveDisplayValue('Thuốc');
    expect(form.control('Giá bán')).toHaveValue(220_000);
    expect(form.control('Tồn tối thiểu')).toHaveValue(8);
    expect(within(form.dialog).getByRole('switch', { name: 'Đang kinh doanh' })).toBeChecked();

    // keeping its own code and barcode is no conflict
    await fillForm(view, form, { 'Tồn tối thiểu': '2' });
    await view.user.click(form.save);
    expect(await screen.findByText('Đã cập nhật sản phẩm.')).toBeVisible();
    expect(puts).toEqual([
      { code: 'SP0003', barcode: '8936012340035', name: 'Revolution mèo 2,6–7,5kg', group: ProductGroup.MEDICINE, unit: 'ống', salePrice: 220_000, minimumStock: 2, units: [], isActive: true },
    ]);
    expect(mockState.products[PR.revolution]).toMatchObject({ minimumStock: 2, stockOnHand: 3 });
    await waitFor(() => expect(within(screen.getByRole('cell', { name: 'SP0003' }).closest('tr')!).queryByText('Sắp hết hàng')).not.toBeInTheDocument());
  });

  it('adds larger units (a box of 10, a carton of 100), refusing a factor below 2 under its field', async () => {
    const posts = captureBodies('post', '/products');
    const view = await renderProducts();
    const form = await openCreate(view);
    await fillForm(view, form, { ...VALID, 'Đơn vị tính': 'viên' });
    await view.user.click(within(form.dialog).getByRole('button', { name: 'Thêm đơn vị quy đổi' }));
    await view.user.type(within(form.dialog).getByLabelText('Tên đơn vị quy đổi 1'), 'hộp');
    await view.user.type(within(form.dialog).getByLabelText('Số đơn vị cơ bản trong đơn vị quy đổi 1'), '1');
    expect(within(form.dialog).getAllByText('viên').length).toBeGreaterThan(0);
    await view.user.click(form.save);
    await expectMessage(within(form.dialog).getByLabelText('Số đơn vị cơ bản trong đơn vị quy đổi 1'), 'Hệ số quy đổi phải là số nguyên từ 2 trở lên');
    expect(posts).toEqual([]);

    await view.user.clear(within(form.dialog).getByLabelText('Số đơn vị cơ bản trong đơn vị quy đổi 1'));
    await view.user.type(within(form.dialog).getByLabelText('Số đơn vị cơ bản trong đơn vị quy đổi 1'), '10');
    await view.user.click(within(form.dialog).getByRole('button', { name: 'Thêm đơn vị quy đổi' }));
    await view.user.type(within(form.dialog).getByLabelText('Tên đơn vị quy đổi 2'), 'thùng');
    await view.user.type(within(form.dialog).getByLabelText('Số đơn vị cơ bản trong đơn vị quy đổi 2'), '100');
    await view.user.click(form.save);
    expect(await screen.findByText('Đã thêm sản phẩm.')).toBeVisible();
    expect(posts[0]).toMatchObject({ unit: 'viên', units: [{ name: 'hộp', factor: 10 }, { name: 'thùng', factor: 100 }] });
    expect(Object.values(mockState.products).find((p) => p.code === 'SP0100')?.units).toEqual([{ name: 'hộp', factor: 10 }, { name: 'thùng', factor: 100 }]);
  }, 20_000);

  it('stops selling a product from the edit form', async () => {
    const view = await renderProducts();
    await rowAction(view, 'Bơm tiêm 3ml', 'Sửa');
    await screen.findByRole('dialog', { name: 'Sửa sản phẩm' });
    const form = formDialog('Sửa sản phẩm');
    await view.user.click(within(form.dialog).getByRole('switch', { name: 'Đang kinh doanh' }));
    await view.user.click(form.save);
    expect(await screen.findByText('Đã cập nhật sản phẩm.')).toBeVisible();
    expect(mockState.products[PR.syringe].isActive).toBe(false);
    await waitFor(() => expect(screen.getByRole('cell', { name: 'SP0004' }).closest('tr')).toHaveClass('row-inactive'));
  });
});
