import { formatVnd } from '@/lib/format';
import { screen, waitFor, within } from '@testing-library/react';
import { ProductsPage } from '@/features/products/components/products-page';
import { ProductGroup } from '@/lib/enums/products';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { bodyRows, captureListQueries, deleteRow, expectListed, lastQuery, listed, loadedListRenderer, Q1, renderScreen, rowAction, shopPath } from '@/tests/support/catalogue-screens';
import { router } from '@/tests/support/render';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Sản phẩm (DESIGN §4): the shop's products by name, found by name, code or a scanned barcode,
// filtered by group and by "below the minimum stock" through the URL; stock on hand is shown, never
// edited. Only the shop admin and the accountant see the page (PRODUCT_*, SPEC §6). The product
// form: catalogue-products-form.

const PR = MOCK_CATALOGUE.products;
const PATH = shopPath('/products');

const renderProducts = loadedListRenderer(<ProductsPage shopId={Q1} />, PATH);

/** A product's row, found by its code. */
const rowOfCode = (code: string) => screen.getByRole('cell', { name: code }).closest('tr')!;
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\s/g, ' '));
const LOW_STOCK = 'Sắp hết hàng';

describe('product list', () => {
  it('lists the thirteen products by name with code, barcode, group, unit, prices and stock', async () => {
    const queries = captureListQueries('/products');
    renderScreen(<ProductsPage shopId={Q1} />, { path: PATH });
    expect(screen.getByRole('cell', { name: 'Đang tải…' })).toBeInTheDocument();

    await screen.findByRole('cell', { name: 'SP0001' });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Mã SP',
      'Mã vạch',
      'Tên sản phẩm',
      'Nhóm',
      'ĐVT',
      'Giá bán',
      'Giá vốn',
      'Tồn kho',
      'Tồn tối thiểu',
      'Thao tác',
    ]);
    expect(listed(2)).toHaveLength(13);
    expect(listed(2).slice(0, 3)).toEqual(['Amoxicillin 500mg', 'Bơm tiêm 3ml', 'Cát vệ sinh mèo Nhật 8L']);
    expect(cellTexts(rowOfCode('SP0008')).slice(0, 9)).toEqual(['SP0008', '3182550702447', 'Hạt Royal Canin Mini Adult 2kg', 'Hàng bán', 'túi', '420.000 ₫', '345.000 ₫', '22', '8']);
    // no barcode; an inactive product says so
    expect(cellTexts(rowOfCode('SP0011'))[1]).toBe('-');
    expect(rowOfCode('SP0013')).toHaveClass('row-inactive');
    expect(within(rowOfCode('SP0013')).getByText('Ngừng sử dụng')).toBeInTheDocument();
    expect(screen.getByText('1–13 trên 13')).toBeInTheDocument();
    expect(queries).toEqual([{ page: '1', limit: '20' }]);
  });

  it('marks the products below their minimum stock, not the one exactly at it', async () => {
    await renderProducts();
    const marked = bodyRows()
      .filter((row) => within(row).queryByText(LOW_STOCK))
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(marked).toEqual(['SP0005', 'SP0006', 'SP0003']);
    expect(within(rowOfCode('SP0003')).getByRole('cell', { name: '3' })).toHaveClass('text-danger');
    expect(within(rowOfCode('SP0012')).queryByText(LOW_STOCK)).not.toBeInTheDocument();
  });

  it('shows only the products running low with “Chỉ hàng sắp hết”, and all again when it is turned off', async () => {
    const queries = captureListQueries('/products');
    const view = await renderProducts();
    await view.user.click(screen.getByRole('switch', { name: 'Chỉ hàng sắp hết' }));
    expect(lastQuery()).toEqual({ lowStock: 'true' });
    await expectListed(['SP0005', 'SP0006', 'SP0003']);
    expect(queries.at(-1)).toEqual({ page: '1', limit: '20', lowStock: 'true' });
    expect(screen.getByRole('switch', { name: 'Chỉ hàng sắp hết' })).toBeChecked();

    await view.user.click(screen.getByRole('switch', { name: 'Chỉ hàng sắp hết' }));
    expect(lastQuery()).toEqual({});
    await waitFor(() => expect(listed()).toHaveLength(13));
  });

  it('filters by group through the URL, “Khác” (group 0) included', async () => {
    const view = await renderProducts();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Nhóm sản phẩm' }), 'Khác');
    expect(lastQuery()).toEqual({ group: String(ProductGroup.OTHER) });
    await expectListed(['Thẻ tên khắc laser', 'Túi đựng phân thú cưng'], 2);

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Nhóm sản phẩm' }), 'Hóa chất');
    await view.user.click(screen.getByRole('switch', { name: 'Chỉ hàng sắp hết' }));
    expect(lastQuery()).toEqual({ group: String(ProductGroup.CHEMICALS), lowStock: 'true' });
    await expectListed(['Povidine 10% 500ml'], 2);
  });

  it('searches at once for a barcode typed (or scanned) into the search box with Enter', async () => {
    const queries = captureListQueries('/products');
    const view = await renderProducts();
    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), '8936012340066{Enter}');
    expect(router.replace).toHaveBeenCalledWith(`${PATH}?search=8936012340066`, { scroll: false });
    await expectListed(['Povidine 10% 500ml'], 2);
    expect(queries.at(-1)).toEqual({ page: '1', limit: '20', search: '8936012340066' });
  });

  it.each([
    ['by code', 'sp0007', ['Cồn 70 độ 500ml']],
    ['by name without accents', 'con 70', ['Cồn 70 độ 500ml']],
    ['by barcode', '3182550702447', ['Hạt Royal Canin Mini Adult 2kg']],
  ])('starting with ?search= lists only the matches (%s)', async (_case, search, names) => {
    await renderProducts(`?${new URLSearchParams({ search })}`);
    await expectListed(names, 2);
    expect(screen.getByRole('searchbox', { name: 'Tìm kiếm' })).toHaveValue(search);
  });

  it('says so when no product matches', async () => {
    await renderProducts('?search=zzz');
    expect(await screen.findByRole('cell', { name: 'Không có dữ liệu phù hợp.' })).toBeInTheDocument();
  });

  it('sorts by stock on hand through the URL, the lowest first', async () => {
    const view = await renderProducts();
    await view.user.click(screen.getByRole('button', { name: 'Sắp xếp theo Tồn kho' }));
    expect(lastQuery()).toEqual({ sort: 'stockOnHand:asc' });
    await waitFor(() => expect(listed().slice(0, 3)).toEqual(['SP0003', 'SP0005', 'SP0013']));
  });

  it('lets the accountant add, import, edit and delete products (SPEC §6)', async () => {
    const view = await renderProducts('', 'accountant');
    expect(screen.getByRole('button', { name: 'Thêm sản phẩm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nhập Excel' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Thao tác với Bơm tiêm 3ml' }));
    for (const action of ['Sửa', 'Xóa']) expect(await screen.findByRole('button', { name: action })).toBeInTheDocument();
  });

  it.each(['seller', 'doctor', 'spa'] as const)('sends a %s to the forbidden page: products are not theirs to see (SPEC §6)', async (user) => {
    renderScreen(<ProductsPage shopId={Q1} />, { path: PATH, user });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/vi/403'));
    expect(screen.queryByRole('cell', { name: 'SP0001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thêm sản phẩm' })).not.toBeInTheDocument();
  });

  it('deletes a product after confirmation', async () => {
    const view = await renderProducts();
    await deleteRow(view, 'Thẻ tên khắc laser');
    expect(await screen.findByText('Đã xóa “Thẻ tên khắc laser”.')).toBeVisible();
    expect(mockState.products[PR.nameTag]).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'SP0011' })).not.toBeInTheDocument());
  });

  it('opens the edit form from the row menu with stock on hand and average cost shown, not editable', async () => {
    const view = await renderProducts();
    await rowAction(view, 'Revolution mèo 2,6–7,5kg', 'Sửa');
    const dialog = await screen.findByRole('dialog', { name: 'Sửa sản phẩm' });
    expect(within(dialog).getByLabelText('Tồn kho')).toHaveValue('3');
    expect(within(dialog).getByLabelText('Tồn kho')).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Tồn kho chỉ thay đổi qua nhập hàng, bán hàng và kiểm kho.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Giá vốn')).toHaveValue(formatVnd(165_000));
    expect(within(dialog).getByLabelText('Giá vốn')).toHaveAttribute('readonly');
  });
});
