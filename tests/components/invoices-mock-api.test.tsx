import { api } from '@/lib/api/client';
import { invoiceDetail, invoicePage } from '@/lib/contracts/invoice-views';
import { saleQuote } from '@/lib/contracts/invoices';
import { stockCardResponse } from '@/lib/contracts/stock';
import { InvoiceKind, InvoicePaymentType, InvoiceStatus } from '@/lib/enums/invoices';
import { MOCK_CATALOGUE, on } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { failure, getData, signInAs } from '@/tests/support/mock-api-calls';

// The checkout mock the counter runs on (dev:mock), with the rules of server/modules/invoices: a
// cart priced from the shop's own products and VAT settings, refused as the server refuses it; a
// sale through the mock ledger (stock out, receipt vouchers), idempotent, writing nothing when
// refused; the sales history with its filters and sums.

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

// ---- the sale (POST /invoices) and the sales history (GET /invoices, /invoices/{id}) ----

const { customers: CU } = MOCK_CATALOGUE;
const { q1, hanoi } = MOCK_IDS.shops;
const books = () => mockState.books;
const stockOf = (id: string) => mockState.products[id].stockOnHand;
const saleVouchers = () => Object.values(books().vouchers).filter((v) => v.category === 'SALES');
/** a sale as the counter sends it: with a key of its own */
const sale = async (body: object) => invoiceDetail.parse((await api.post('/invoices', { idempotencyKey: crypto.randomUUID(), ...body })).data);
const whiskas = (quantity: number) => [{ productId: PR.whiskas, unitName: 'gói', quantity }];
const codesOf = async (params: Record<string, unknown> = {}) => invoicePage.parse(await getData('/invoices', params)).items.map((i) => i.code);

