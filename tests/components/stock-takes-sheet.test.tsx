import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { StockTakeSheetPage } from '@/features/stock-takes/components/stock-take-sheet-page';
import { api } from '@/lib/api/client';
import type { StockTake } from '@/lib/contracts/stock-takes';
import { DocumentType } from '@/lib/enums/documents';
import { ProductGroup } from '@/lib/enums/products';
import { StockReason } from '@/lib/enums/stock';
import { formatVnd } from '@/lib/format';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { moveStock } from '@/tests/msw/mock-ledger';
import { server } from '@/tests/msw/server';
import { signInAs } from '@/tests/support/mock-api-calls';
import { bodyRows, Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// A stock-take sheet (/inventories/{id}, DESIGN §6): each line's count is typed, or scanned (a
// barcode and Enter add one, or go to its count), with the difference and its value shown as it
// is typed; "Lưu nháp" sends only the counts changed since the last save; "Hoàn thành" asks first,
// then adjusts the stock against the stock of that moment; a completed sheet is read-only.
// Here: the medical supplies of Quận 1 — Bơm tiêm 3ml (650 cái at 800 ₫) and Loa chống liếm
// size M (4 cái at 28.000 ₫).

const PR = MOCK_CATALOGUE.products;
const SYRINGE = { id: PR.syringe, name: 'Bơm tiêm 3ml', barcode: '8936012340042' };
const CONE = { id: PR.cone, name: 'Loa chống liếm size M', barcode: '8936012340059' };

async function draftOfMedicalSupplies(): Promise<StockTake> {
  signInAs('accountant');
  return (await api.post<StockTake>('/stock-takes', { productGroup: ProductGroup.MEDICAL_SUPPLIES, note: 'Kiểm tủ vật tư' })).data;
}

async function renderSheet(sheet: StockTake) {
  const view = renderScreen(<StockTakeSheetPage shopId={Q1} stockTakeId={sheet.id} />, { path: shopPath(`/inventories/${sheet.id}`) });
  expect(await screen.findByRole('heading', { name: new RegExp(`Phiếu kiểm kho ${sheet.code}`) })).toBeInTheDocument();
  return view;
}

/** The PUT bodies the sheet sends; the mock API still answers them. */
function captureSaves(id: string) {
  const bodies: unknown[] = [];
  server.use(
    http.put(`*/api/v1/stock-takes/${id}`, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

const countOf = (product: { name: string }) => screen.getByRole('spinbutton', { name: `Số lượng thực tế của ${product.name}` });
const rowOf = (product: { name: string }) => screen.getByRole('cell', { name: product.name }).closest('tr')!;
const differenceOf = (product: { name: string }) => within(rowOf(product)).getAllByRole('cell').slice(6).map((c) => c.textContent);
const total = (label: string) => within(screen.getByRole('group', { name: 'Tổng hợp phiếu' })).getByText(label).nextElementSibling?.textContent;
const scanBox = () => screen.getByRole('searchbox', { name: 'Tìm hoặc quét mã vạch' });

describe('counting a stock-take', () => {
  it('shows each difference and its value as the counts are typed; Enter goes on to the next line', async () => {
    const view = await renderSheet(await draftOfMedicalSupplies());
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual([SYRINGE.name, CONE.name]);
    expect(total('Đã kiểm')).toBe('0/2 dòng');

    await view.user.type(countOf(SYRINGE), '640{Enter}');
    expect(differenceOf(SYRINGE)).toEqual(['-10', formatVnd(-8_000)]);
    expect(within(rowOf(SYRINGE)).getAllByRole('cell')[6]).toHaveClass('text-danger');
    expect(countOf(CONE)).toHaveFocus();

    await view.user.keyboard('5');
    expect(differenceOf(CONE)).toEqual(['+1', `+${formatVnd(28_000)}`]);
    expect(within(rowOf(CONE)).getAllByRole('cell')[7]).toHaveClass('text-success');
    expect(total('Đã kiểm')).toBe('2/2 dòng');
    expect(total('Giá trị thiếu')).toBe(formatVnd(-8_000));
    expect(total('Giá trị thừa')).toBe(`+${formatVnd(28_000)}`);
    expect(total('Giá trị chênh lệch')).toBe(`+${formatVnd(20_000)}`);
  }, 20_000);

  it('adds one per scan of a barcode and lights its line; with “scan jumps” it goes to the count instead', async () => {
    const view = await renderSheet(await draftOfMedicalSupplies());
    await view.user.type(scanBox(), `${CONE.barcode}{Enter}`);
    expect(countOf(CONE)).toHaveValue(1);
    expect(rowOf(CONE)).toHaveClass('table-warning');
    expect(scanBox()).toHaveValue('');
    await view.user.type(scanBox(), `${CONE.barcode}{Enter}`);
    expect(countOf(CONE)).toHaveValue(2);

    await view.user.type(scanBox(), '8930000000000{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Không có sản phẩm mã “8930000000000” trong phiếu này.');

    await view.user.clear(scanBox());
    await view.user.click(screen.getByRole('switch', { name: 'Quét mã vạch: chuyển tới ô số lượng thay vì cộng 1' }));
    await view.user.type(scanBox(), `${SYRINGE.barcode}{Enter}`);
    await waitFor(() => expect(countOf(SYRINGE)).toHaveFocus());
    expect(countOf(SYRINGE)).toHaveValue(null);
    expect(rowOf(SYRINGE)).toHaveClass('table-warning');
  }, 20_000);

  it('filters the lines by what is typed in the box', async () => {
    const view = await renderSheet(await draftOfMedicalSupplies());
    await view.user.type(scanBox(), 'loa chong');
    expect(bodyRows()).toHaveLength(1);
    expect(rowOf(CONE)).toBeInTheDocument();
  }, 20_000);

  it('saves a draft with only the counts changed since the last save', async () => {
    const sheet = await draftOfMedicalSupplies();
    const saves = captureSaves(sheet.id);
    const view = await renderSheet(sheet);
    const save = screen.getByRole('button', { name: 'Lưu nháp' });
    expect(save).toBeDisabled();

    await view.user.type(countOf(SYRINGE), '640');
    await view.user.click(save);
    expect(await screen.findByText('Đã lưu 1 dòng.')).toBeInTheDocument();
    expect(saves).toEqual([{ counts: [{ productId: SYRINGE.id, countedQuantity: 640 }], complete: false }]);
    expect(mockState.books.stockTakes[sheet.id].lines.find((l) => l.productId === SYRINGE.id)?.countedQuantity).toBe(640);
    await waitFor(() => expect(save).toBeDisabled());

    await view.user.type(countOf(CONE), '4');
    await view.user.click(save);
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toEqual({ counts: [{ productId: CONE.id, countedQuantity: 4 }], complete: false });
    // the stock did not move: only completing adjusts it
    expect(mockState.products[SYRINGE.id].stockOnHand).toBe(650);
  }, 20_000);

  it('sends no count that is not a whole number of zero or more', async () => {
    const sheet = await draftOfMedicalSupplies();
    const saves = captureSaves(sheet.id);
    const view = await renderSheet(sheet);
    await view.user.type(countOf(CONE), '-1');
    expect(within(rowOf(CONE)).getByText('Phải là số nguyên không âm')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    expect(await screen.findByText('Có 1 dòng số lượng không hợp lệ: hãy sửa trước khi lưu.')).toBeInTheDocument();
    expect(saves).toEqual([]);
  }, 20_000);

  it('warns before leaving while counts are unsaved', async () => {
    const view = await renderSheet(await draftOfMedicalSupplies());
    const leave = () => !fireEvent(window, new Event('beforeunload', { cancelable: true }));
    expect(leave()).toBe(false);
    await view.user.type(countOf(CONE), '3');
    expect(leave()).toBe(true);
    await view.user.click(screen.getByRole('button', { name: 'Lưu nháp' }));
    await screen.findByText('Đã lưu 1 dòng.');
    expect(leave()).toBe(false);
  }, 20_000);
});

describe('completing a stock-take', () => {
  it('asks first, then adjusts the stock against the stock of that moment and leaves the sheet read-only', async () => {
    const sheet = await draftOfMedicalSupplies();
    const saves = captureSaves(sheet.id);
    const view = await renderSheet(sheet);
    await view.user.type(countOf(SYRINGE), '640');
    // five syringes were used in care while the shelves were counted
    moveStock(mockState, { shopId: Q1, userId: MOCK_IDS.users.doctor, reason: StockReason.SERVICE_USE, document: { type: DocumentType.ACTIVITY, id: crypto.randomUUID(), code: 'HD000001' }, lines: [{ productId: SYRINGE.id, delta: -5 }] });

    await view.user.click(screen.getByRole('button', { name: 'Hoàn thành' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hoàn thành phiếu kiểm kho' });
    expect(confirm).toHaveTextContent('so với tồn kho tại thời điểm này');
    expect(confirm).toHaveTextContent('Các dòng chưa kiểm không làm thay đổi tồn kho.');
    expect(confirm).toHaveTextContent('Đã kiểm 1/2 dòng.');
    await view.user.click(within(confirm).getByRole('button', { name: 'Hoàn thành' }));

    expect(await screen.findByText(`Đã hoàn thành phiếu ${sheet.code}: tồn kho đã được điều chỉnh.`)).toBeInTheDocument();
    expect(saves).toEqual([{ counts: [{ productId: SYRINGE.id, countedQuantity: 640 }], complete: true }]);
    expect(mockState.products[SYRINGE.id].stockOnHand).toBe(640);
    expect(mockState.products[CONE.id].stockOnHand).toBe(4);
    const adjustment = mockState.books.movements.at(-1)!;
    expect([adjustment.reason, adjustment.delta, adjustment.documentCode]).toEqual(['stock_take', -5, sheet.code]);

    // read-only: the counts as text, none of the draft's buttons; the one action left is voiding it
    // (its "Hủy phiếu" asks for a reason, see 'voiding a stock-take')
    expect(within(screen.getByRole('heading', { name: /Phiếu kiểm kho/ })).getByText('Hoàn thành')).toBeInTheDocument();
    expect(screen.queryAllByRole('spinbutton')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Lưu nháp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hoàn thành' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Hủy phiếu' })).toHaveLength(1);
    expect(within(rowOf(SYRINGE)).getAllByRole('cell').slice(4).map((c) => c.textContent)).toEqual(['645', '640', '-5', formatVnd(-4_000)]);
    expect(within(rowOf(CONE)).getAllByRole('cell')[5]).toHaveTextContent('Chưa kiểm');
    expect(screen.getByText(/^Hoàn thành lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} bởi Nguyễn Thị Minh Anh\. Phiếu chỉ để xem\.$/)).toBeInTheDocument();
  }, 20_000);

  it('shows a completed sheet read-only, where a scan only finds its line', async () => {
    const sheet = await draftOfMedicalSupplies();
    await api.put(`/stock-takes/${sheet.id}`, { counts: [{ productId: CONE.id, countedQuantity: 3 }], complete: true });
    const view = await renderSheet(sheet);
    expect(screen.queryAllByRole('spinbutton')).toEqual([]);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await view.user.type(scanBox(), `${CONE.barcode}{Enter}`);
    expect(rowOf(CONE)).toHaveClass('table-warning');
    expect(within(rowOf(CONE)).getAllByRole('cell').slice(4).map((c) => c.textContent)).toEqual(['4', '3', '-1', formatVnd(-28_000)]);
    expect(total('Giá trị chênh lệch')).toBe(formatVnd(-28_000));
  }, 20_000);
});

describe('canceling a stock-take', () => {
  it('asks first and changes no stock', async () => {
    const sheet = await draftOfMedicalSupplies();
    const view = await renderSheet(sheet);
    await view.user.type(countOf(SYRINGE), '600');
    await view.user.click(screen.getByRole('button', { name: 'Hủy phiếu' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hủy phiếu kiểm kho' });
    expect(confirm).toHaveTextContent(`Hủy phiếu ${sheet.code}? Các số đã đếm sẽ không được dùng và tồn kho không thay đổi.`);
    await view.user.click(within(confirm).getByRole('button', { name: 'Hủy phiếu' }));
    expect(await screen.findByText(`Đã hủy phiếu ${sheet.code}.`)).toBeInTheDocument();
    expect(mockState.books.stockTakes[sheet.id].status).toBe(2);
    expect(mockState.products[SYRINGE.id].stockOnHand).toBe(650);
    expect(screen.queryAllByRole('spinbutton')).toEqual([]);
  }, 20_000);
});
