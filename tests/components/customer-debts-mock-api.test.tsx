import { api } from '@/lib/api/client';
import { customerCollection, customerDebtDetail, customerDebtPage } from '@/lib/contracts/customer-debts';
import { invoiceDetail } from '@/lib/contracts/invoice-views';
import { InvoicePaymentType, InvoiceStatus } from '@/lib/enums/invoices';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { failure, getData, signInAs } from '@/tests/support/mock-api-calls';

// The customer debts of the mock the console runs on (dev:mock), as server/modules/customer-debts:
// derived from the invoices, aged in the shop's days; one amount collected settles the oldest
// invoices first with one receipt voucher (debt collection) and a type-2 payment per invoice, once
// per key. Refused requests write nothing.

const { products: PR, customers: CU } = MOCK_CATALOGUE;
const { q1, hanoi } = MOCK_IDS.shops;
const DAY_MS = 86_400_000;
const books = () => mockState.books;
const world = () => structuredClone({ books: mockState.books, products: mockState.products });

beforeEach(() => server.use(...authHandlers(null)));

const sale = async (body: object) => invoiceDetail.parse((await api.post('/invoices', { idempotencyKey: crypto.randomUUID(), ...body })).data);
const whiskas = (quantity: number) => [{ productId: PR.whiskas, unitName: 'gói', quantity }];
const collect = async (customerId: string, body: object) => customerCollection.parse((await api.post(`/customer-debts/${customerId}/payments`, { idempotencyKey: crypto.randomUUID(), ...body })).data);
const page = async (params: Record<string, unknown> = {}) => customerDebtPage.parse(await getData('/customer-debts', params));
const detail = async (customerId: string) => customerDebtDetail.parse(await getData(`/customer-debts/${customerId}`));

/** An owes on three invoices made 100, 61 and 31 days ago, Bình on one of 30 days ago; a walk-in owes nothing. */
async function debts() {
  signInAs('seller');
  const daysAgo = (id: string, days: number) => (books().invoices[id].createdAt = new Date(Date.now() - days * DAY_MS).toISOString());
  const oldest = await sale({ lines: whiskas(10), customerId: CU.an });
  const middle = await sale({ lines: whiskas(1), customerId: CU.an });
  const newest = await sale({ lines: whiskas(4), customerId: CU.an, payments: [{ method: 'CASH', amount: 20_000 }] });
  const binh = await sale({ lines: [{ productId: PR.royalCanin, unitName: 'túi', quantity: 1 }], customerId: CU.binh, payments: [{ method: 'CASH', amount: 20_000 }] });
  await sale({ lines: whiskas(1), payments: [{ method: 'CASH', amount: 15_000 }] });
  for (const [invoice, days] of [[oldest, 100], [middle, 61], [newest, 31], [binh, 30]] as const) daysAgo(invoice.id, days);
  return { oldest: books().invoices[oldest.id], middle: books().invoices[middle.id], newest: books().invoices[newest.id], binh: books().invoices[binh.id] };
}

describe('the mock of GET /customer-debts', () => {
  it('lists who owes, most first, each debt the sum of their invoices’ debts, aged in the shop’s days', async () => {
    const { oldest } = await debts();
    const owing = await page();
    expect(owing).toMatchObject({ total: 2, page: 1, limit: 20, totalDebt: 605_000, ages: { upTo30: 400_000, upTo60: 40_000, upTo90: 15_000, over90: 150_000 } });
    expect(owing.items).toEqual([
      { id: CU.binh, customer: { id: CU.binh, name: 'Trần Thị Bình', phone: '0912222302' }, debt: 400_000, openInvoices: 1, oldestUnpaidAt: expect.any(String), ages: { upTo30: 400_000, upTo60: 0, upTo90: 0, over90: 0 } },
      { id: CU.an, customer: { id: CU.an, name: 'Nguyễn Văn An', phone: '0903111201' }, debt: 205_000, openInvoices: 3, oldestUnpaidAt: oldest.createdAt, ages: { upTo30: 0, upTo60: 40_000, upTo90: 15_000, over90: 150_000 } },
    ]);
    const ids = async (params: Record<string, unknown>) => (await page(params)).items.map((i) => i.id);
    expect(await ids({ sort: 'oldest:asc' })).toEqual([CU.an, CU.binh]);
    expect(await ids({ sort: 'debt:asc' })).toEqual([CU.an, CU.binh]);
    expect(await ids({ sort: 'name:desc' })).toEqual([CU.binh, CU.an]);
    // a name anywhere, accents aside; a phone by the digits it was typed with
    expect(await ids({ search: 'thi binh' })).toEqual([CU.binh]);
    expect(await ids({ search: '0903 111' })).toEqual([CU.an]);
    expect(await ids({ search: 'Lan' })).toEqual([]);

    const everyone = await page({ owing: 'false', sort: 'oldest:desc', limit: 100 });
    expect(everyone.total).toBe(Object.values(mockState.customers).filter((c) => c.shopId === q1).length);
    expect([everyone.totalDebt, everyone.items.slice(0, 2).map((i) => i.id), everyone.items[2].oldestUnpaidAt]).toEqual([605_000, [CU.binh, CU.an], null]);

    expect((await failure(api.get('/customer-debts', { params: { sort: 'total:asc' } }))).body.errors?.[0].field).toBe('sort');
    expect((await failure(api.get('/customer-debts', { params: { owing: 'yes' } }))).body.errors?.[0].field).toBe('owing');
    signInAs('doctor');
    expect((await failure(api.get('/customer-debts'))).status).toBe(403);
    signInAs('other', hanoi);
    expect(await page()).toMatchObject({ total: 0, items: [], totalDebt: 0 });
  });
});

