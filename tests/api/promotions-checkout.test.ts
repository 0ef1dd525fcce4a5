import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import type { SaleQuote } from '@/lib/contracts/invoices';
import type { Promotion } from '@/lib/contracts/promotions';
import { InvoiceKind } from '@/lib/enums/invoices';
import { call, created } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { expectRefused, shopDay } from '../support/books';
import { rowsOf } from '../support/fixtures';

// Promotions kept through /promotions are those checkout applies (issue 18 §5): POST /invoices/quote
// gives what a running one gives, never what an inactive or expired one would; an invoice keeps
// what it was given when the promotion is edited later; a promotion an invoice used is not deleted.

const { server, shops, as } = shopSuite(['seller']);
let goods: { id: string; unit: string; name: string };

const create = (body: Record<string, unknown>) => created<Promotion>(server.url, '/promotions', body, as('owner'));
const buyOneGetOne = (code: string, patch: Record<string, unknown> = {}) => ({
  code,
  name: `Mua 1 tặng 1 ${code}`,
  method: 'PRODUCT#GIFT',
  startsOn: shopDay(-1),
  kinds: [InvoiceKind.RETAIL],
  buyProductId: goods.id,
  buyQuantity: 1,
  giftProductId: goods.id,
  giftQuantity: 1,
  ...patch,
});
const quote = async () => (await call<SaleQuote>(server.url, 'POST', '/invoices/quote', { ...as('seller'), body: { lines: [{ productId: goods.id, unitName: goods.unit, quantity: 2 }] } })).body;
const given = (q: SaleQuote) => q.promotions.map((p) => p.code);
const setActive = (id: string, isActive: boolean) => call(server.url, 'PUT', `/promotions/${id}/status`, { ...as('owner'), body: { isActive } });

beforeAll(async () => {
  // goods with stock enough for a sale and its gifts
  [goods] = await rowsOf<{ id: string; unit: string; name: string }>(server.db, sql`select id, unit, name from products where shop_id = ${shops.q1} and stock_on_hand >= 10 and is_active order by code limit 1`);
});

describe('promotions at checkout', () => {
  let running: Promotion;

  it('gives what a running promotion made here gives, and nothing once it is switched off', async () => {
    running = await create(buyOneGetOne('KM-1T1'));
    const on = await quote();
    expect(given(on)).toContain('KM-1T1');
    expect(on.lines.filter((l) => l.giftOfId === running.id).map((l) => [l.quantity, l.unitPrice])).toEqual([[2, 0]]);

    await setActive(running.id, false);
    const off = await quote();
    expect(given(off)).not.toContain('KM-1T1');
    expect(off.lines.some((l) => l.giftOfId === running.id)).toBe(false);
    await setActive(running.id, true);
  });

  it('never gives what an expired, upcoming or other-kind promotion would', async () => {
    await create(buyOneGetOne('KM-HETHAN', { startsOn: shopDay(-10), endsOn: shopDay(-1) }));
    await create(buyOneGetOne('KM-SAPTOI', { startsOn: shopDay(1) }));
    await create(buyOneGetOne('KM-SPA', { kinds: [InvoiceKind.GROOMING] }));
    expect(given(await quote())).toEqual(['KM-1T1']);
  });

  it('keeps on an issued invoice what the promotion gave, after the promotion is edited', async () => {
    const sale = await created<{ id: string }>(server.url, '/invoices', { idempotencyKey: crypto.randomUUID(), lines: [{ productId: goods.id, unitName: goods.unit, quantity: 1 }], payments: [{ method: 'CASH', amount: 10_000_000 }] }, as('seller'));
    const before = (await call<InvoiceDetail>(server.url, 'GET', `/invoices/${sale.id}`, as('owner'))).body;
    expect(before.lines.find((l) => l.giftOf?.id === running.id)?.quantity).toBe(1);
    expect((await call<Promotion>(server.url, 'GET', `/promotions/${running.id}`, as('owner'))).body.usageCount).toBe(1);

    const edited = await call(server.url, 'PUT', `/promotions/${running.id}`, { ...as('owner'), body: buyOneGetOne('KM-1T1', { giftQuantity: 3 }) });
    expect(edited.status).toBe(200);
    const after = (await call<InvoiceDetail>(server.url, 'GET', `/invoices/${sale.id}`, as('owner'))).body;
    expect(after.lines).toEqual(before.lines);
    expect(after.total).toBe(before.total);
  });

  it('refuses to delete a promotion an invoice used (409): it is switched off instead', async () => {
    const res = await expectRefused(call(server.url, 'DELETE', `/promotions/${running.id}`, as('owner')), 409, /hãy tắt khuyến mãi/);
    expect(res.error).toBe('Conflict');
    expect((await call(server.url, 'GET', `/promotions/${running.id}`, as('owner'))).status).toBe(200);
    expect((await setActive(running.id, false)).status).toBe(200);
  });
});
