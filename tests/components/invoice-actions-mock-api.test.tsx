import { api } from '@/lib/api/client';
import { customerResponse } from '@/lib/contracts/customers';
import { invoiceDetail, invoicePage } from '@/lib/contracts/invoice-views';
import { stockCardResponse } from '@/lib/contracts/stock';
import { InvoicePaymentType, InvoiceStatus } from '@/lib/enums/invoices';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { failure, getData, signInAs } from '@/tests/support/mock-api-calls';

// What is done to an invoice once issued, on the mock the console runs on (dev:mock), with the rules
// of server/modules/invoices pay-invoice.ts and void-invoice.ts: money taken on what it owes (type 2,
// debt collection, change for cash), once per key; a void giving the goods and every payment back.
// Refused requests write nothing.

const { products: PR, customers: CU } = MOCK_CATALOGUE;
const { hanoi } = MOCK_IDS.shops;
const books = () => mockState.books;
const stockOf = (id: string) => mockState.products[id].stockOnHand;
/** everything a request could write */
const world = () => structuredClone({ books: mockState.books, products: mockState.products });

beforeEach(() => server.use(...authHandlers(null)));

const sale = async (body: object) => invoiceDetail.parse((await api.post('/invoices', { idempotencyKey: crypto.randomUUID(), ...body })).data);
const whiskas = (quantity: number) => [{ productId: PR.whiskas, unitName: 'gói', quantity }];
const pay = async (id: string, payments: object[], idempotencyKey: string = crypto.randomUUID()) => invoiceDetail.parse((await api.post(`/invoices/${id}/payments`, { payments, idempotencyKey })).data);
const voidIt = async (id: string, body: object = { reason: 'Khách trả hàng' }) => invoiceDetail.parse((await api.post(`/invoices/${id}/void`, body)).data);
const debtOf = async (customerId: string) => customerResponse.parse(await getData(`/customers/${customerId}`)).debt;
const vouchersOf = (invoiceId: string) => Object.values(books().vouchers).filter((v) => v.documentId === invoiceId);

