import { api } from '@/lib/api/client';
import { activityResponse } from '@/lib/contracts/activities';
import { activityDeposits, activityInvoiceQuote } from '@/lib/contracts/invoice-actions';
import { invoiceDetail } from '@/lib/contracts/invoice-views';
import { ActivityStatus, InvoiceType } from '@/lib/enums/activities';
import { InvoicePaymentType, InvoiceStatus } from '@/lib/enums/invoices';
import { MOCK_ACTIVITIES } from '@/tests/msw/activities-data';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { failure, getData, signInAs } from '@/tests/support/mock-api-calls';

// An activity's money on the mock the console runs on (dev:mock), as server/modules/invoices
// take-deposit.ts, activity-deposits.ts and invoice-activity.ts: deposits while it is open (type 1,
// receipt vouchers of category deposit naming the activity), given back when it is canceled; its
// invoice once completed, the deposits settled first and any excess given back. Refused requests
// write nothing.

const { today: TODAY } = MOCK_ACTIVITIES;
const { customers: C, pets: P, services: S, products: PR } = MOCK_CATALOGUE;
const { hanoi } = MOCK_IDS.shops;
const LU = TODAY.luVaccinated;
const books = () => mockState.books;
const world = () => structuredClone({ books: mockState.books, products: mockState.products, activities: mockState.activities });

beforeEach(() => server.use(...authHandlers(null)));

const deposit = async (activityId: string, payments: object[], idempotencyKey: string = crypto.randomUUID()) =>
  activityDeposits.parse((await api.post(`/activities/${activityId}/deposits`, { payments, idempotencyKey })).data);
const depositsOf = async (activityId: string) => activityDeposits.parse(await getData(`/activities/${activityId}/deposits`));
const invoice = async (activityId: string, body: object = {}) => invoiceDetail.parse((await api.post(`/activities/${activityId}/invoice`, { idempotencyKey: crypto.randomUUID(), ...body })).data);
const vouchersOf = (documentId: string) => Object.values(books().vouchers).filter((v) => v.documentId === documentId);
const luCode = () => mockState.activities[LU].code;

