import { api } from '@/lib/api/client';
import { stockCardResponse } from '@/lib/contracts/stock';
import { stockTakePage, stockTakeResponse } from '@/lib/contracts/stock-takes';
import { ProductGroup } from '@/lib/enums/products';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { failure, getData, signInAs } from '@/tests/support/mock-api-calls';

// The stock-take mocks "Kiểm kho" runs on (dev:mock): the guards and rules of
// server/modules/stock-takes — INVENTORY_WAREHOUSE, another shop's sheet missing, the scope always
// said, a finished sheet's 409 — and completing through the mock ledger.

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
});
