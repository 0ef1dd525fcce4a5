import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { ProductsPage } from '@/features/products/components/products-page';
import { XLSX_MIME } from '@/lib/contracts/spreadsheets';
import { mockState } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { captureListQueries, Q1, renderScreen, shopPath, type View } from '@/tests/support/catalogue-screens';
import { workbook } from '@/tests/support/workbooks';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// "Xuất Excel" and "Nhập Excel" on a catalogue list (components/spreadsheets), here Sản phẩm: the
// export is the list as filtered on screen; an import takes one .xlsx, all or nothing unless only
// the valid rows are asked for, shows its progress from EXCEL_UPLOAD events, then the result or the
// rejected rows (row, column, message). The mock API checks the sheet with the create contract.

// jsdom's File loses its bytes on the way through msw's XMLHttpRequest interception, and msw cannot
// answer a `blob` response with jsdom's Blob: here File, Blob and FormData are Node's, one family as
// in a browser. (msw still reads a binary `blob` answer as text, so an export's bytes are not checked.)
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
const downloads: Array<{ name: string; type: string }> = [];
beforeEach(() => {
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('FormData', NodeFormData);
  downloads.length = 0;
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:mock/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  // a download is a click on a link to the blob, named by the server's Content-Disposition
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, type: blobs.get(this.getAttribute('href') ?? '')?.type ?? '' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const PATH = shopPath('/products');
const TODAY = new Date().toISOString().slice(0, 10);
const HEADERS = ['Mã sản phẩm *', 'Mã vạch', 'Tên sản phẩm *', 'Nhóm sản phẩm *', 'Đơn vị tính *', 'Giá bán *', 'Giá vốn *', 'Tồn tối thiểu *'];
const SHAMPOO = ['SP0100', '8936012340999', 'Sữa tắm Bio-Groom 355ml', 'Hàng bán', 'chai', 180_000, 120_000, 5];
const MASKS = ['SP0101', null, 'Khẩu trang y tế', 'Vật tư y tế', 'hộp', 45_000, 30_000, 10];
// row 3: a code Quận 1 already uses; row 4: a negative price
const TAKEN_CODE = ['SP0001', null, 'Amoxicillin 250mg', 'Thuốc', 'viên', 2_500, 1_200, 50];
const NEGATIVE_PRICE = ['SP0102', null, 'Băng keo cá nhân', 'Vật tư y tế', 'hộp', -5, 20_000, 10];

async function renderProducts() {
  const view = renderScreen(<ProductsPage shopId={Q1} />, { path: PATH });
  await screen.findByRole('cell', { name: 'SP0001' });
  return view;
}

async function openImport(view: View) {
  await view.user.click(screen.getByRole('button', { name: 'Nhập Excel' }));
  return screen.findByRole('dialog', { name: 'Nhập Sản phẩm từ Excel' });
}

async function chooseSheet(view: View, dialog: HTMLElement, rows: Parameters<typeof workbook>[1], name = 'san-pham.xlsx') {
  const data = await workbook(HEADERS, rows);
  await view.user.upload(within(dialog).getByLabelText('Tệp Excel cần nhập'), new File([new Uint8Array(data)], name, { type: XLSX_MIME }));
  expect(await within(dialog).findByText(`Tệp đã chọn: ${name}`)).toBeInTheDocument();
}

/** What the import sent besides the file; the default handler still answers. */
function captureImports() {
  const sent: Array<{ mode: unknown; importId: unknown; file: string | null }> = [];
  server.use(
    http.post('*/api/v1/products/import', async ({ request }) => {
      const form = await request.clone().formData();
      const file = form.get('document');
      sent.push({ mode: form.get('mode'), importId: form.get('importId'), file: typeof file === 'string' || !file ? null : file.name });
    }),
  );
  return sent;
}

const productCodes = () => Object.values(mockState.products).filter((p) => p.shopId === Q1).map((p) => p.code);
const progress = (dialog: HTMLElement) => within(dialog).getByRole('progressbar', { name: 'Tiến độ nhập' });
const errorRows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table'))
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent))
    .slice(1);