describe('the mock of POST /invoices/{id}/payments', () => {
  it('takes part of the debt, then the rest with change for cash: each part a type-2 payment with its debt-collection receipt', async () => {
    signInAs('seller');
    const owed = await sale({ lines: whiskas(10), customerId: CU.binh, payments: [{ method: 'CASH', amount: 50_000 }] });
    expect(await debtOf(CU.binh)).toBe(100_000);

    const part = await pay(owed.id, [{ method: 'BANK_TRANSFER', amount: 30_000 }], 'pay-invoice-key-1');
    expect(part).toMatchObject({ status: InvoiceStatus.PARTLY_PAID, paid: 80_000, debt: 70_000, changeGiven: 0 });
    expect(part.payments.map((p) => [p.amount, p.method, p.type, p.voucher?.code, p.createdBy.name])).toEqual([
      [50_000, 'CASH', InvoicePaymentType.CHECKOUT, 'PT000001', 'Phạm Thu Trang'],
      [30_000, 'BANK_TRANSFER', InvoicePaymentType.DEBT_REPAY, 'PT000002', 'Phạm Thu Trang'],
    ]);
    expect(vouchersOf(owed.id).map((v) => [v.code, v.type, v.category, v.payerType, v.payerName, v.amount, v.documentCode])).toEqual([
      ['PT000001', 'RECEIPT', 'SALES', 'CUSTOMER', 'Trần Thị Bình', 50_000, 'HD000001'],
      ['PT000002', 'RECEIPT', 'DEBT_COLLECTION', 'CUSTOMER', 'Trần Thị Bình', 30_000, 'HD000001'],
    ]);

    // 100 000 in cash and 20 000 by card for the 70 000 left: the card in full, 50 000 of the cash, 50 000 back
    const rest = await pay(owed.id, [{ method: 'CASH', amount: 100_000 }, { method: 'CARD', amount: 20_000 }], 'pay-invoice-key-2');
    expect(rest).toMatchObject({ status: InvoiceStatus.PAID, paid: 150_000, debt: 0, changeGiven: 50_000 });
    expect(rest.payments.slice(2).map((p) => [p.amount, p.method, p.type])).toEqual([[50_000, 'CASH', 2], [20_000, 'CARD', 2]]);
    expect(books().invoicePayments.filter((p) => p.invoiceId === owed.id).map((p) => p.idempotencyKey)).toEqual([null, 'pay-invoice-key-1', 'pay-invoice-key-2', 'pay-invoice-key-2#2']);
    // the change of the checkout stays the invoice's own
    expect(invoiceDetail.parse(await getData(`/invoices/${owed.id}`))).toEqual({ ...rest, changeGiven: 0 });
    expect(await debtOf(CU.binh)).toBe(0);
  });

  it('pays once per key: sent again it answers the invoice with no change; the key on another invoice is a conflict', async () => {
    signInAs('seller');
    const first = await sale({ lines: whiskas(10), customerId: CU.binh });
    const second = await sale({ lines: whiskas(2), customerId: CU.an });
    const paid = await pay(first.id, [{ method: 'CASH', amount: 200_000 }], 'pay-once-key-1');
    expect(paid).toMatchObject({ status: InvoiceStatus.PAID, changeGiven: 50_000 });
    const was = world();
    expect(await pay(first.id, [{ method: 'CASH', amount: 200_000 }], 'pay-once-key-1')).toEqual({ ...paid, changeGiven: 0 });
    expect(await failure(pay(second.id, [{ method: 'CASH', amount: 1_000 }], 'pay-once-key-1'))).toMatchObject({ status: 409, body: { message: 'Mã chống trùng này đã dùng cho một khoản thanh toán khác' } });
    expect(world()).toEqual(was);
  });

  it('refuses as the server does, writing nothing: a transfer over the debt, no payment, nothing owed, voided, another shop’s', async () => {
    signInAs('seller');
    const owing = await sale({ lines: whiskas(10), customerId: CU.an });
    const walkIn = await sale({ lines: whiskas(1), payments: [{ method: 'CASH', amount: 15_000 }] });
    signInAs('owner');
    const voided = await voidIt((await sale({ lines: whiskas(1), customerId: CU.an })).id);
    signInAs('other', hanoi);
    const theirs = await sale({ lines: [{ productId: PR.hanoiAmoxicillin, unitName: 'viên', quantity: 1 }], payments: [{ method: 'CASH', amount: 3_500 }] });

    signInAs('seller');
    const was = world();
    const refused = (id: string, payments: object[], key?: string) => failure(pay(id, payments, key));
    expect(await refused(owing.id, [{ method: 'BANK_TRANSFER', amount: 150_001 }])).toMatchObject({ status: 400, body: { errors: [{ field: 'payments', messages: ['Chuyển khoản và thẻ không được vượt quá số tiền phải trả'] }] } });
    expect(await refused(owing.id, [])).toMatchObject({ status: 400, body: { errors: [{ field: 'payments', messages: ['Nhập số tiền thanh toán'] }] } });
    expect((await refused(owing.id, [{ method: 'CASH', amount: 1_000 }], 'short')).body.errors?.[0].field).toBe('idempotencyKey');
    expect(await refused(walkIn.id, [{ method: 'CASH', amount: 1_000 }])).toMatchObject({ status: 409, body: { message: 'Hóa đơn này không còn nợ' } });
    expect(await refused(voided.id, [{ method: 'CASH', amount: 1_000 }])).toMatchObject({ status: 409, body: { message: 'Chứng từ này đã bị hủy trước đó' } });
    expect(await refused(theirs.id, [{ method: 'CASH', amount: 1_000 }])).toMatchObject({ status: 404, body: { message: 'Không tìm thấy hóa đơn' } });
    expect((await failure(api.post('/invoices/not-an-id/payments', { payments: [{ method: 'CASH', amount: 1 }], idempotencyKey: 'bad-id-key-1' }))).status).toBe(400);
    expect(world()).toEqual(was);
  });
});

