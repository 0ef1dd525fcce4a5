import { screen, waitFor, within } from '@testing-library/react';
import { StockTakeSheetPage } from '@/features/stock-takes/components/stock-take-sheet-page';
import { StockTakesPage } from '@/features/stock-takes/components/stock-takes-page';
import { api } from '@/lib/api/client';
import type { StockTake } from '@/lib/contracts/stock-takes';
import { DocumentType } from '@/lib/enums/documents';
import { ProductGroup } from '@/lib/enums/products';
import { StockReason } from '@/lib/enums/stock';
import { StockTakeStatus } from '@/lib/enums/stock-takes';
import { formatVnd } from '@/lib/format';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { moveStock } from '@/tests/msw/mock-ledger';
import { signInAs } from '@/tests/support/mock-api-calls';
import { bodyRows, captureListQueries, lastQuery, Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { captureBodies, expectMessage } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Voiding a stock-take (DESIGN §6, void never edit): a completed sheet's "Hủy phiếu" says that its
// adjustments will be reversed and asks why; once voided the stock is back, and the sheet stays shown
// struck through with who voided it, when and why; the list shows it voided. Here: the medical
// supplies of Quận 1 — Bơm tiêm 3ml (650 cái at 800 ₫) counted 640, and Loa chống liếm size M
// (4 cái at 28.000 ₫) counted 5.

const PR = MOCK_CATALOGUE.products;
const SYRINGE = { id: PR.syringe, name: 'Bơm tiêm 3ml' };
const CONE = { id: PR.cone, name: 'Loa chống liếm size M' };

/** A sheet of the medical supplies, counted and completed by the accountant through the mock API. */
async function completedSheet(): Promise<StockTake> {
  signInAs('accountant');
  const { data } = await api.post<StockTake>('/stock-takes', { productGroup: ProductGroup.MEDICAL_SUPPLIES });
  const counts = [
    { productId: SYRINGE.id, countedQuantity: 640 },
    { productId: CONE.id, countedQuantity: 5 },
  ];
  return (await api.put<StockTake>(`/stock-takes/${data.id}`, { counts, complete: true })).data;
}

async function renderSheet(sheet: StockTake) {
  const view = renderScreen(<StockTakeSheetPage shopId={Q1} stockTakeId={sheet.id} />, { path: shopPath(`/inventories/${sheet.id}`) });
  expect(await screen.findByRole('heading', { name: new RegExp(`Phiếu kiểm kho ${sheet.code}`) })).toBeInTheDocument();
  return view;
}

const heading = () => screen.getByRole('heading', { name: /Phiếu kiểm kho/ });
const rowOf = (product: { name: string }) => screen.getByRole('cell', { name: product.name }).closest('tr')!;
const total = (label: string) => within(screen.getByRole('group', { name: 'Tổng hợp phiếu' })).getByText(label).nextElementSibling!;

describe('voiding a stock-take', () => {
  it('asks why, explaining that the adjustments are reversed, then shows the sheet voided and struck through', async () => {
    const sheet = await completedSheet();
    expect([mockState.products[SYRINGE.id].stockOnHand, mockState.products[CONE.id].stockOnHand]).toEqual([640, 5]);
    const voids = captureBodies('post', `/stock-takes/${sheet.id}/void`);
    const view = await renderSheet(sheet);

    await view.user.click(screen.getByRole('button', { name: 'Hủy phiếu' }));
    const dialog = await screen.findByRole('dialog', { name: `Hủy phiếu kiểm kho ${sheet.code}?` });
    expect(dialog).toHaveTextContent('Các điều chỉnh tồn kho của phiếu sẽ được đảo ngược: hàng kiểm thiếu được cộng lại vào kho, hàng kiểm thừa được trừ ra');
    expect(dialog).toHaveTextContent('Phiếu vẫn được lưu lại, gạch ngang, kèm lý do hủy.');
    // the reason is required: nothing is sent without one
    await view.user.click(within(dialog).getByRole('button', { name: 'Hủy phiếu' }));
    await expectMessage(within(dialog).getByLabelText(/^Lý do hủy/), 'Trường này là bắt buộc');
    expect(voids).toEqual([]);

    await view.user.type(within(dialog).getByLabelText(/^Lý do hủy/), 'Đếm nhầm tủ vật tư');
    await view.user.click(within(dialog).getByRole('button', { name: 'Hủy phiếu' }));
    expect(await screen.findByText(`Đã hủy phiếu ${sheet.code}: các điều chỉnh tồn kho đã được đảo ngược.`)).toBeInTheDocument();
    expect(voids).toEqual([{ reason: 'Đếm nhầm tủ vật tư' }]);

    // the stock is back, through the ledger
    expect([mockState.products[SYRINGE.id].stockOnHand, mockState.products[CONE.id].stockOnHand]).toEqual([650, 4]);
    const reversal = mockState.books.movements.filter((m) => m.documentId === sheet.id && m.reason === StockReason.STOCK_TAKE_VOID);
    expect(reversal.map((m) => [m.productId, m.delta, m.documentCode]).sort()).toEqual(
      [
        [SYRINGE.id, 10, sheet.code],
        [CONE.id, -1, sheet.code],
      ].sort(),
    );

    // voided, struck through, with who, when and why; nothing left to do
    await waitFor(() => expect(within(heading()).getByText('Đã hủy phiếu')).toBeInTheDocument());
    expect(within(heading()).getByText(`Phiếu kiểm kho ${sheet.code}`)).toHaveClass('text-decoration-line-through');
    expect(screen.getByText(/^Đã hủy lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} bởi Nguyễn Thị Minh Anh\. Các điều chỉnh tồn kho của phiếu đã được đảo ngược\.$/)).toBeInTheDocument();
    expect(screen.getByText('Lý do: Đếm nhầm tủ vật tư')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hủy phiếu' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('spinbutton')).toEqual([]);
  }, 20_000);

  it('shows a voided sheet with what it had found struck through', async () => {
    const sheet = await completedSheet();
    await api.post(`/stock-takes/${sheet.id}/void`, { reason: 'Lập trùng phiếu' });
    await renderSheet(sheet);
    expect(within(heading()).getByText('Đã hủy phiếu')).toBeInTheDocument();
    expect(screen.getByText(/^Đã hủy lúc .* bởi Võ Thị Hạnh\./)).toBeInTheDocument();
    expect(screen.getByText('Lý do: Lập trùng phiếu')).toBeInTheDocument();
    // what it had found stays readable, struck through: counted, difference and its value
    const cells = within(rowOf(SYRINGE)).getAllByRole('cell').slice(4);
    expect(cells.map((c) => c.textContent)).toEqual(['650', '640', '-10', formatVnd(-8_000)]);
    expect(cells.slice(1).every((c) => c.classList.contains('text-decoration-line-through'))).toBe(true);
    expect(cells[0]).not.toHaveClass('text-decoration-line-through');
    expect(total('Giá trị chênh lệch').textContent).toBe(`+${formatVnd(20_000)}`);
    expect(total('Giá trị chênh lệch')).toHaveClass('text-decoration-line-through');
    expect(screen.queryByRole('button', { name: 'Hủy phiếu' })).not.toBeInTheDocument();
  }, 20_000);

  it('is refused when goods it found were used since, and the sheet stays completed', async () => {
    const sheet = await completedSheet();
    // the cones went to patients after the count
    moveStock(mockState, {
      shopId: Q1,
      userId: MOCK_IDS.users.doctor,
      reason: StockReason.SERVICE_USE,
      document: { type: DocumentType.ACTIVITY, id: crypto.randomUUID(), code: 'HD000001' },
      lines: [{ productId: CONE.id, delta: -5 }],
    });
    const movements = mockState.books.movements.length;
    const view = await renderSheet(sheet);
    await view.user.click(screen.getByRole('button', { name: 'Hủy phiếu' }));
    const dialog = await screen.findByRole('dialog', { name: `Hủy phiếu kiểm kho ${sheet.code}?` });
    await view.user.type(within(dialog).getByLabelText(/^Lý do hủy/), 'Đếm nhầm');
    await view.user.click(within(dialog).getByRole('button', { name: 'Hủy phiếu' }));
    expect(await screen.findByText('Không đủ tồn kho: Loa chống liếm size M chỉ còn 0 cái')).toBeInTheDocument();
    // nothing moved: not even the syringes that could have come back
    expect(mockState.books.movements).toHaveLength(movements);
    expect(mockState.products[SYRINGE.id].stockOnHand).toBe(640);
    expect(mockState.books.stockTakes[sheet.id].status).toBe(StockTakeStatus.COMPLETED);
    expect(within(heading()).getByText('Hoàn thành')).toBeInTheDocument();
  }, 20_000);
});

describe('the stock-takes list', () => {
  it('shows a voided sheet as voided, its value struck through, and filters by that status', async () => {
    const sheet = await completedSheet();
    await api.post(`/stock-takes/${sheet.id}/void`, { reason: 'Lập trùng phiếu' });
    const draft = (await api.post<StockTake>('/stock-takes', { productGroup: ProductGroup.CHEMICALS })).data;
    const queries = captureListQueries('/stock-takes');
    const view = renderScreen(<StockTakesPage shopId={Q1} />, { path: shopPath('/inventories') });
    await waitFor(() => expect(screen.getByRole('link', { name: sheet.code })).toBeInTheDocument());
    expect(bodyRows()).toHaveLength(2);
    const cells = within(screen.getByRole('link', { name: sheet.code }).closest('tr')!).getAllByRole('cell');
    expect(cells.slice(2).map((c) => c.textContent)).toEqual(['Vật tư y tế', '2/2', `+${formatVnd(20_000)}`, 'Đã hủy phiếu', 'Võ Thị Hạnh']);
    expect(cells[4]).toHaveClass('text-decoration-line-through');

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Đã hủy phiếu');
    expect(lastQuery()).toEqual({ status: String(StockTakeStatus.VOIDED) });
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ status: '3' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: draft.code })).not.toBeInTheDocument());
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByRole('link', { name: sheet.code })).toBeInTheDocument();
  }, 20_000);
});
