import { api } from '@/lib/api/client';
import { expiringBatchPage, stockCardResponse, stockOverviewPage } from '@/lib/contracts/stock';
import { ProductGroup } from '@/lib/enums/products';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { failure, getData, signInAs } from '@/tests/support/mock-api-calls';

// The stock mocks "Theo dõi tồn kho" runs on (dev:mock): the guards and rules of server/modules/stock
// — INVENTORY_TRACKING, another shop's product missing, the contracts' 400s — and their filters,
// order and the shop's days.

const PR = MOCK_CATALOGUE.products;

// A 401 makes the client ask next-auth for a fresher session once; there is none here.
beforeEach(() => server.use(...authHandlers(null)));

describe('mock API: /stock, /stock/batches and the stock card', () => {
  it('is for the admin and the accountant only, and keeps to the shop', async () => {
    signInAs('seller');
    for (const path of ['/stock', '/stock/batches', `/products/${PR.amoxicillin}/stock-card`, '/stock/export']) expect((await failure(api.get(path))).status, path).toBe(403);
    signInAs('owner');
    expect((await failure(api.get(`/products/${PR.hanoiAmoxicillin}/stock-card`))).body).toMatchObject({ statusCode: 404, message: 'Không tìm thấy sản phẩm' });
    expect((await failure(api.get(`/products/${PR.hanoiAmoxicillin}/stock-card/export`))).status).toBe(404);
  });

  it('answers the contracts’ 400s', async () => {
    signInAs('owner');
    expect((await failure(api.get('/stock', { params: { sort: 'price:asc' } }))).body.errors).toEqual([{ field: 'sort', messages: ['Cách sắp xếp không hợp lệ'] }]);
    expect((await failure(api.get('/stock/batches', { params: { within: '45' } }))).status).toBe(400);
    expect((await failure(api.get(`/products/${PR.amoxicillin}/stock-card`, { params: { from: '2026-02-02', to: '2026-02-01' } }))).body.errors?.[0].field).toBe('to');
    expect((await failure(api.get('/products/not-an-id/stock-card'))).status).toBe(400);
  });

  it('sorts the overview, filters it and sums its value', async () => {
    signInAs('accountant');
    const low = stockOverviewPage.parse(await getData('/stock', { lowStock: 'true', sort: 'code:asc' }));
    expect(low.items.map((p) => p.code)).toEqual(['SP0003', 'SP0005', 'SP0006']);
    expect(low.totalValue).toBe(3 * 165_000 + 4 * 28_000 + 8 * 45_000);
    const found = stockOverviewPage.parse(await getData('/stock', { search: '8936012340073' }));
    expect(found.items.map((p) => p.name)).toEqual(['Cồn 70 độ 500ml']);
    expect(stockOverviewPage.parse(await getData('/stock', { group: ProductGroup.OTHER, sort: 'stockOnHand:desc' })).items.map((p) => p.stockOnHand)).toEqual([15, 10]);
  });

  it('reads a card’s balances by the shop’s days, and the lots by their window', async () => {
    signInAs('owner');
    const card = stockCardResponse.parse(await getData(`/products/${PR.amoxicillin}/stock-card`, { to: '2025-10-27' }));
    expect([card.items.length, card.opening, card.closing, card.totalIn]).toEqual([0, 0, 0, 0]);
    const after = stockCardResponse.parse(await getData(`/products/${PR.amoxicillin}/stock-card`, { from: '2025-10-28', to: '2025-10-28' }));
    expect([after.items.length, after.opening, after.closing, after.totalIn]).toEqual([1, 0, 420, 420]);
    // the lot was seeded 20 days ahead of UTC's today; the shop's today may already be the next day
    const rabisinLot = Object.values(mockState.books.batches).find((b) => b.productId === PR.rabisin)!;
    const shopToday = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
    const daysLeft = (Date.parse(rabisinLot.expiresOn!) - Date.parse(shopToday)) / 86_400_000;
    expect(expiringBatchPage.parse(await getData('/stock/batches', { within: '30' })).items.map((b) => [b.batchNo, b.daysLeft])).toEqual([['RB2511-07', daysLeft]]);
    expect(expiringBatchPage.parse(await getData('/stock/batches', { within: 'expired' })).total).toBe(0);
  });
});