describe('Nhập Excel', () => {
  it('opens the import dialog with the template, and starts nothing until a file is chosen', async () => {
    const view = await renderProducts();
    const dialog = await openImport(view);
    expect(within(dialog).getByText('Dùng tệp mẫu để có đúng các cột. Cột có dấu * là bắt buộc; tối đa 100.000 dòng, 10 MB.')).toBeInTheDocument();
    expect(within(dialog).getByText('Kéo thả tệp .xlsx vào đây hoặc bấm để chọn tệp')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Bắt đầu nhập' })).toBeDisabled();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();

    await view.user.click(within(dialog).getByRole('button', { name: 'Tải tệp mẫu' }));
    await waitFor(() => expect(downloads).toEqual([{ name: `products-template-${TODAY}.xlsx`, type: XLSX_MIME }]));

    await view.user.click(within(dialog).getAllByRole('button', { name: 'Đóng' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a file that is not .xlsx with its message, and sends nothing', async () => {
    const sent = captureImports();
    const view = await renderProducts();
    const dialog = await openImport(view);
    // user-event would filter by the input's accept list; a user can still pick "All files"
    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(within(dialog).getByLabelText('Tệp Excel cần nhập'), new File(['Mã sản phẩm;Tên\nSP0100;Sữa tắm'], 'san-pham.csv', { type: 'text/csv' }));

    expect(await within(dialog).findByText('Chỉ chấp nhận tệp Excel (.xlsx)')).toBeVisible();
    expect(within(dialog).queryByText(/^Tệp đã chọn/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Bắt đầu nhập' })).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('imports nothing when a row is wrong, and lists the rejected rows by row, column and message', async () => {
    const sent = captureImports();
    const before = productCodes();
    const view = await renderProducts();
    const dialog = await openImport(view);
    await chooseSheet(view, dialog, [SHAMPOO, TAKEN_CODE, NEGATIVE_PRICE]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Bắt đầu nhập' }));

    expect(await within(dialog).findByText('Có 2 dòng lỗi nên chưa nhập dòng nào. Hãy sửa các dòng này hoặc chọn chỉ nhập các dòng hợp lệ.')).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Các dòng lỗi' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Dòng', 'Cột', 'Lỗi']);
    expect(errorRows(dialog)).toEqual([
      ['3', 'Mã sản phẩm', 'Mã sản phẩm đã được sử dụng'],
      ['4', 'Giá bán', 'Phải là số nguyên không âm'],
    ]);
    expect(within(dialog).getByText('Không thành công')).toBeInTheDocument();
    expect(sent).toEqual([{ mode: 'all', importId: expect.stringMatching(/^[0-9a-f-]{36}$/), file: 'san-pham.xlsx' }]);
    expect(productCodes()).toEqual(before);
  });

  it('imports the valid rows only when asked, still listing the rejected ones', async () => {
    const sent = captureImports();
    const view = await renderProducts();
    const dialog = await openImport(view);
    await chooseSheet(view, dialog, [SHAMPOO, TAKEN_CODE, NEGATIVE_PRICE]);
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Chỉ nhập các dòng hợp lệ (bỏ qua các dòng lỗi)' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Bắt đầu nhập' }));

    expect(await within(dialog).findByText('Đã nhập 1 dòng; bỏ qua 2 dòng lỗi.')).toBeVisible();
    expect(errorRows(dialog).map(([row]) => row)).toEqual(['3', '4']);
    expect(sent).toMatchObject([{ mode: 'valid' }]);
    expect(productCodes()).toContain('SP0100');
    expect(productCodes()).not.toContain('SP0102');
  });

  it('follows the EXCEL_UPLOAD events of this import, ends at 100 % and lists what it imported', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // the answer waits until released (handlers added later run first: the capture, then this)
    server.use(http.post('*/api/v1/products/import', () => held));
    const sent = captureImports();
    const view = await renderProducts();
    const dialog = await openImport(view);
    await chooseSheet(view, dialog, [SHAMPOO, MASKS]);
    await view.user.click(within(dialog).getByRole('button', { name: 'Bắt đầu nhập' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const importId = sent[0].importId as string;
    expect(progress(dialog)).toHaveAttribute('aria-valuenow', '0');
    expect(within(dialog).getByText('Đang đọc tệp…')).toBeInTheDocument();
    view.realtime.emit('EXCEL_UPLOAD', { importId, stage: 'validating', processed: 1, total: 2, percent: 25 });
    expect(within(dialog).getByText('Đang kiểm tra dữ liệu…')).toBeInTheDocument();
    expect(progress(dialog)).toHaveAttribute('aria-valuetext', '25 %');
    // another import's progress is not this one's
    view.realtime.emit('EXCEL_UPLOAD', { importId: crypto.randomUUID(), stage: 'saving', processed: 9, total: 10, percent: 94 });
    expect(progress(dialog)).toHaveAttribute('aria-valuenow', '25');
    expect(within(dialog).getByRole('button', { name: 'Bắt đầu nhập' })).toBeDisabled();

    release();
    expect(await within(dialog).findByText('Đã nhập 2 dòng.')).toBeVisible();
    expect(progress(dialog)).toHaveAttribute('aria-valuenow', '100');
    expect(within(dialog).getByText('100 %')).toBeInTheDocument();
    expect(within(dialog).getByText('Hoàn tất')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(Object.values(mockState.products).find((p) => p.code === 'SP0101')).toMatchObject({ shopId: Q1, name: 'Khẩu trang y tế', salePrice: 45_000, stockOnHand: 0 });

    await view.user.click(within(dialog).getAllByRole('button', { name: 'Đóng' }).at(-1)!);
    expect(await screen.findByRole('cell', { name: 'SP0101' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'SP0100' })).toBeInTheDocument();
  });
});

describe('Xuất Excel', () => {
  it('asks for /products/export with the list’s current search, filters and sort, and saves the file', async () => {
    const exports = captureListQueries('/products/export');
    const view = renderScreen(<ProductsPage shopId={Q1} />, { path: `${PATH}?group=3&sort=salePrice:desc` });
    await screen.findByRole('cell', { name: 'Povidine 10% 500ml' });
    await view.user.click(screen.getByRole('switch', { name: 'Chỉ hàng sắp hết' }));
    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'povidine{Enter}');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));

    await view.user.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(downloads).toEqual([{ name: `products-${TODAY}.xlsx`, type: XLSX_MIME }]));
    expect(exports).toEqual([{ search: 'povidine', group: '3', lowStock: 'true', sort: 'salePrice:desc' }]);
    expect(await screen.findByRole('button', { name: 'Xuất Excel' })).toBeEnabled();
  });
});