describe('the mock of POST /activities/{id}/invoice, with its deposits', () => {
  it('settles the deposit first, takes the rest with change, VAT by the line’s key; voided, the activity is invoiced again', async () => {
    signInAs('seller');
    const held = await deposit(LU, [{ method: 'BANK_TRANSFER', amount: 100_000 }]);
    expect(held).toMatchObject({ activityId: LU, deposited: 100_000, deposits: [{ amount: 100_000, method: 'BANK_TRANSFER', voucher: { code: 'PT000001' } }] });
    expect(vouchersOf(LU).map((v) => [v.type, v.category, v.payerName, v.documentType, v.documentCode])).toEqual([['RECEIPT', 'DEPOSIT', 'Nguyễn Văn An', 'activity', luCode()]]);

    const key = 'invoice-lu-key-1';
    const issued = await invoice(LU, { payments: [{ method: 'CASH', amount: 150_000 }], expectedTotal: 216_000, idempotencyKey: key });
    expect(issued).toMatchObject({ code: 'HD000001', kind: InvoiceType.HEALTHCARE, status: InvoiceStatus.PAID, activity: { id: LU, code: luCode() }, customer: { id: C.an } });
    expect(issued).toMatchObject({ subtotal: 200_000, discount: 0, vat: 16_000, total: 216_000, paid: 216_000, debt: 0, changeGiven: 34_000 });
    expect(issued.lines.map((l) => [l.kind, l.name, l.unitName, l.amount, l.vatPercent, l.vat, l.productId])).toEqual([
      ['service', 'Tiêm phòng dại', 'mũi', 120_000, 8, 9_600, null],
      ['product', 'Vaccine dại Rabisin', 'liều', 80_000, 8, 6_400, PR.rabisin],
    ]);
    expect(issued.payments.map((p) => [p.amount, p.method, p.type, p.voucher?.code])).toEqual([
      [100_000, 'BANK_TRANSFER', InvoicePaymentType.PRE_PAY, 'PT000001'],
      [116_000, 'CASH', InvoicePaymentType.CHECKOUT, 'PT000002'],
    ]);
    expect(await depositsOf(LU)).toEqual({ activityId: LU, deposited: 0, deposits: [] });

    // once per key; one standing invoice per activity, which takes no more deposits
    expect(await invoice(LU, { idempotencyKey: key })).toEqual(issued);
    const was = world();
    expect(await failure(invoice(LU))).toMatchObject({ status: 409, body: { message: 'Hoạt động này đã có hóa đơn HD000001' } });
    expect((await failure(deposit(LU, [{ method: 'CASH', amount: 1_000 }]))).body.message).toBe('Hoạt động này đã có hóa đơn HD000001');
    expect(world()).toEqual(was);

    signInAs('owner');
    const voided = invoiceDetail.parse((await api.post(`/invoices/${issued.id}/void`, { reason: 'Sai dịch vụ' })).data);
    expect(voided.payments.slice(2).map((p) => [p.amount, p.method, p.type])).toEqual([[-100_000, 'BANK_TRANSFER', InvoicePaymentType.PRE_PAY], [-116_000, 'CASH', InvoicePaymentType.CHECKOUT]]);
    expect(vouchersOf(issued.id).filter((v) => v.type === 'PAYMENT').map((v) => [v.category, v.amount])).toEqual([['DEPOSIT', 100_000], ['SALES', 116_000]]);
    const again = await invoice(LU);
    expect(again).toMatchObject({ code: 'HD000002', status: InvoiceStatus.ISSUED, total: 216_000, paid: 0, debt: 216_000, payments: [] });
  });

  it('gives back what was deposited beyond the total, the last deposit first', async () => {
    signInAs('seller');
    const held = await deposit(LU, [{ method: 'CASH', amount: 150_000 }, { method: 'BANK_TRANSFER', amount: 100_000 }], 'deposit-split-key-1');
    expect(books().invoicePayments.map((p) => [p.idempotencyKey, p.type, p.invoiceId])).toEqual([['deposit-split-key-1', 1, null], ['deposit-split-key-1#2', 1, null]]);
    expect(held.deposited).toBe(250_000);
    const issued = await invoice(LU);
    expect(issued).toMatchObject({ status: InvoiceStatus.PAID, total: 216_000, paid: 216_000, changeGiven: 0 });
    expect(issued.payments.map((p) => [p.amount, p.method, p.type])).toEqual([[150_000, 'CASH', 1], [100_000, 'BANK_TRANSFER', 1], [-34_000, 'BANK_TRANSFER', 1]]);
    const refund = books().vouchers[books().invoicePayments[2].voucherId!];
    expect(refund).toMatchObject({ type: 'PAYMENT', category: 'DEPOSIT', amount: 34_000, method: 'BANK_TRANSFER', documentType: 'activity', documentId: LU });
  });

  it('costs its goods as they left the stock when it completed, and moves no stock itself', async () => {
    signInAs('seller');
    const body = { customerId: C.khang, petId: P.bo, type: InvoiceType.HEALTHCARE, services: [{ serviceId: S.ultrasound }], products: [{ productId: PR.amoxicillin, unitName: 'viên', quantity: 10 }], submit: true };
    const made = activityResponse.parse((await api.post('/activities', body)).data);
    signInAs('doctor');
    const transition = async (a: { id: string; version: number }, to: string) => activityResponse.parse((await api.post(`/activities/${a.id}/transition`, { transition: to, version: a.version })).data);
    await transition(await transition(made, 'start'), 'complete');
    const moves = books().movements.length;

    const issued = await invoice(made.id, { payments: [{ method: 'CASH', amount: 248_400 }] });
    expect(issued).toMatchObject({ subtotal: 230_000, vat: 18_400, total: 248_400, status: InvoiceStatus.PAID, createdBy: { name: 'Lê Văn Hùng' } });
    expect(books().invoices[issued.id].lines.map((l) => [l.name, l.cost])).toEqual([['Siêu âm ổ bụng', 0], ['Amoxicillin 500mg', 10 * 1_400]]);
    expect([books().movements.length, mockState.products[PR.amoxicillin].stockOnHand]).toEqual([moves, 410]);
  });

  it('quotes the invoice as it would be issued now, with the deposits held and what is left to pay, writing nothing', async () => {
    signInAs('seller');
    await deposit(LU, [{ method: 'CASH', amount: 100_000 }]);
    const was = world();
    const quote = activityInvoiceQuote.parse((await api.post(`/activities/${LU}/invoice/quote`, { discountPercent: 10 })).data);
    expect(quote).toMatchObject({ subtotal: 200_000, discount: 20_000, promotionDiscount: 0, promotion: null, vat: 14_400, total: 194_400, deposited: 100_000, due: 94_400 });
    expect(quote.lines.map((l) => [l.kind, l.name, l.quantity, l.unitPrice, l.invoiceDiscount, l.vat])).toEqual([['service', 'Tiêm phòng dại', 1, 120_000, 12_000, 8_640], ['product', 'Vaccine dại Rabisin', 1, 80_000, 8_000, 5_760]]);
    expect((await failure(api.post(`/activities/${TODAY.boWaiting}/invoice/quote`, {}))).status).toBe(409);
    expect((await failure(api.post(`/activities/${LU}/invoice/quote`, { discountAmount: 200_001 }))).body.errors?.[0].field).toBe('discountAmount');
    signInAs('other', hanoi);
    expect((await failure(api.post(`/activities/${LU}/invoice/quote`, {}))).status).toBe(404);
    expect(world()).toEqual(was);
  });

  it('refuses, writing nothing: not completed, a transfer over what is due, a discount too large or unexplained, a changed total, another shop’s', async () => {
    signInAs('seller');
    const was = world();
    expect(await failure(invoice(TODAY.boWaiting))).toMatchObject({ status: 409, body: { message: 'Hoạt động chưa hoàn thành nên chưa thể thanh toán' } });
    expect(await failure(invoice(LU, { payments: [{ method: 'CARD', amount: 216_001 }] }))).toMatchObject({ status: 400, body: { errors: [{ field: 'payments' }] } });
    expect(await failure(invoice(LU, { discountAmount: 200_001 }))).toMatchObject({ status: 400, body: { errors: [{ field: 'discountAmount', messages: ['Chiết khấu vượt quá thành tiền'] }] } });
    expect((await failure(invoice(LU, { discountAmount: 30_000 }))).body.errors?.[0].field).toBe('discountReason');
    expect((await failure(invoice(LU, { discountAmount: 1_000, discountPercent: 5 }))).body.errors?.[0].field).toBe('discountPercent');
    expect(await failure(invoice(LU, { expectedTotal: 200_000 }))).toMatchObject({ status: 409, body: { message: expect.stringContaining('216.000') } });
    signInAs('other', hanoi);
    expect(await failure(invoice(LU))).toMatchObject({ status: 404, body: { message: 'Không tìm thấy hoạt động' } });
    expect(world()).toEqual(was);

    // the shop admin gives the same discount without saying why; the customer owes what is not paid
    signInAs('owner');
    const issued = await invoice(LU, { discountAmount: 30_000 });
    expect(issued).toMatchObject({ code: 'HD000001', subtotal: 200_000, discount: 30_000, vat: 13_600, total: 183_600, status: InvoiceStatus.ISSUED, debt: 183_600 });
    expect(issued.lines.map((l) => [l.invoiceDiscount, l.taxableBase, l.vat])).toEqual([[18_000, 102_000, 8_160], [12_000, 68_000, 5_440]]);
  });
});

