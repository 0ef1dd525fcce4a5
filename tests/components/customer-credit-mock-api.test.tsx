import { api } from '@/lib/api/client';
import { customerResponse } from '@/lib/contracts/customers';
import { invoiceDetail } from '@/lib/contracts/invoice-views';
import { InvoicePaymentType, InvoiceStatus } from '@/lib/enums/invoices';
import { MOCK_ACTIVITIES } from '@/tests/msw/activities-data';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { failure, getData, signInAs } from '@/tests/support/mock-api-calls';

// A customer's credit on the mock the console runs on (dev:mock), with the rules of
// server/modules/invoices/record-payment.ts and customer-credits/move-credit.ts: a part paid from
// credit writes no voucher and spends the customer's balance, never below zero nor on a walk-in's
// invoice; a void may keep what was paid as credit, and what was paid from credit always goes back
// to it. Hoàng Thu Giang holds 150.000 ₫ of credit in the mock world. Refused requests write nothing.

const { products: PR, customers: CU } = MOCK_CATALOGUE;
const books = () => mockState.books;
/** everything a request could write */
const world = () => structuredClone({ books: mockState.books, products: mockState.products, customers: mockState.customers });

beforeEach(() => server.use(...authHandlers(null)));

const sale = async (body: object) => invoiceDetail.parse((await api.post('/invoices', { idempotencyKey: crypto.randomUUID(), ...body })).data);
/** Pate Whiskas at 15.000 ₫ a sachet */
const whiskas = (quantity: number) => [{ productId: PR.whiskas, unitName: 'gói', quantity }];
const pay = async (id: string, payments: object[]) => invoiceDetail.parse((await api.post(`/invoices/${id}/payments`, { payments, idempotencyKey: crypto.randomUUID() })).data);
const voidIt = async (id: string, refund: 'REFUND' | 'CREDIT') => invoiceDetail.parse((await api.post(`/invoices/${id}/void`, { reason: 'Khách trả hàng', refund })).data);
const creditOf = async (customerId: string) => customerResponse.parse(await getData(`/customers/${customerId}`)).credit;
const vouchersOf = (invoiceId: string) => Object.values(books().vouchers).filter((v) => v.documentId === invoiceId);
const rowsOf = (invoice: { payments: Array<{ method: string; amount: number; type: number; voucher: { code: string } | null }> }) =>
  invoice.payments.map((p) => [p.method, p.amount, p.type, p.voucher?.code ?? null]);

describe('paying from the customer’s credit in the mock', () => {
  it('spends it with no voucher, beside cash with its receipt; then on what an invoice still owes', async () => {
    signInAs('seller');
    expect(await creditOf(CU.giang)).toBe(150_000);
    const sold = await sale({ lines: whiskas(10), customerId: CU.giang, payments: [{ method: 'CASH', amount: 100_000 }, { method: 'CREDIT', amount: 100_000 }] });
    // 100.000 from credit, so 50.000 of the cash and 50.000 back
    expect(sold).toMatchObject({ status: InvoiceStatus.PAID, total: 150_000, paid: 150_000, changeGiven: 50_000 });
    expect(rowsOf(sold)).toEqual([
      ['CASH', 50_000, InvoicePaymentType.CHECKOUT, 'PT000001'],
      ['CREDIT', 100_000, InvoicePaymentType.CHECKOUT, null],
    ]);
    expect(vouchersOf(sold.id).map((v) => [v.code, v.amount, v.method])).toEqual([['PT000001', 50_000, 'CASH']]);
    expect(await creditOf(CU.giang)).toBe(50_000);

    const owing = await sale({ lines: whiskas(4), customerId: CU.giang });
    const repaid = await pay(owing.id, [{ method: 'CREDIT', amount: 50_000 }]);
    expect(repaid).toMatchObject({ status: InvoiceStatus.PARTLY_PAID, paid: 50_000, debt: 10_000 });
    expect(rowsOf(repaid)).toEqual([['CREDIT', 50_000, InvoicePaymentType.DEBT_REPAY, null]]);
    expect(vouchersOf(owing.id)).toEqual([]);
    expect(await creditOf(CU.giang)).toBe(0);
    // the sales history finds them by the method
    expect(((await getData('/invoices', { method: 'CREDIT' })) as { total: number }).total).toBe(2);
  });

  it('spends it on an activity’s invoice too', async () => {
    signInAs('seller');
    mockState.customers[CU.an].credit = 100_000;
    const lu = MOCK_ACTIVITIES.today.luVaccinated;
    const body = { idempotencyKey: crypto.randomUUID(), payments: [{ method: 'CREDIT', amount: 100_000 }, { method: 'CASH', amount: 116_000 }] };
    const issued = invoiceDetail.parse((await api.post(`/activities/${lu}/invoice`, body)).data);
    expect(issued).toMatchObject({ total: 216_000, paid: 216_000, status: InvoiceStatus.PAID });
    expect(rowsOf(issued)).toEqual([
      ['CASH', 116_000, InvoicePaymentType.CHECKOUT, 'PT000001'],
      ['CREDIT', 100_000, InvoicePaymentType.CHECKOUT, null],
    ]);
    expect(await creditOf(CU.an)).toBe(0);
  });

  it('refuses as the server does, writing nothing: more than the balance, a walk-in, over what is due, a deposit', async () => {
    signInAs('seller');
    const owing = await sale({ lines: whiskas(20), customerId: CU.giang });
    const was = world();
    const credit = (amount: number) => [{ method: 'CREDIT', amount }];
    expect(await failure(sale({ lines: whiskas(20), customerId: CU.giang, payments: credit(150_001) }))).toMatchObject({ status: 409, body: { message: 'Số dư của khách không đủ: chỉ còn 150.000 ₫' } });
    expect(await failure(pay(owing.id, credit(150_001)))).toMatchObject({ status: 409, body: { message: 'Số dư của khách không đủ: chỉ còn 150.000 ₫' } });
    expect(await failure(sale({ lines: whiskas(1), customerId: CU.an, payments: credit(1_000) }))).toMatchObject({ status: 409, body: { message: 'Số dư của khách không đủ: chỉ còn 0 ₫' } });
    expect(await failure(sale({ lines: whiskas(1), payments: credit(15_000) }))).toMatchObject({ status: 409, body: { message: 'Chỉ khách hàng có hồ sơ mới có số dư: hãy chọn khách hàng' } });
    // like a transfer, it cannot be more than is due
    expect(await failure(sale({ lines: whiskas(1), customerId: CU.giang, payments: credit(20_000) }))).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'payments', messages: ['Chuyển khoản và thẻ không được vượt quá số tiền phải trả'] }] },
    });
    const deposit = { payments: credit(50_000), idempotencyKey: crypto.randomUUID() };
    expect(await failure(api.post(`/activities/${MOCK_ACTIVITIES.today.miloInProgress}/deposits`, deposit))).toMatchObject({
      status: 400,
      body: { statusCode: 400, error: 'ValidationException', message: 'Không thể ứng tiền bằng số dư của khách', errors: [{ field: 'payments', messages: ['Không thể ứng tiền bằng số dư của khách'] }] },
    });
    expect(world()).toEqual(was);
  });
});