describe('the mock of POST /invoices', () => {
  it('sells to a walk-in: the goods out of stock at their cost, the cash received on a receipt voucher, the change handed back', async () => {
    signInAs('seller');
    const lines = [{ productId: PR.royalCanin, unitName: 'túi', quantity: 2, discount: 40_000 }, ...whiskas(12)];
    const invoice = await sale({ lines, discountAmount: 20_000, expectedTotal: 960_000, payments: [{ method: 'CASH', amount: 1_000_000 }], note: 'Khách lẻ' });
    expect(invoice).toMatchObject({ code: 'HD000001', kind: InvoiceKind.RETAIL, status: InvoiceStatus.PAID, customer: null, activity: null, promotion: null, note: 'Khách lẻ' });
    expect(invoice).toMatchObject({ subtotal: 980_000, discount: 20_000, vat: 0, total: 960_000, paid: 960_000, debt: 0, changeGiven: 40_000, createdBy: { name: 'Phạm Thu Trang' } });
    expect(invoice.lines.map((l) => [l.name, l.quantity, l.amount, l.invoiceDiscount, l.vatPercent, l.giftOf])).toEqual([
      ['Hạt Royal Canin Mini Adult 2kg', 2, 800_000, 16_327, null, null],
      ['Pate Whiskas cá ngừ 85g', 12, 180_000, 3_673, null, null],
    ]);
    expect([stockOf(PR.royalCanin), stockOf(PR.whiskas)]).toEqual([20, 188]);
    expect(books().invoices[invoice.id].lines.map((l) => l.cost)).toEqual([2 * 345_000, 12 * 10_500]);
    signInAs('owner');
    const card = stockCardResponse.parse(await getData(`/products/${PR.royalCanin}/stock-card`, { reason: 'sale' }));
    expect(card.items.map((m) => [m.documentCode, m.delta, m.balanceAfter])).toEqual([['HD000001', -2, 20]]);

    expect(saleVouchers().map((v) => [v.code, v.type, v.payerType, v.payerName, v.amount, v.method, v.documentType, v.documentId, v.documentCode])).toEqual([
      ['PT000001', 'RECEIPT', 'OTHER', '', 960_000, 'CASH', 'invoice', invoice.id, 'HD000001'],
    ]);
    expect(invoice.payments.map((p) => [p.amount, p.method, p.type, p.voucher?.code, p.createdBy.name])).toEqual([[960_000, 'CASH', InvoicePaymentType.CHECKOUT, 'PT000001', 'Phạm Thu Trang']]);
  });

  it('splits a payment over a transfer and cash, one voucher each, and lets a customer owe the rest', async () => {
    signInAs('seller');
    const split = await sale({ lines: [{ productId: PR.royalCanin, unitName: 'túi', quantity: 1 }], customerId: CU.an, payments: [{ method: 'BANK_TRANSFER', amount: 300_000 }, { method: 'CASH', amount: 200_000 }] });
    expect(split).toMatchObject({ status: InvoiceStatus.PAID, total: 420_000, paid: 420_000, changeGiven: 80_000, customer: { id: CU.an, name: 'Nguyễn Văn An', phone: '0903111201' } });
    expect(split.payments.map((p) => [p.method, p.amount, p.voucher?.code])).toEqual([['BANK_TRANSFER', 300_000, 'PT000001'], ['CASH', 120_000, 'PT000002']]);
    expect(saleVouchers().map((v) => [v.payerType, v.payerId, v.payerName, v.amount])).toEqual([['CUSTOMER', CU.an, 'Nguyễn Văn An', 300_000], ['CUSTOMER', CU.an, 'Nguyễn Văn An', 120_000]]);

    const owed = await sale({ lines: whiskas(10), customerId: CU.binh, payments: [{ method: 'CASH', amount: 50_000 }] });
    expect(owed).toMatchObject({ code: 'HD000002', status: InvoiceStatus.PARTLY_PAID, total: 150_000, paid: 50_000, debt: 100_000, changeGiven: 0 });
    const unpaid = await sale({ lines: whiskas(1), customerId: CU.binh });
    expect(unpaid).toMatchObject({ status: InvoiceStatus.ISSUED, paid: 0, debt: 15_000, payments: [] });
    expect(saleVouchers()).toHaveLength(3);
  });

  it('refuses a sale as the server does, and a refused sale writes nothing, not even its number', async () => {
    signInAs('seller');
    const before = () => ({ invoices: Object.keys(books().invoices).length, payments: books().invoicePayments.length, vouchers: Object.keys(books().vouchers).length, moves: books().movements.length, counters: { ...books().counters }, stock: [stockOf(PR.royalCanin), stockOf(PR.whiskas)] });
    const was = before();
    const refused = async (body: object) => failure(sale(body));
    expect(await refused({ lines: whiskas(10), payments: [{ method: 'CASH', amount: 50_000 }] })).toMatchObject({ status: 400, body: { errors: [{ field: 'customerId', messages: ['Chọn khách hàng để ghi nợ phần còn lại'] }] } });
    expect(await refused({ lines: whiskas(10), customerId: CU.an, payments: [{ method: 'CARD', amount: 150_001 }] })).toMatchObject({ status: 400, body: { errors: [{ field: 'payments', messages: ['Chuyển khoản và thẻ không được vượt quá số tiền phải trả'] }] } });
    // 23 of the 22 bags over two lines: the second finds 10 left
    const tooMany = [{ productId: PR.royalCanin, unitName: 'túi', quantity: 12 }, { productId: PR.royalCanin, unitName: 'túi', quantity: 11 }];
    expect(await refused({ lines: [...whiskas(1), ...tooMany], payments: [{ method: 'CASH', amount: 10_000_000 }] })).toMatchObject({ status: 409, body: { message: 'Không đủ tồn kho: Hạt Royal Canin Mini Adult 2kg chỉ còn 10 túi' } });
    expect(await refused({ lines: [{ productId: PR.hanoiAmoxicillin, unitName: 'viên', quantity: 1 }] })).toMatchObject({ status: 404, body: { message: 'Không tìm thấy sản phẩm' } });
    expect(await refused({ lines: whiskas(1), customerId: CU.hanoiHa })).toMatchObject({ status: 404, body: { message: 'Không tìm thấy khách hàng' } });
    expect(await refused({ lines: whiskas(10), expectedTotal: 140_000, payments: [{ method: 'CASH', amount: 150_000 }] })).toMatchObject({ status: 409, body: { message: expect.stringContaining('150.000') } });
    expect(await refused({ lines: whiskas(10), discountPercent: 20, payments: [{ method: 'CASH', amount: 120_000 }] })).toMatchObject({ status: 400, body: { errors: [{ field: 'discountReason' }] } });
    expect(await refused({ lines: [], payments: [] })).toMatchObject({ status: 400, body: { errors: [{ field: 'lines' }] } });
    expect(before()).toEqual(was);

    // the shop admin gives a large discount without saying why; the sale takes the first number
    signInAs('owner');
    expect(await sale({ lines: whiskas(10), discountPercent: 20, payments: [{ method: 'CASH', amount: 120_000 }] })).toMatchObject({ code: 'HD000001', total: 120_000, status: InvoiceStatus.PAID });
  });

  it('issues one invoice per idempotency key: a retried sale answers the first and moves nothing again', async () => {
    signInAs('seller');
    const body = { lines: whiskas(3), payments: [{ method: 'CASH', amount: 50_000 }], idempotencyKey: 'sale-retry-key-1' };
    const first = await sale(body);
    const again = await sale(body);
    const changed = await sale({ ...body, lines: whiskas(5) });
    expect([again.id, changed.id]).toEqual([first.id, first.id]);
    expect(again).toEqual(first);
    expect([Object.keys(books().invoices).length, saleVouchers().length, stockOf(PR.whiskas)]).toEqual([1, 1, 197]);
  });
});

