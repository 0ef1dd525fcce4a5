import { api } from '@/lib/api/client';
import { stockCardResponse } from '@/lib/contracts/stock';
import { stockTakePage, stockTakeResponse } from '@/lib/contracts/stock-takes';
import { ProductGroup } from '@/lib/enums/products';
import { StockTakeStatus } from '@/lib/enums/stock-takes';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { failure, getData, signInAs } from '@/tests/support/mock-api-calls';

// The stock-take mocks "Kiểm kho" runs on (dev:mock): the guards and rules of
// server/modules/stock-takes — INVENTORY_WAREHOUSE, another shop's sheet missing, the scope always
// said, a finished sheet's 409 — and completing and voiding through the mock ledger.

const PR = MOCK_CATALOGUE.products;

// A 401 makes the client ask next-auth for a fresher session once; there is none here.
beforeEach(() => server.use(...authHandlers(null)));

describe('mock API: /stock-takes', () => {
  it('is for the admin and the accountant only, and keeps to the shop', async () => {
    signInAs('doctor');
    expect((await failure(api.get('/stock-takes'))).status).toBe(403);
    signInAs('other', MOCK_IDS.shops.hanoi);
    const theirs = stockTakeResponse.parse((await api.post('/stock-takes', { productGroup: null })).data);
    signInAs('owner');
    expect((await failure(api.get(`/stock-takes/${theirs.id}`))).body).toMatchObject({ statusCode: 404, message: 'Không tìm thấy phiếu kiểm kho' });
    expect((await failure(api.post(`/stock-takes/${theirs.id}/cancel`))).status).toBe(404);
    expect((await failure(api.post(`/stock-takes/${theirs.id}/void`, { reason: 'Thử' }))).status).toBe(404);
    expect(stockTakePage.parse(await getData('/stock-takes')).total).toBe(0);
  });

  it('needs the scope said, and goods in it', async () => {
    signInAs('owner');
    expect((await failure(api.post('/stock-takes', {}))).body.errors?.[0].field).toBe('productGroup');
    signInAs('owner', MOCK_IDS.shops.q7);
    expect((await failure(api.post('/stock-takes', { productGroup: null }))).body).toMatchObject({ statusCode: 400, message: 'Không có sản phẩm nào để kiểm' });
  });

  it('refuses a product not on the sheet, and any change once the sheet is finished', async () => {
    signInAs('owner');
    const sheet = stockTakeResponse.parse((await api.post('/stock-takes', { productGroup: ProductGroup.CHEMICALS })).data);
    expect(sheet.code).toBe('KK000001');
    expect((await failure(api.put(`/stock-takes/${sheet.id}`, { counts: [{ productId: PR.amoxicillin, countedQuantity: 1 }] }))).status).toBe(404);
    const done = stockTakeResponse.parse((await api.put(`/stock-takes/${sheet.id}`, { counts: [{ productId: PR.alcohol, countedQuantity: 28 }], complete: true })).data);
    expect([done.status, done.differenceValue, done.countedCount]).toEqual([1, -2 * 13_000, 1]);
    const card = stockCardResponse.parse(await getData(`/products/${PR.alcohol}/stock-card`, { reason: 'stock_take' }));
    expect(card.items.map((m) => [m.documentCode, m.delta, m.balanceAfter])).toEqual([['KK000001', -2, 28]]);
    for (const change of [api.put(`/stock-takes/${sheet.id}`, { counts: [] }), api.post(`/stock-takes/${sheet.id}/cancel`)]) {
      expect((await failure(change)).body).toMatchObject({ statusCode: 409, message: 'Phiếu kiểm kho đã hoàn thành hoặc đã hủy, không thể thay đổi' });
    }
  });

  it('voids a completed sheet only, with a reason, reversing its adjustments into the lots they left', async () => {
    signInAs('owner');
    const sheet = stockTakeResponse.parse((await api.post('/stock-takes', { productGroup: ProductGroup.MEDICINE })).data);
    expect((await failure(api.post(`/stock-takes/${sheet.id}/void`, { reason: 'Thử' }))).body).toMatchObject({ statusCode: 409, message: 'Chỉ phiếu kiểm kho đã hoàn thành mới hủy được' });
    // 10 Amoxicillin short, out of its lot; 2 Rabisin too many, in stock without a lot
    const counts = [
      { productId: PR.amoxicillin, countedQuantity: 410 },
      { productId: PR.rabisin, countedQuantity: 42 },
    ];
    await api.put(`/stock-takes/${sheet.id}`, { counts, complete: true });
    const lot = Object.values(mockState.books.batches).find((b) => b.productId === PR.amoxicillin)!;
    expect([mockState.products[PR.amoxicillin].stockOnHand, lot.quantity, mockState.products[PR.rabisin].stockOnHand]).toEqual([410, 410, 42]);

    expect((await failure(api.post(`/stock-takes/${sheet.id}/void`, { reason: '  ' }))).body.errors?.[0].field).toBe('reason');
    signInAs('doctor');
    expect((await failure(api.post(`/stock-takes/${sheet.id}/void`, { reason: 'Thử' }))).status).toBe(403);
    signInAs('accountant');
    const voided = stockTakeResponse.parse((await api.post(`/stock-takes/${sheet.id}/void`, { reason: 'Đếm nhầm tủ thuốc' })).data);
    expect(voided).toMatchObject({ status: StockTakeStatus.VOIDED, voidReason: 'Đếm nhầm tủ thuốc', voidedBy: { name: 'Võ Thị Hạnh' } });
    expect([mockState.products[PR.amoxicillin].stockOnHand, lot.quantity, mockState.products[PR.rabisin].stockOnHand]).toEqual([420, 420, 40]);
    const card = stockCardResponse.parse(await getData(`/products/${PR.amoxicillin}/stock-card`, { reason: 'stock_take_void' }));
    expect(card.items.map((m) => [m.documentCode, m.delta, m.balanceAfter, m.batch?.batchNo])).toEqual([[sheet.code, 10, 420, lot.batchNo]]);
    expect(stockTakePage.parse(await getData('/stock-takes', { status: StockTakeStatus.VOIDED })).items.map((s) => [s.code, s.voidReason])).toEqual([[sheet.code, 'Đếm nhầm tủ thuốc']]);
    expect((await failure(api.post(`/stock-takes/${sheet.id}/void`, { reason: 'Lần nữa' }))).body).toMatchObject({ statusCode: 409, message: 'Chứng từ này đã bị hủy trước đó' });
  });
});
