import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { XLSX_MIME } from '@/lib/contracts/spreadsheets';
import { lineGroup, PR, renderImportPage, withBoxesOfTen } from '@/tests/support/product-imports';
import type { View } from '@/tests/support/catalogue-screens';
import { workbook } from '@/tests/support/workbooks';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// "Nhập từ Excel" on the import form: the template to download, one .xlsx read at once by
// POST /product-imports/lines — its valid rows as the lines they make, each bad row by its row,
// column and rule — and the valid lines added to the form, unsaved until the form is.

// jsdom's File loses its bytes on the way through msw, and msw cannot answer a `blob` with jsdom's
// Blob: File, Blob and FormData are Node's here, one family as in a browser (spreadsheet-import.test.tsx).
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
const downloads: string[] = [];
beforeEach(() => {
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('FormData', NodeFormData);
  downloads.length = 0;
  Object.assign(URL, { createObjectURL: () => 'blob:mock/0', revokeObjectURL: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const HEADERS = ['Mã sản phẩm *', 'Số lượng *', 'Đơn vị', 'Đơn giá nhập *', 'Số lô', 'Hạn sử dụng'];
const TODAY = new Date().toISOString().slice(0, 10);

async function openSheetDialog(view: View) {
  await view.user.click(screen.getByRole('button', { name: 'Nhập từ Excel' }));
  return screen.findByRole('dialog', { name: 'Nhập dòng hàng từ Excel' });
}

async function dropSheet(view: View, dialog: HTMLElement, rows: Parameters<typeof workbook>[1]) {
  const data = await workbook(HEADERS, rows);
  await view.user.upload(within(dialog).getByLabelText('Tệp Excel cần nhập'), new File([new Uint8Array(data)], 'hang-nhap.xlsx', { type: XLSX_MIME }));
}

const errorRows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('Nhập từ Excel', () => {
  it('offers the template of the lines in the caller’s language', async () => {
    const view = await renderImportPage();
    const dialog = await openSheetDialog(view);
    expect(dialog).toHaveTextContent('Mỗi dòng là một sản phẩm theo mã; để trống đơn vị là đơn vị cơ bản; hạn sử dụng ghi dd/mm/yyyy. Tối đa 500 dòng.');
    expect(within(dialog).getByRole('button', { name: 'Thêm 0 dòng vào phiếu' })).toBeDisabled();
    await view.user.click(within(dialog).getByRole('button', { name: 'Tải tệp mẫu' }));
    await waitFor(() => expect(downloads).toEqual([`product-import-lines-template-${TODAY}.xlsx`]));
  });

  it('reads a sheet: its good rows become lines of the form, its bad rows are named by row, column and rule', async () => {
    withBoxesOfTen(PR.amoxicillin);
    const view = await renderImportPage();
    const dialog = await openSheetDialog(view);
    await dropSheet(view, dialog, [
      ['SP0001', 3, 'hộp', 14_000, 'AMX-2501', '31/12/2027'],
      ['SP0001', 0, 'thùng', 14_000, null, null],
      ['SP0999', 1, null, 1_000, null, null],
      ['SP0009', 48, null, 10_500, null, null],
    ]);
    expect(await within(dialog).findByText('Đọc được 2 dòng hợp lệ; 2 lỗi cần sửa trong tệp.')).toBeVisible();
    expect(errorRows(dialog)).toEqual([
      ['3', 'Số lượng', 'Số lượng phải là số nguyên lớn hơn 0'],
      ['4', 'Mã sản phẩm', 'Không có sản phẩm nào có mã này trong cửa hàng'],
    ]);

    await view.user.click(within(dialog).getByRole('button', { name: 'Thêm 2 dòng vào phiếu' }));
    expect(await screen.findByText('Đã thêm 2 dòng từ tệp Excel.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const boxes = lineGroup(1, 'Amoxicillin 500mg');
    expect(boxes.field('Đơn vị')).toHaveDisplayValue('hộp (= 10 viên)');
    expect(boxes.field('Số lượng')).toHaveValue(3);
    expect(within(boxes.group).getByText('= 30 viên')).toBeInTheDocument();
    expect(boxes.field('Số lô')).toHaveValue('AMX-2501');
    expect(boxes.field('Hạn sử dụng')).toHaveValue('31/12/2027');
    expect(lineGroup(2, 'Pate Whiskas cá ngừ 85g').field('Số lượng')).toHaveValue(48);
  }, 30_000);

  it('says why a file is refused: not a sheet, or a sheet without a required column', async () => {
    const view = await renderImportPage();
    const dialog = await openSheetDialog(view);
    // user-event would filter by the input's accept list; a user can still pick "All files"
    await userEvent.setup({ applyAccept: false }).upload(within(dialog).getByLabelText('Tệp Excel cần nhập'), new File(['a;b'], 'hang.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('Chỉ chấp nhận tệp Excel (.xlsx)')).toBeVisible();

    const data = await workbook(['Mã sản phẩm', 'Số lượng'], [['SP0001', 1]]);
    await view.user.upload(within(dialog).getByLabelText('Tệp Excel cần nhập'), new File([new Uint8Array(data)], 'thieu-cot.xlsx', { type: XLSX_MIME }));
    expect(await within(dialog).findByText('Tệp thiếu cột: Đơn giá nhập. Hãy dùng tệp mẫu.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Thêm 0 dòng vào phiếu' })).toBeDisabled();
  });
});