describe('the mock of POST /customer-debts/{id}/payments and GET /customer-debts/{id}', () => {
  it('settles the oldest invoices first with one receipt voucher; the detail shows what is left and what was collected', async () => {
    const { oldest, middle, newest } = await debts();
    const collected = await collect(CU.an, { amount: 170_000, note: 'Trả nợ tháng trước', idempotencyKey: 'collect-an-key-1' });
    expect(collected).toMatchObject({ code: 'PT000004', amount: 170_000, method: 'CASH', createdBy: { name: 'Phạm Thu Trang' } });
    expect(collected.settled).toEqual([
      { invoiceId: oldest.id, code: oldest.code, amount: 150_000 },
      { invoiceId: middle.id, code: middle.code, amount: 15_000 },
      { invoiceId: newest.id, code: newest.code, amount: 5_000 },
    ]);
    const voucher = books().vouchers[collected.voucherId];
    expect(voucher).toMatchObject({ type: 'RECEIPT', category: 'DEBT_COLLECTION', payerType: 'CUSTOMER', payerId: CU.an, payerName: 'Nguyễn Văn An', documentId: null, note: 'Trả nợ tháng trước' });
    expect(books().invoicePayments.filter((p) => p.voucherId === voucher.id).map((p) => [p.invoiceId, p.amount, p.type])).toEqual([
      [oldest.id, 150_000, InvoicePaymentType.DEBT_REPAY],
      [middle.id, 15_000, InvoicePaymentType.DEBT_REPAY],
      [newest.id, 5_000, InvoicePaymentType.DEBT_REPAY],
    ]);
    expect([oldest, middle, newest].map((i) => [i.status, i.paid, i.debt])).toEqual([
      [InvoiceStatus.PAID, 150_000, 0],
      [InvoiceStatus.PAID, 15_000, 0],
      [InvoiceStatus.PARTLY_PAID, 25_000, 35_000],
    ]);

    const left = await detail(CU.an);
    expect(left).toMatchObject({ id: CU.an, debt: 35_000, openInvoices: 1, oldestUnpaidAt: newest.createdAt, ages: { upTo30: 0, upTo60: 35_000, upTo90: 0, over90: 0 } });
    expect(left.invoices).toEqual([{ id: newest.id, code: newest.code, createdAt: newest.createdAt, total: 60_000, paid: 25_000, debt: 35_000 }]);
    expect(left.collections).toEqual([collected]);

    // money taken on the invoice itself is a debt collection of theirs too, newest first
    const paid = invoiceDetail.parse((await api.post(`/invoices/${newest.id}/payments`, { payments: [{ method: 'BANK_TRANSFER', amount: 35_000 }], idempotencyKey: 'pay-newest-key-1' })).data);
    const after = await detail(CU.an);
    expect([after.debt, after.invoices, after.collections.map((c) => [c.code, c.amount, c.settled.map((s) => s.amount)])]).toEqual([0, [], [[paid.payments.at(-1)?.voucher?.code, 35_000, [35_000]], ['PT000004', 170_000, [150_000, 15_000, 5_000]]]]);
    expect(await detail(CU.cuong)).toMatchObject({ debt: 0, openInvoices: 0, oldestUnpaidAt: null, invoices: [], collections: [] });
  });

  it('collects once per key; the key of another payment is a conflict', async () => {
    await debts();
    const body = { amount: 100_000, method: 'BANK_TRANSFER', idempotencyKey: 'collect-once-key-1' };
    const first = await collect(CU.binh, body);
    const was = world();
    expect(await collect(CU.binh, body)).toEqual(first);
    expect(await failure(collect(CU.an, body))).toMatchObject({ status: 409, body: { message: 'Mã chống trùng này đã dùng cho một khoản thanh toán khác' } });
    expect(world()).toEqual(was);
    expect((await detail(CU.binh)).debt).toBe(300_000);
  });

  it('refuses, writing nothing: more than owed, nothing owed, bad amounts, another shop’s customer, a doctor', async () => {
    await debts();
    const was = world();
    expect(await failure(collect(CU.an, { amount: 205_001 }))).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^Số tiền vượt quá công nợ của khách \(205\.000\s₫\)$/) } });
    expect(await failure(collect(CU.cuong, { amount: 1_000 }))).toMatchObject({ status: 400, body: { message: 'Khách hàng này không còn nợ', errors: [{ field: 'amount', messages: ['Khách hàng này không còn nợ'] }] } });
    expect((await failure(collect(CU.an, { amount: 0 }))).body.errors?.[0].field).toBe('amount');
    expect((await failure(collect(CU.an, { amount: 1_000, method: 'BITCOIN' }))).body.errors?.[0].field).toBe('method');
    expect(await failure(collect(CU.hanoiHa, { amount: 1_000 }))).toMatchObject({ status: 404, body: { message: 'Không tìm thấy khách hàng' } });
    expect((await failure(api.get(`/customer-debts/${CU.hanoiHa}`))).status).toBe(404);
    signInAs('doctor');
    expect((await failure(collect(CU.an, { amount: 1_000 }))).status).toBe(403);
    expect((await failure(api.get(`/customer-debts/${CU.an}`))).status).toBe(403);
    expect(world()).toEqual(was);
  });
});