describe('the mock of /activities/{id}/deposits', () => {
  it('takes a deposit once per key; the key on another activity is a conflict; refuses a canceled activity, no payment, another shop’s', async () => {
    signInAs('seller');
    const key = 'deposit-once-key-1';
    const first = await deposit(TODAY.boWaiting, [{ method: 'CASH', amount: 50_000 }], key);
    const was = world();
    expect(await deposit(TODAY.boWaiting, [{ method: 'CASH', amount: 50_000 }], key)).toEqual(first);
    expect(await depositsOf(TODAY.boWaiting)).toEqual(first);
    expect(await failure(deposit(TODAY.tomHomeWaiting, [{ method: 'CASH', amount: 50_000 }], key))).toMatchObject({ status: 409, body: { message: 'Mã chống trùng này đã dùng cho một khoản thanh toán khác' } });
    expect(await failure(deposit(TODAY.mimiBathCanceled, [{ method: 'CASH', amount: 1_000 }]))).toMatchObject({ status: 409, body: { message: 'Không thể chuyển hoạt động từ trạng thái Đã hủy' } });
    expect((await failure(deposit(TODAY.boWaiting, []))).body.errors?.[0].field).toBe('payments');
    expect((await failure(api.get('/activities/not-an-id/deposits'))).status).toBe(400);
    signInAs('other', hanoi);
    expect(await failure(deposit(TODAY.boWaiting, [{ method: 'CASH', amount: 1_000 }]))).toMatchObject({ status: 404, body: { message: 'Không tìm thấy hoạt động' } });
    expect((await failure(api.get(`/activities/${TODAY.boWaiting}/deposits`))).status).toBe(404);
    expect(world()).toEqual(was);
  });

  it('gives the deposits back when the activity is canceled; a pending one holding a deposit is not deleted', async () => {
    signInAs('seller');
    await deposit(TODAY.boWaiting, [{ method: 'CASH', amount: 50_000 }]);
    await deposit(TODAY.boWaiting, [{ method: 'BANK_TRANSFER', amount: 30_000 }]);
    await deposit(TODAY.boDraft, [{ method: 'CASH', amount: 20_000 }]);
    const deleted = await failure(api.delete(`/activities/${TODAY.boDraft}`));
    expect(deleted).toMatchObject({ status: 409, body: { message: 'Hoạt động đã có tiền ứng trước nên không thể xóa; hãy hủy hoạt động để hoàn tiền ứng' } });
    expect(mockState.activities[TODAY.boDraft]).toBeDefined();
    expect((await api.delete(`/activities/${TODAY.luGroomingWaiting}`)).status).toBe(204);

    signInAs('doctor');
    const bo = mockState.activities[TODAY.boWaiting];
    await api.post(`/activities/${bo.id}/transition`, { transition: 'cancel', version: bo.version, reason: 'Khách đổi lịch' });
    expect(bo.status).toBe(ActivityStatus.CANCELED);
    const after = await depositsOf(bo.id);
    expect([after.deposited, after.deposits.map((d) => [d.amount, d.method])]).toEqual([0, [[50_000, 'CASH'], [30_000, 'BANK_TRANSFER'], [-50_000, 'CASH'], [-30_000, 'BANK_TRANSFER']]]);
    expect(vouchersOf(bo.id).filter((v) => v.type === 'PAYMENT').map((v) => [v.category, v.amount, v.method, v.note, v.createdBy])).toEqual([
      ['DEPOSIT', 50_000, 'CASH', 'Khách đổi lịch', MOCK_IDS.users.doctor],
      ['DEPOSIT', 30_000, 'BANK_TRANSFER', 'Khách đổi lịch', MOCK_IDS.users.doctor],
    ]);
  });
});
