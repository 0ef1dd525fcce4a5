import { api } from '@/lib/api/client';
import { saleQuote } from '@/lib/contracts/invoices';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { failure, signInAs } from '@/tests/support/mock-api-calls';

// The checkout mock the counter runs on (dev:mock), with the rules of server/modules/invoices: a
// cart priced from the shop's own products and VAT settings, refused as the server refuses it.

const { products: PR } = MOCK_CATALOGUE;

beforeEach(() => server.use(...authHandlers(null)));

const quote = async (body: unknown) => saleQuote.parse((await api.post('/invoices/quote', body)).data);

describe('the mock of POST /invoices/quote', () => {
  it("prices the cart from the shop's catalogue; its VAT for sales is off, so every line is KCT", async () => {
    signInAs('seller');
    const q = await quote({ lines: [{ productId: PR.royalCanin, unitName: 'túi', quantity: 2, discount: 40_000 }, { productId: PR.whiskas, unitName: 'gói', quantity: 12 }], discountAmount: 20_000 });
    expect(q.lines.map((l) => [l.name, l.unitPrice, l.amount, l.invoiceDiscount, l.vatPercent])).toEqual([
      ['Hạt Royal Canin Mini Adult 2kg', 420_000, 800_000, 16_327, null],
      ['Pate Whiskas cá ngừ 85g', 15_000, 180_000, 3_673, null],
    ]);
    expect(q).toMatchObject({ subtotal: 980_000, discount: 20_000, vat: 0, total: 960_000, promotions: [] });
  });

  it("refuses another shop's product (404), an inactive one and a bad line (400), as the server does", async () => {
    signInAs('seller');
    expect(await failure(quote({ lines: [{ productId: PR.hanoiAmoxicillin, unitName: 'viên', quantity: 1 }] }))).toMatchObject({ status: 404, body: { message: 'Không tìm thấy sản phẩm' } });
    expect(await failure(quote({ lines: [{ productId: PR.tickSpray, unitName: 'chai', quantity: 1 }] }))).toMatchObject({ status: 400, body: { errors: [{ field: 'lines.0.productId', messages: ['Sản phẩm đã ngừng kinh doanh'] }] } });
    expect(await failure(quote({ lines: [] }))).toMatchObject({ status: 400, body: { errors: [{ field: 'lines' }] } });
  });
});