describe('the mock of POST /invoices/{id}/void', () => {
  it('gives the goods back and every payment back, per method and type, by payment vouchers; it then owes nothing and stays', async () => {
    signInAs('seller');
    const lines = [{ productId: PR.royalCanin, unitName: 'túi', quantity: 1 }, ...whiskas(2)];
    const sold = await sale({ lines, customerId: CU.binh, payments: [{ method: 'CASH', amount: 200_000 }] });
    await pay(sold.id, [{ method: 'BANK_TRANSFER', amount: 100_000 }]);
    await pay(sold.id, [{ method: 'BANK_TRANSFER', amount: 50_000 }]);
    expect([stockOf(PR.royalCanin), stockOf(PR.whiskas), await debtOf(CU.binh)]).toEqual([21, 198, 100_000]);

    signInAs('accountant');
    const voided = await voidIt(sold.id, { reason: 'Khách trả hàng' });
    expect(voided).toMatchObject({ status: InvoiceStatus.VOIDED, total: 450_000, paid: 0, debt: 0, voidedBy: { name: 'Võ Thị Hạnh' }, voidReason: 'Khách trả hàng', voidRefund: 'REFUND' });
    expect(voided.voidedAt).not.toBeNull();
    expect(voided.payments.slice(3).map((p) => [p.amount, p.method, p.type, p.createdBy.name])).toEqual([
      [-200_000, 'CASH', InvoicePaymentType.CHECKOUT, 'Võ Thị Hạnh'],
      [-150_000, 'BANK_TRANSFER', InvoicePaymentType.DEBT_REPAY, 'Võ Thị Hạnh'],
    ]);
    const refunds = vouchersOf(sold.id).filter((v) => v.type === 'PAYMENT');
    expect(refunds.map((v) => [v.category, v.payerName, v.amount, v.method, v.documentCode, v.note])).toEqual([
      ['SALES', 'Trần Thị Bình', 200_000, 'CASH', 'HD000001', 'Khách trả hàng'],
      ['DEBT_COLLECTION', 'Trần Thị Bình', 150_000, 'BANK_TRANSFER', 'HD000001', 'Khách trả hàng'],
    ]);
    expect(voided.payments.slice(3).map((p) => p.voucher?.code)).toEqual(refunds.map((v) => v.code));

    expect([stockOf(PR.royalCanin), stockOf(PR.whiskas), await debtOf(CU.binh)]).toEqual([22, 200, 0]);
    const card = stockCardResponse.parse(await getData(`/products/${PR.royalCanin}/stock-card`, { reason: 'void' }));
    expect(card.items.map((m) => [m.documentCode, m.delta, m.balanceAfter])).toEqual([['HD000001', 1, 22]]);
    expect(invoicePage.parse(await getData('/invoices')).sums).toEqual({ total: 0, paid: 0, debt: 0 });
    expect(invoiceDetail.parse(await getData(`/invoices/${sold.id}`))).toEqual(voided);
  });

  it('refuses, writing nothing: at the counter or by a doctor, without a reason, twice, another shop’s', async () => {
    signInAs('seller');
    const sold = await sale({ lines: whiskas(2), payments: [{ method: 'CASH', amount: 30_000 }] });
    const was = world();
    expect(await failure(voidIt(sold.id))).toMatchObject({ status: 403, body: { message: 'Bạn không có quyền thực hiện thao tác này' } });
    signInAs('doctor');
    expect((await failure(voidIt(sold.id))).status).toBe(403);
    signInAs('owner');
    expect(await failure(voidIt(sold.id, {}))).toMatchObject({ status: 400, body: { errors: [{ field: 'reason' }] } });
    expect((await failure(voidIt(sold.id, { reason: 'x', refund: 'CASH' }))).body.errors?.[0].field).toBe('refund');
    // a walk-in has no record to keep credit on
    expect(await failure(voidIt(sold.id, { reason: 'x', refund: 'CREDIT' }))).toMatchObject({ status: 409, body: { message: 'Chỉ khách hàng có hồ sơ mới có số dư: hãy chọn khách hàng' } });
    signInAs('other', hanoi);
    expect(await failure(voidIt(sold.id))).toMatchObject({ status: 404, body: { message: 'Không tìm thấy hóa đơn' } });
    expect(world()).toEqual(was);

    signInAs('owner');
    await voidIt(sold.id);
    const voided = world();
    expect(await failure(voidIt(sold.id))).toMatchObject({ status: 409, body: { message: 'Chứng từ này đã bị hủy trước đó' } });
    expect(world()).toEqual(voided);
  });
});
