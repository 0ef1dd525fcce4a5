import { eq } from 'drizzle-orm';
import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '@/server/db/schema/shops';
import { subscriptions } from '@/server/db/schema/subscriptions';
import { call, signInAll, signInAs } from '../support/api-client';
import { imageForm, shopIdByAlias, tableCounts } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let owner: Session;
let doctor: Session;
let admin: Session;
let q1: string;
let q7: string;
let hanoi: string;

beforeAll(async () => {
  server = await startTestServer();
  [owner, doctor, admin] = await signInAll(server.url, ['owner', 'doctor', 'admin']);
  [q1, q7, hanoi] = await Promise.all(['Quận 1', 'Quận 7', 'Happy Pet'].map((a) => shopIdByAlias(server.db, a)));
});
afterAll(() => server?.close());

const as = (s: Session, shopId?: string) => ({ token: s.backendTokens.accessToken, shopId });

describe('GET /shops/chain', () => {
  it('answers the shop, both branches of the chain and the plan for a chain member', async () => {
    const res = await call<{ shop: { id: string; alias: string }; branches: { id: string; alias: string }[]; subscriptionPlan: { timeframe: string; isExpired: boolean } }>(
      server.url,
      'GET',
      '/shops/chain',
      as(owner, q1),
    );
    expect(res.status).toBe(200);
    expect(res.body.shop).toMatchObject({ id: q1, alias: 'Quận 1' });
    expect(res.body.branches.map((b) => b.alias).sort()).toEqual(['Quận 1', 'Quận 7']);
    expect(res.body.subscriptionPlan).toMatchObject({ timeframe: '2-01Y', isExpired: false });
  });

  it('lets a chain member work in another branch', async () => {
    const res = await call<{ shop: { id: string } }>(server.url, 'GET', '/shops/chain', as(owner, q7));
    expect(res.status).toBe(200);
    expect(res.body.shop.id).toBe(q7);
  });

  it('gives a staff member who is not a chain member only their own shop', async () => {
    const res = await call<{ branches: { id: string }[] }>(server.url, 'GET', '/shops/chain', as(doctor, q1));
    expect(res.status).toBe(200);
    expect(res.body.branches.map((b) => b.id)).toEqual([q1]);
    expect((await call(server.url, 'GET', '/shops/chain', as(doctor, q7))).status).toBe(403);
  });

  it('answers 403 with the shop-Id of another shop, leaking nothing of it', async () => {
    const res = await call<{ error: string; message: string }>(server.url, 'GET', '/shops/chain', as(owner, hanoi));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Forbidden');
    expect(JSON.stringify(res.body)).not.toContain('Happy Pet');
  });

  it('answers 400 without shop-Id, 403 for a malformed or unknown one, 401 without a token', async () => {
    expect((await call(server.url, 'GET', '/shops/chain', as(owner))).status).toBe(400);
    expect((await call(server.url, 'GET', '/shops/chain', as(owner, 'not-a-uuid'))).status).toBe(403);
    expect((await call(server.url, 'GET', '/shops/chain', as(owner, '00000000-0000-4000-8000-000000000000'))).status).toBe(403);
    expect((await call(server.url, 'GET', '/shops/chain', { shopId: q1 })).status).toBe(401);
    expect((await call(server.url, 'GET', '/shops/chain', {})).status).toBe(401);
  });

  it('answers 403 for a locked branch of the chain while the own shop still works', async () => {
    await server.db.update(shops).set({ isLocked: true }).where(eq(shops.id, q7));
    try {
      expect((await call(server.url, 'GET', '/shops/chain', as(owner, q7))).status).toBe(403);
      expect((await call(server.url, 'GET', '/shops/chain', as(owner, q1))).status).toBe(200);
    } finally {
      await server.db.update(shops).set({ isLocked: false }).where(eq(shops.id, q7));
    }
    expect((await call(server.url, 'GET', '/shops/chain', as(owner, q7))).status).toBe(200);
  });

  it('answers 403 to the system administrator, who has no shop', async () => {
    expect((await call(server.url, 'GET', '/shops/chain', as(admin, q1))).status).toBe(403);
  });
});

describe('GET /shops/info', () => {
  it('answers the shop with bank info and VAT settings to every role of the shop', async () => {
    for (const email of ['doctor@petclinic.vn', 'seller@petclinic.vn', 'accountant@petclinic.vn', 'spa@petclinic.vn'] as const) {
      const s = await signInAs(server.url, email);
      const res = await call<{ alias: string; bankInfo: { bankName: string }; vatSettings: Record<string, { isEnabled: boolean; percent: number }> }>(
        server.url,
        'GET',
        '/shops/info',
        as(s, q1),
      );
      expect(res.status).toBe(200);
      expect(res.body.alias).toBe('Quận 1');
      expect(res.body.bankInfo.bankName).toBe('Vietcombank');
      expect(res.body.vatSettings.healthcare).toEqual({ isEnabled: true, percent: 8 });
      expect(res.body.vatSettings.sale).toEqual({ isEnabled: false, percent: 0 });
    }
  });

  it('answers 403 for another shop', async () => {
    expect((await call(server.url, 'GET', '/shops/info', as(doctor, hanoi))).status).toBe(403);
  });
});

