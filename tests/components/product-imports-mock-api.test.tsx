import { api } from '@/lib/api/client';
import { productImportPage, productImportResponse } from '@/lib/contracts/product-imports';
import { ImportStatus } from '@/lib/enums/product-imports';
import { mockState } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { failure, getData, signInAs } from '@/tests/support/mock-api-calls';
import { line, openingImport, PR, SU } from '@/tests/support/product-imports';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The mock of /product-imports the screens run on, with the rules of server/modules/product-imports:
// INVENTORY_IMPORT only, another shop's import missing, a draft edited until it completes, a
// completion paid once per idempotency key, a void that takes the goods back and refunds the payment.

beforeEach(() => server.use(...authHandlers(null)));

const DRAFT = { supplierId: SU.royalPet, lines: [line(PR.royalCanin, 'túi', 4, 340_000)] };
const post = async (body: Record<string, unknown>) => productImportResponse.parse((await api.post('/product-imports', body)).data);

describe('mock API: /product-imports', () => {
  it('is for the admin and the accountant, in their own shop', async () => {
    signInAs('seller');
    expect((await failure(api.get('/product-imports'))).status).toBe(403);
    signInAs('owner');
    const hanoi = Object.values(mockState.books.imports).find((i) => i.shopId !== openingImport().shopId)!;
    expect((await failure(api.get(`/product-imports/${hanoi.id}`))).body.message).toBe('Không tìm thấy phiếu nhập');
    signInAs('accountant');
    expect(productImportPage.parse(await getData('/product-imports')).items.map((i) => i.code)).toEqual(['PN000001']);
  });

  it('finds imports by supplier name without accents and by code, and refuses a day range ending before it starts', async () => {
    signInAs('owner');
    await post(DRAFT);
    expect(productImportPage.parse(await getData('/product-imports', { search: 'thuc an' })).items.map((i) => i.code)).toEqual(['PN000002']);
    expect(productImportPage.parse(await getData('/product-imports', { search: '0001' })).items.map((i) => i.code)).toEqual(['PN000001']);
    expect((await failure(api.get('/product-imports', { params: { from: '2025-02-01', to: '2025-01-01' } }))).body.message).toBe('Ngày kết thúc phải sau ngày bắt đầu');
  });

  it('edits a draft until it completes, and refuses a unit the product does not have', async () => {
    signInAs('owner');
    const draft = await post(DRAFT);
    const wrongUnit = await failure(api.put(`/product-imports/${draft.id}`, { ...DRAFT, lines: [line(PR.royalCanin, 'thùng', 1, 1)] }));
    expect(wrongUnit.body.errors).toEqual([{ field: 'lines.0.unitName', messages: ['Đơn vị tính không thuộc sản phẩm này'] }]);
    const key = crypto.randomUUID();
    const done = productImportResponse.parse((await api.put(`/product-imports/${draft.id}`, { ...DRAFT, payNow: 500_000, complete: true, idempotencyKey: key })).data);
    expect(done).toMatchObject({ status: ImportStatus.COMPLETED, total: 1_360_000, paid: 500_000, debt: 860_000, payments: [{ amount: 500_000, method: 'CASH' }] });
    expect(mockState.products[PR.royalCanin].stockOnHand).toBe(26);
    expect((await failure(api.put(`/product-imports/${draft.id}`, DRAFT))).body.message).toBe('Phiếu nhập đã hoàn thành hoặc đã hủy, không thể thay đổi');

    // a retried completion answers as the first did, and pays nothing more
    expect(productImportResponse.parse((await api.post(`/product-imports/${draft.id}/complete`, { idempotencyKey: key })).data).payments).toHaveLength(1);
    const other = await post(DRAFT);
    expect((await failure(api.post(`/product-imports/${other.id}/complete`, { idempotencyKey: key }))).status).toBe(409);
    expect(mockState.products[PR.royalCanin].stockOnHand).toBe(26);
  });

  it('answers a new import sent again with its key (a double click on “complete”) with the one the first request made', async () => {
    signInAs('owner');
    const body = { ...DRAFT, payNow: 100_000, complete: true, idempotencyKey: crypto.randomUUID() };
    const first = await post(body);
    const again = await post(body);
    expect(again.id).toBe(first.id);
    expect(again.payments).toHaveLength(1);
    expect(Object.values(mockState.books.imports).filter((i) => i.supplierId === SU.royalPet)).toHaveLength(1);
    expect(mockState.products[PR.royalCanin].stockOnHand).toBe(26);
  });

  it('voids a completed import: its goods leave stock and its payment comes back as a receipt', async () => {
    signInAs('owner');
    const done = await post({ ...DRAFT, payNow: 1_360_000, payMethod: 'CARD', complete: true, idempotencyKey: crypto.randomUUID() });
    expect((await failure(api.post(`/product-imports/${done.id}/void`, { reason: '' }))).body.errors?.[0].field).toBe('reason');
    const voided = productImportResponse.parse((await api.post(`/product-imports/${done.id}/void`, { reason: 'Hàng lỗi, trả lại' })).data);
    expect(voided).toMatchObject({ status: ImportStatus.VOIDED, paid: 0, debt: 0, voidReason: 'Hàng lỗi, trả lại', voidedBy: { name: 'Nguyễn Thị Minh Anh' } });
    expect(voided.payments.map((p) => [p.voucherCode, p.amount, p.method])).toEqual([
      ['PC000002', 1_360_000, 'CARD'],
      ['PT000001', -1_360_000, 'CARD'],
    ]);
    expect(mockState.products[PR.royalCanin].stockOnHand).toBe(22);
    expect((await failure(api.post(`/product-imports/${done.id}/void`, { reason: 'lần nữa' }))).body.message).toBe('Chứng từ này đã bị hủy trước đó');
  });
});
