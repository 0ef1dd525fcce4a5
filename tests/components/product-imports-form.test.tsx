import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockState } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { Q1 } from '@/tests/support/catalogue-screens';
import { expectSum, lineGroup, pickOption, pickSupplier, PR, productSearch, renderImportPage, SU, typeAndEnter, vnd, withBoxesOfTen } from '@/tests/support/product-imports';
import { router } from '@/tests/support/render';
import { captureBodies, expectMessage, messageUnder, retype } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// A new supplier import (/product-imports/new): a supplier picked by typing, lines added by
// product search or barcode scan, each line in any unit of its product with its batch and expiry,
// live sums as lib/books/import-totals.ts makes them, and what is paid now. Saved as a draft, or
// completed after a confirmation saying stock and money will move.

const AMOX = 'Amoxicillin 500mg';

async function newImportWithAmoxicillin() {
  const view = await renderImportPage();
  await pickSupplier(view, 'royal', 'Công ty CP Thức Ăn Thú Cưng Royal');
  await pickOption(view, 'Thêm sản phẩm', 'amox', AMOX);
  return { view, line: lineGroup(1, AMOX) };
}

describe('the import form', () => {
  it('sums the lines as they are typed, with the import discount and other costs, and pays the total unless told otherwise', async () => {
    const { view, line } = await newImportWithAmoxicillin();
    // a new line is one base unit at the product's average cost
    expect(line.field('Đơn vị')).toHaveDisplayValue('viên');
    expect(line.field('Số lượng')).toHaveValue(1);
    expect(line.field('Đơn giá nhập')).toHaveValue(1_400);

    await retype(view.user, line.field('Số lượng'), '10');
    await retype(view.user, line.field('Đơn giá nhập'), '1500');
    await retype(view.user, line.field('Chiết khấu'), '1000');
    expect(line.group).toHaveTextContent(`Thành tiền: ${vnd(14_000)}`);
    await retype(view.user, screen.getByLabelText('Chiết khấu phiếu'), '2000');
    await retype(view.user, screen.getByLabelText('Chi phí khác'), '5000');
    await expectSum('Tổng tiền hàng', vnd(14_000));
    await expectSum('Tổng cần trả', vnd(17_000));
    expect(screen.getByLabelText('Trả ngay')).toHaveValue(17_000);
    await expectSum('Còn nợ nhà cung cấp', vnd(0));

    await retype(view.user, screen.getByLabelText('Trả ngay'), '10000');
    await expectSum('Còn nợ nhà cung cấp', vnd(7_000));
    // a paid amount the user typed stays when the total moves
    await retype(view.user, screen.getByLabelText('Chi phí khác'), '0');
    await expectSum('Tổng cần trả', vnd(12_000));
    expect(screen.getByLabelText('Trả ngay')).toHaveValue(10_000);
  }, 30_000);

  it('takes a line in a larger unit, showing the base units it makes, with its batch and an expiry already past', async () => {
    withBoxesOfTen(PR.amoxicillin);
    const { view, line } = await newImportWithAmoxicillin();
    await view.user.selectOptions(line.field('Đơn vị'), 'hộp');
    await retype(view.user, line.field('Số lượng'), '2');
    expect(within(line.group).getByText('= 20 viên')).toBeInTheDocument();
    // a cost still at the average follows the unit: a box is ten tablets
    expect(line.field('Đơn giá nhập')).toHaveValue(14_000);

    await view.user.type(line.field('Số lô'), 'AMX-2501');
    await view.user.type(line.field('Hạn sử dụng'), '01/01/2020{Escape}');
    expect(await within(line.group).findByText('Đã quá hạn sử dụng')).toBeInTheDocument();
    await retype(view.user, line.field('Hạn sử dụng'), '31/12/2030');
    await waitFor(() => expect(within(line.group).queryByText('Đã quá hạn sử dụng')).not.toBeInTheDocument());
  }, 30_000);

  it('adds a scanned product by its exact barcode, and a second scan adds to its line', async () => {
    const view = await renderImportPage();
    await typeAndEnter(view, '8936012340011');
    const line = lineGroup(1, AMOX);
    expect(line.field('Số lượng')).toHaveValue(1);
    expect(productSearch()).toHaveValue('');
    expect(productSearch()).toHaveFocus();
    await typeAndEnter(view, '8936012340011');
    await waitFor(() => expect(line.field('Số lượng')).toHaveValue(2));
    expect(screen.getAllByRole('group', { name: /^Dòng / })).toHaveLength(1);

    await typeAndEnter(view, '8850125081206');
    expect(await screen.findByRole('group', { name: 'Dòng 2: Pate Whiskas cá ngừ 85g' })).toBeInTheDocument();
    await typeAndEnter(view, '1234567890');
    expect(await screen.findByText('Không có sản phẩm nào có mã vạch 1234567890')).toBeVisible();
    await view.user.click(screen.getByRole('button', { name: 'Xóa dòng 1' }));
    expect(screen.getAllByRole('group', { name: /^Dòng / }).map((g) => g.getAttribute('aria-label'))).toEqual(['Dòng 1: Pate Whiskas cá ngừ 85g']);
  }, 30_000);

  it('asks for a supplier and a line before sending anything', async () => {
    const posts = captureBodies('post', '/product-imports');
    const view = await renderImportPage();
    await view.user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(await screen.findByText('Vui lòng chọn nhà cung cấp')).toBeVisible();
    expect(screen.getByText('Phiếu phải có ít nhất một dòng hàng')).toBeVisible();
    expect(posts).toEqual([]);
  });

  it('saves a draft, then opens it at its own address and saves it again in place', async () => {
    const posts = captureBodies('post', '/product-imports');
    const { view, line } = await newImportWithAmoxicillin();
    await retype(view.user, line.field('Số lượng'), '100');
    await view.user.type(screen.getByLabelText('Ghi chú'), 'Giao thiếu 1 hộp');
    await view.user.click(screen.getByRole('button', { name: 'Lưu nháp' }));

    expect(await screen.findByText('Đã lưu nháp phiếu PN000002.')).toBeVisible();
    expect(posts).toEqual([
      {
        supplierId: SU.royalPet,
        lines: [{ productId: PR.amoxicillin, unitName: 'viên', quantity: 100, unitCost: 1_400, discount: 0, batchNo: null, expiresOn: null }],
        discount: 0,
        otherCosts: 0,
        payNow: 140_000,
        payMethod: 'CASH',
        note: 'Giao thiếu 1 hộp',
        complete: false,
      },
    ]);
    const saved = Object.values(mockState.books.imports).find((i) => i.code === 'PN000002')!;
    expect(router.replace).toHaveBeenLastCalledWith(`/clinic-management/${Q1}/product-imports/${saved.id}`);
    expect(await screen.findByRole('heading', { name: /Phiếu nhập PN000002/ })).toHaveTextContent('Nháp');
    // nothing moved: a draft holds no stock and pays nothing
    expect(mockState.products[PR.amoxicillin].stockOnHand).toBe(420);

    const puts = captureBodies('put', `/product-imports/${saved.id}`);
    await retype(view.user, lineGroup(1, AMOX).field('Số lượng'), '120');
    await view.user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ lines: [{ quantity: 120 }], complete: false });
    expect(posts).toHaveLength(1);
  }, 30_000);

  it('completes after a confirmation saying stock and money will move, once, with an idempotency key', async () => {
    const posts = captureBodies('post', '/product-imports');
    const { view, line } = await newImportWithAmoxicillin();
    await retype(view.user, line.field('Số lượng'), '100');
    await retype(view.user, screen.getByLabelText('Trả ngay'), '100000');
    await view.user.selectOptions(screen.getByLabelText('Hình thức thanh toán'), 'Chuyển khoản');
    await view.user.click(screen.getByRole('button', { name: 'Hoàn thành' }));

    const confirm = await screen.findByRole('dialog', { name: 'Hoàn thành phiếu nhập?' });
    expect(confirm).toHaveTextContent(`Hàng trong phiếu sẽ được cộng vào kho và giá vốn được tính lại. Khoản trả ngay ${vnd(100_000)} được ghi vào sổ quỹ, còn nợ nhà cung cấp ${vnd(40_000)}.`);
    expect(posts).toEqual([]);
    await view.user.click(within(confirm).getByRole('button', { name: 'Hoàn thành' }));

    expect(await screen.findByText('Đã hoàn thành phiếu nhập PN000002.')).toBeVisible();
    expect(posts).toEqual([expect.objectContaining({ complete: true, payNow: 100_000, payMethod: 'BANK_TRANSFER', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) })]);
    // the completed import opens read-only, with the payment it made
    expect(await screen.findByRole('heading', { name: /Phiếu nhập PN000002/ })).toHaveTextContent('Hoàn thành');
    expect(screen.queryByRole('button', { name: 'Lưu nháp' })).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'PC000002' })).toBeInTheDocument();
    expect(mockState.products[PR.amoxicillin].stockOnHand).toBe(520);
  }, 30_000);

  it('puts a field error of the server under its line’s field', async () => {
    server.use(
      http.post('*/api/v1/product-imports', () =>
        HttpResponse.json(
          { statusCode: 400, error: 'ValidationException', message: 'Đơn vị tính không thuộc sản phẩm này', errors: [{ field: 'lines.0.unitName', messages: ['Đơn vị tính không thuộc sản phẩm này'] }] },
          { status: 400 },
        ),
      ),
    );
    const { view, line } = await newImportWithAmoxicillin();
    await view.user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    await expectMessage(line.field('Đơn vị'), 'Đơn vị tính không thuộc sản phẩm này');
    expect(messageUnder(line.field('Số lượng'))).toBeNull();
    expect(screen.queryByText(/Đã lưu nháp/)).not.toBeInTheDocument();
  }, 30_000);

  it('adds a supplier who is not there yet from the picker, and picks them', async () => {
    const view = await renderImportPage();
    await view.user.type(screen.getByRole('combobox', { name: /^Nhà cung cấp/ }), 'Pet Việt');
    await view.user.click(await screen.findByRole('option', { name: 'Thêm nhà cung cấp mới' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm nhà cung cấp' });
    const q = within(dialog);
    // the name typed into the picker starts the form
    expect(q.getByLabelText(/^Tên nhà cung cấp/)).toHaveValue('Pet Việt');
    await retype(view.user, q.getByLabelText(/^Tên nhà cung cấp/), 'Công ty TNHH Phụ kiện Pet Việt');
    await view.user.type(q.getByLabelText(/^Tên viết tắt/), 'Pet Việt');
    await view.user.type(q.getByLabelText(/^Địa chỉ/), '9 Phan Văn Trị, Quận Bình Thạnh');
    await view.user.type(q.getByLabelText(/^Số điện thoại/), '02835556677');
    await view.user.click(q.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByDisplayValue('Công ty TNHH Phụ kiện Pet Việt (Pet Việt)')).toBeInTheDocument();
  }, 30_000);
});
