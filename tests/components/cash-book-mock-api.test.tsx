import ExcelJS from 'exceljs';
import { api } from '@/lib/api/client';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { failure, getData, signInAs } from '@/tests/support/mock-api-calls';

// The mock API of the cash book (tests/msw/handlers/cash-vouchers.ts), as `npm run dev:mock`
// answers it: the server's guards, errors and idempotency, one shop never reaching another's vouchers.

const { q1, hanoi } = MOCK_IDS.shops;
const vouchersOf = (shopId: string) => Object.values(mockState.books.vouchers).filter((v) => v.shopId === shopId);
const rent = { type: 'PAYMENT', category: 'RENT', payerType: 'OTHER', payerName: 'Công ty TNHH Đầu tư Bến Nghé', amount: 15_000_000, method: 'BANK_TRANSFER' };
/** a voucher as the console sends it: with a key of its own */
const sent = (body: object) => ({ idempotencyKey: crypto.randomUUID(), ...body });

describe('mock cash book', () => {
  it('writes a voucher once per idempotency key, and refuses a category only documents write', async () => {
    signInAs('accountant');
    const body = { ...rent, idempotencyKey: 'rent-2026-11-key' };
    const first = (await api.post('/cash-vouchers', body)).data as { id: string; code: string };
    const again = (await api.post('/cash-vouchers', body)).data as { id: string };
    expect(again.id).toBe(first.id);
    expect(first.code).toBe('PC000002');
    expect(vouchersOf(q1)).toHaveLength(2);

    const refused = await failure(api.post('/cash-vouchers', sent({ ...rent, category: 'SALES' })));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'category', messages: ['Hạng mục này chỉ được ghi bởi chứng từ gốc'] }]);
    // another shop's customer is no payer of Quận 1's
    const foreign = await failure(api.post('/cash-vouchers', sent({ ...rent, type: 'RECEIPT', category: 'OTHER_INCOME', payerType: 'CUSTOMER', payerId: MOCK_CATALOGUE.customers.hanoiHa })));
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Không tìm thấy đối tượng nộp/nhận tiền' } });
  });

  it('refuses to void a document’s own voucher or a reversal, and a voucher twice', async () => {
    signInAs('owner');
    const purchase = vouchersOf(q1).find((v) => v.code === 'PC000001')!;
    expect(await failure(api.post(`/cash-vouchers/${purchase.id}/void`, { reason: 'Thử' }))).toMatchObject({ status: 409, body: { message: 'Phiếu này thuộc chứng từ PN000001: hãy hủy chứng từ gốc' } });

    const written = (await api.post('/cash-vouchers', sent(rent))).data as { id: string };
    expect((await failure(api.post(`/cash-vouchers/${written.id}/void`, { reason: '' }))).status).toBe(400);
    const voided = (await api.post(`/cash-vouchers/${written.id}/void`, { reason: 'Ghi nhầm' })).data as { reversedBy: { id: string; code: string } };
    expect(voided.reversedBy.code).toBe('PT000001');
    expect(await failure(api.post(`/cash-vouchers/${written.id}/void`, { reason: 'Lần nữa' }))).toMatchObject({ status: 409, body: { message: 'Chứng từ này đã bị hủy trước đó' } });
    expect(await failure(api.post(`/cash-vouchers/${voided.reversedBy.id}/void`, { reason: 'Đảo lại' }))).toMatchObject({ status: 409, body: { message: 'Phiếu hủy không thể hủy lại' } });
  });

  it('keeps Hà Nội’s vouchers out of Quận 1’s book, list, summary, voucher and export alike', async () => {
    signInAs('owner');
    const theirs = vouchersOf(hanoi)[0];
    const list = (await getData('/cash-vouchers', { from: '2025-01-01', to: '2026-12-31' })) as { items: Array<{ id: string }> };
    expect(list.items.map((v) => v.id)).not.toContain(theirs.id);
    expect((await failure(api.get(`/cash-vouchers/${theirs.id}`))).status).toBe(404);
    expect((await failure(api.get('/cash-vouchers', { headers: { 'shop-Id': hanoi } }))).status).toBe(403);

    const file = await api.get('/cash-vouchers/export', { params: { from: '2025-10-01', to: '2025-10-31' }, responseType: 'arraybuffer' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.data as ArrayBuffer);
    const codes: unknown[] = [];
    book.worksheets[0].eachRow((row) => codes.push(row.getCell(1).value));
    expect(codes).toEqual(['Mã phiếu', 'PC000001', 'Tổng hợp từ 01/10/2025 đến 31/10/2025', 'Tiền mặt', 'Chuyển khoản', 'Thẻ', 'Tổng cộng']);
  });

  it('shows the cash book to the shop admin and the accountant only (SPEC §6)', async () => {
    for (const user of ['seller', 'doctor', 'spa'] as const) {
      signInAs(user);
      expect((await failure(api.get('/cash-vouchers/summary'))).status).toBe(403);
    }
  });
});
