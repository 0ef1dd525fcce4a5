import { api } from '@/lib/api/client';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { failure, signInAs } from '@/tests/support/mock-api-calls';

// The mock API of the supplier debts (tests/msw/handlers/supplier-debts.ts), as `npm run dev:mock`
// answers it: the server's refusals and idempotency (server/modules/supplier-debts/pay-supplier.ts).

const SU = MOCK_CATALOGUE.suppliers;
const paymentsOf = (shopId: string) => Object.values(mockState.books.vouchers).filter((v) => v.shopId === shopId);
const { q1 } = MOCK_IDS.shops;

describe('mock supplier debts', () => {
  // as the console pays: each payment with a key of its own
  const pay = (supplierId: string, body: object) => api.post(`/supplier-debts/${supplierId}/payments`, { idempotencyKey: crypto.randomUUID(), ...body });

  it('pays once per idempotency key, and refuses the key for another supplier', async () => {
    signInAs('seller');
    const first = (await pay(SU.vetPharma, { amount: 1_000_000, idempotencyKey: 'pay-vet-pharma-1' })).data as { voucherId: string; code: string };
    const again = (await pay(SU.vetPharma, { amount: 1_000_000, idempotencyKey: 'pay-vet-pharma-1' })).data as { voucherId: string };
    expect(again.voucherId).toBe(first.voucherId);
    expect(paymentsOf(q1).filter((v) => v.category === 'SUPPLIER_DEBT')).toHaveLength(1);
    expect(await failure(pay(SU.royalPet, { amount: 1_000, idempotencyKey: 'pay-vet-pharma-1' }))).toMatchObject({ status: 409 });
  });

  it('refuses paying a supplier owed nothing, more than is owed, and another shop’s supplier', async () => {
    signInAs('owner');
    expect(await failure(pay(SU.royalPet, { amount: 1_000 }))).toMatchObject({ status: 400, body: { errors: [{ field: 'amount', messages: ['Không còn công nợ với nhà cung cấp này'] }] } });
    expect(await failure(pay(SU.vetPharma, { amount: 6_869_001 }))).toMatchObject({ status: 400, body: { message: 'Số tiền trả vượt quá công nợ hiện tại (6.869.000\u00a0₫)' } });
    expect((await failure(pay(SU.hanoiHaThanh, { amount: 1_000 }))).status).toBe(404);
    expect(paymentsOf(q1)).toHaveLength(1);
  });
});