describe('the mock of GET /invoices and /invoices/{id}', () => {
  /** three sales of Quận 1 on three days: a walk-in's, An's by transfer (the owner's), Bình's owing */
  async function threeSales() {
    signInAs('seller');
    const walkIn = await sale({ lines: whiskas(2), payments: [{ method: 'CASH', amount: 30_000 }] });
    signInAs('owner');
    const an = await sale({ lines: [{ productId: PR.royalCanin, unitName: 'túi', quantity: 1 }], customerId: CU.an, payments: [{ method: 'BANK_TRANSFER', amount: 420_000 }] });
    signInAs('seller');
    const binh = await sale({ lines: whiskas(10), customerId: CU.binh, payments: [{ method: 'CASH', amount: 50_000 }] });
    [walkIn, an, binh].forEach((row, i) => (books().invoices[row.id].createdAt = on(300 + i)));
    return { walkIn, an, binh };
  }

  it('lists the shop’s invoices newest first, by its filters and search, with the sums of all it holds', async () => {
    await threeSales();
    const page = invoicePage.parse(await getData('/invoices', { limit: 2, page: 2 }));
    expect(page).toMatchObject({ total: 3, page: 2, limit: 2, sums: { total: 600_000, paid: 500_000, debt: 100_000 } });
    expect(page.items.map((i) => [i.code, i.customer, i.createdBy.name])).toEqual([['HD000001', null, 'Phạm Thu Trang']]);
    expect(await codesOf()).toEqual(['HD000003', 'HD000002', 'HD000001']);
    expect(await codesOf({ status: InvoiceStatus.PARTLY_PAID })).toEqual(['HD000003']);
    expect(await codesOf({ customerId: CU.an })).toEqual(['HD000002']);
    expect(await codesOf({ createdBy: MOCK_IDS.users.seller })).toEqual(['HD000003', 'HD000001']);
    expect(await codesOf({ method: 'BANK_TRANSFER' })).toEqual(['HD000002']);
    expect(await codesOf({ kind: InvoiceKind.RETAIL, sort: 'total:asc' })).toEqual(['HD000001', 'HD000003', 'HD000002']);
    expect(await codesOf({ kind: 1 })).toEqual([]);
    expect(await codesOf({ from: on(301).slice(0, 10), to: on(301).slice(0, 10) })).toEqual(['HD000002']);
    // by its code as typed, its customer's name (accents aside) or phone
    for (const [search, codes] of [['hd000002', ['HD000002']], ['binh', ['HD000003']], ['0903111', ['HD000002']], ['HD00000', ['HD000003', 'HD000002', 'HD000001']]] as const) {
      expect(await codesOf({ search })).toEqual(codes);
    }
    const filtered = invoicePage.parse(await getData('/invoices', { method: 'CASH' }));
    expect([filtered.total, filtered.sums]).toEqual([2, { total: 180_000, paid: 80_000, debt: 100_000 }]);

    expect((await failure(api.get('/invoices', { params: { status: 9 } }))).body.errors?.[0].field).toBe('status');
    expect((await failure(api.get('/invoices', { params: { from: '2025-11-02', to: '2025-11-01' } }))).body.errors?.[0].field).toBe('to');
    signInAs('other', hanoi);
    expect(invoicePage.parse(await getData('/invoices'))).toMatchObject({ total: 0, items: [], sums: { total: 0, paid: 0, debt: 0 } });
  });

  it('counts a voided invoice in no sum', async () => {
    const { binh } = await threeSales();
    Object.assign(books().invoices[binh.id], { status: InvoiceStatus.VOIDED, debt: 0, voidedAt: on(303), voidedBy: MOCK_IDS.users.owner, voidReason: 'Nhập nhầm' });
    const page = invoicePage.parse(await getData('/invoices'));
    expect(page.sums).toEqual({ total: 450_000, paid: 450_000, debt: 0 });
    expect(page.items[0]).toMatchObject({ code: 'HD000003', status: InvoiceStatus.VOIDED, voidedBy: { name: 'Nguyễn Thị Minh Anh' }, voidReason: 'Nhập nhầm' });
  });

  it('reads an invoice of the shop as the sale answered it; another shop’s is not found', async () => {
    const { an } = await threeSales();
    expect(invoiceDetail.parse(await getData(`/invoices/${an.id}`))).toEqual({ ...an, createdAt: on(301) });
    signInAs('other', hanoi);
    const theirs = await sale({ lines: [{ productId: PR.hanoiAmoxicillin, unitName: 'viên', quantity: 10 }], payments: [{ method: 'CASH', amount: 35_000 }] });
    expect(theirs.code).toBe('HD000001');
    expect((await failure(api.get(`/invoices/${an.id}`))).body).toMatchObject({ statusCode: 404, message: 'Không tìm thấy hóa đơn' });
    signInAs('seller', q1);
    expect((await failure(api.get(`/invoices/${theirs.id}`))).status).toBe(404);
    expect((await failure(api.get('/invoices/not-an-id'))).status).toBe(400);
  });
});