describe('a void in the mock, and the customer’s credit', () => {
  it('keeps what was paid as credit: negative rows with no voucher, the balance up by their sum', async () => {
    signInAs('seller');
    const sold = await sale({ lines: whiskas(10), customerId: CU.binh, payments: [{ method: 'CASH', amount: 50_000 }] });
    await pay(sold.id, [{ method: 'BANK_TRANSFER', amount: 30_000 }]);
    signInAs('accountant');
    const voided = await voidIt(sold.id, 'CREDIT');
    expect(voided).toMatchObject({ status: InvoiceStatus.VOIDED, paid: 0, debt: 0, voidRefund: 'CREDIT' });
    expect(rowsOf(voided).slice(2)).toEqual([
      ['CASH', -50_000, InvoicePaymentType.CHECKOUT, null],
      ['BANK_TRANSFER', -30_000, InvoicePaymentType.DEBT_REPAY, null],
    ]);
    expect(vouchersOf(sold.id).filter((v) => v.type === 'PAYMENT')).toEqual([]);
    expect(await creditOf(CU.binh)).toBe(80_000);
  });

  it('refunds by payment vouchers, except what was paid from credit, which goes back to it', async () => {
    signInAs('seller');
    const sold = await sale({ lines: whiskas(10), customerId: CU.giang, payments: [{ method: 'CASH', amount: 50_000 }, { method: 'CREDIT', amount: 100_000 }] });
    expect(await creditOf(CU.giang)).toBe(50_000);
    signInAs('owner');
    const voided = await voidIt(sold.id, 'REFUND');
    expect(rowsOf(voided).slice(2)).toEqual([
      ['CASH', -50_000, InvoicePaymentType.CHECKOUT, expect.stringMatching(/^PC\d{6}$/)],
      ['CREDIT', -100_000, InvoicePaymentType.CHECKOUT, null],
    ]);
    expect(vouchersOf(sold.id).filter((v) => v.type === 'PAYMENT').map((v) => [v.category, v.amount, v.method, v.payerName])).toEqual([['SALES', 50_000, 'CASH', 'Hoàng Thu Giang']]);
    expect(await creditOf(CU.giang)).toBe(150_000);
  });

  it('keeps nothing for a walk-in (409), writing nothing', async () => {
    signInAs('seller');
    const sold = await sale({ lines: whiskas(2), payments: [{ method: 'CASH', amount: 30_000 }] });
    signInAs('owner');
    const was = world();
    expect(await failure(voidIt(sold.id, 'CREDIT'))).toMatchObject({ status: 409, body: { message: 'Chỉ khách hàng có hồ sơ mới có số dư: hãy chọn khách hàng' } });
    expect(world()).toEqual(was);
  });
});