function shopForm(overrides: Record<string, string> = {}, withLogo = false): FormData {
  const form = withLogo ? imageForm('document', undefined, 'logo.png') : new FormData();
  const fields: Record<string, string> = {
    name: 'PetCare Sài Gòn - Quận 1',
    alias: 'Quận Một',
    phone: '02838221234',
    address: '45 Lê Thánh Tôn, Quận 1',
    bankInfo: JSON.stringify({ bankName: 'ACB', accountNumber: '123456789', bankBranch: 'Bến Thành', accountName: 'PETCARE' }),
    vatSettings: JSON.stringify({
      sale: { isEnabled: false, percent: 0 },
      grooming: { isEnabled: true, percent: '10' },
      healthcare: { isEnabled: true, percent: 8 },
      hotel: { isEnabled: false, percent: '-' },
    }),
    ...overrides,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

describe('PUT /shops/info', () => {
  it('updates the shop with a logo (multipart) and answers the updated shop', async () => {
    const res = await call<{ alias: string; logo: string; bankInfo: { bankName: string }; vatSettings: { grooming: { percent: number }; hotel: { percent: number } } }>(
      server.url,
      'PUT',
      '/shops/info',
      { ...as(owner, q1), form: shopForm({}, true) },
    );
    expect(res.status).toBe(200);
    expect(res.body.alias).toBe('Quận Một');
    expect(res.body.bankInfo.bankName).toBe('ACB');
    expect(res.body.vatSettings.grooming).toEqual({ isEnabled: true, percent: 10 });
    expect(res.body.vatSettings.hotel).toEqual({ isEnabled: false, percent: 0 });
    expect(res.body.logo).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const logo = await fetch(`${server.url}${res.body.logo}`, { headers: { authorization: `Bearer ${doctor.backendTokens.accessToken}` } });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
  });

  it('accepts bracketed fields as a browser form sends them', async () => {
    const form = shopForm();
    form.delete('bankInfo');
    form.set('bankInfo[bankName]', 'Techcombank');
    const res = await call<{ bankInfo: { bankName: string; accountNumber: string | null } }>(server.url, 'PUT', '/shops/info', { ...as(owner, q1), form });
    expect(res.status).toBe(200);
    expect(res.body.bankInfo).toMatchObject({ bankName: 'Techcombank', accountNumber: null });
  });

  it.each([
    ['a VAT percent over 100', { vatSettings: JSON.stringify({ sale: { isEnabled: true, percent: 101 }, grooming: { isEnabled: false, percent: 0 }, healthcare: { isEnabled: false, percent: 0 }, hotel: { isEnabled: false, percent: 0 } }) }, 'vatSettings.sale.percent'],
    ['an invalid phone', { phone: '12345' }, 'phone'],
    ['a short name', { name: 'AB' }, 'name'],
    ['missing VAT lines', { vatSettings: JSON.stringify({ sale: { isEnabled: true, percent: 5 } }) }, 'vatSettings.grooming'],
    ['a bank VietQR does not know', { bankInfo: JSON.stringify({ bankName: 'Ngân hàng Không Tồn Tại', accountNumber: '1', bankBranch: '', accountName: '' }) }, 'bankInfo.bankName'],
    ['a paper it cannot print on', { printAfterPayment: 'a4' }, 'printAfterPayment'],
    ['an opening hour that is not a time', { opensAt: '8h', closesAt: '20:00' }, 'opensAt'],
    ['a closing time before the opening time', { opensAt: '18:00', closesAt: '09:00' }, 'closesAt'],
    ['an opening time without a closing time', { opensAt: '07:00' }, 'closesAt'],
    ['a late check-out hour of 24:00', { lateCheckOutAfter: '24:00' }, 'lateCheckOutAfter'],
  ])('rejects %s with 400 and changes nothing', async (_label, overrides, field) => {
    const before = await server.db.select().from(shops).where(eq(shops.id, q1));
    const counts = await tableCounts(server.db);
    const res = await call<{ error: string; errors: { field: string }[] }>(server.url, 'PUT', '/shops/info', { ...as(owner, q1), form: shopForm(overrides, true) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ValidationException');
    expect(res.body.errors.map((e) => e.field)).toContain(field);
    expect(await server.db.select().from(shops).where(eq(shops.id, q1))).toEqual(before);
    expect(await tableCounts(server.db)).toEqual(counts);
  });

  it('keeps the paper that prints after payment, and leaves it as it is when the form does not name it', async () => {
    const set = await call<{ printAfterPayment: string }>(server.url, 'PUT', '/shops/info', { ...as(owner, q1), form: shopForm({ printAfterPayment: 'receipt' }) });
    expect(set.status).toBe(200);
    expect(set.body.printAfterPayment).toBe('receipt');
    const untouched = await call<{ printAfterPayment: string }>(server.url, 'PUT', '/shops/info', { ...as(owner, q1), form: shopForm() });
    expect(untouched.body.printAfterPayment).toBe('receipt');
    const seen = await call<{ shop: { printAfterPayment: string } }>(server.url, 'GET', '/shops/chain', as(doctor, q1));
    expect(seen.body.shop.printAfterPayment).toBe('receipt');
    const off = await call<{ printAfterPayment: string }>(server.url, 'PUT', '/shops/info', { ...as(owner, q1), form: shopForm({ printAfterPayment: 'none' }) });
    expect(off.body.printAfterPayment).toBe('none');
  });

  it('keeps the opening hours and the late check-out hour (08:00–20:00 and 12:00 until set), untouched when the form leaves them out', async () => {
    const before = await call<{ shop: { opensAt: string; closesAt: string; lateCheckOutAfter: string } }>(server.url, 'GET', '/shops/chain', as(doctor, q1));
    expect(before.body.shop).toMatchObject({ opensAt: '08:00', closesAt: '20:00', lateCheckOutAfter: '12:00' });
    const set = await call<{ opensAt: string; closesAt: string; lateCheckOutAfter: string }>(server.url, 'PUT', '/shops/info', { ...as(owner, q1), form: shopForm({ opensAt: '07:30', closesAt: '21:00', lateCheckOutAfter: '14:00' }) });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ opensAt: '07:30', closesAt: '21:00', lateCheckOutAfter: '14:00' });
    const untouched = await call<{ opensAt: string; lateCheckOutAfter: string }>(server.url, 'PUT', '/shops/info', { ...as(owner, q1), form: shopForm() });
    expect(untouched.body).toMatchObject({ opensAt: '07:30', lateCheckOutAfter: '14:00' });
    const back = await call(server.url, 'PUT', '/shops/info', { ...as(owner, q1), form: shopForm({ opensAt: '08:00', closesAt: '20:00', lateCheckOutAfter: '12:00' }) });
    expect(back.status).toBe(200);
  });

  it('rejects a logo that is not an image by content, storing nothing', async () => {
    const counts = await tableCounts(server.db);
    const form = shopForm();
    form.set('document', new Blob([Buffer.from('<svg onload="alert(1)"></svg>')], { type: 'image/png' }), 'fake.png');
    const res = await call<{ error: string }>(server.url, 'PUT', '/shops/info', { ...as(owner, q1), form });
    expect(res.status).toBe(400);
    expect(await tableCounts(server.db)).toEqual(counts);
  });

  it('answers 415 for a JSON body', async () => {
    const res = await call(server.url, 'PUT', '/shops/info', { ...as(owner, q1), body: { name: 'x' } });
    expect(res.status).toBe(415);
  });

  it('answers 403 to roles other than the shop admin', async () => {
    for (const email of ['doctor@petclinic.vn', 'seller@petclinic.vn', 'accountant@petclinic.vn', 'spa@petclinic.vn'] as const) {
      const s = await signInAs(server.url, email);
      const res = await call(server.url, 'PUT', '/shops/info', { ...as(s, q1), form: shopForm() });
      expect(res.status).toBe(403);
    }
  });

  it('answers 403 for another shop and changes nothing there', async () => {
    const before = await server.db.select().from(shops).where(eq(shops.id, hanoi));
    expect((await call(server.url, 'PUT', '/shops/info', { ...as(owner, hanoi), form: shopForm() })).status).toBe(403);
    expect(await server.db.select().from(shops).where(eq(shops.id, hanoi))).toEqual(before);
  });

  it('answers 403 "subscription expired" to writes of an expired shop, while reads still work', async () => {
    await server.db.update(subscriptions).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.shopId, q7));
    const write = await call<{ message: string }>(server.url, 'PUT', '/shops/info', { ...as(owner, q7), form: shopForm({ alias: 'Quận Bảy' }) });
    expect(write.status).toBe(403);
    expect(write.body.message).toContain('hết hạn');
    expect((await call(server.url, 'GET', '/shops/info', as(owner, q7))).status).toBe(200);
  });
});
