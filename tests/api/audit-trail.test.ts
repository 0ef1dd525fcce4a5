import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/lib/contracts/audit';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { Page } from '@/lib/contracts/pagination';
import { Role } from '@/lib/roles';
import { users } from '@/server/db/schema/users';
import { call, signInThroughNextAuth } from '../support/api-client';
import { serveForFile } from '../support/api-suite';
import { type AuditKit, auditKit, type AuditRow, changeEntryCount, entriesOf, nextSerial } from '../support/audit-kit';
import { expectBooksUntouched, shopDay } from '../support/books';

// The audit trail (issue 21) as its readers meet it: what an update, a delete, a password change,
// a refused call and a sign-in leave behind — and nothing of a write that rolled back — and the
// shop admin's list of it (GET /audit-entries): newest first, narrowed by each filter, another
// shop's entries never in it, read by no other role, bad filters refused in the user's language.

const server = serveForFile();
let kit: AuditKit;
beforeAll(async () => {
  kit = await auditKit(server);
});

const list = (query: string, caller: Parameters<AuditKit['by']>[0] = 'owner', lang?: string) =>
  call<Page<AuditEntry> & ErrorBody>(server.url, 'GET', `/audit-entries?${query}`, { ...kit.by(caller), lang });

/** The one entry `request` leaves, whatever its action. */
async function onlyEntryOf<T>(request: () => Promise<T>): Promise<{ result: T; entry: AuditRow }> {
  const { result, added } = await entriesOf(server.db, request);
  expect(added).toHaveLength(1);
  return { result, entry: added[0] };
}

describe('an update', () => {
  it('keeps the price changed, from the old to the new, and nothing that stayed; who did it by name and role', async () => {
    const product = await kit.product({ salePrice: 120_000 });
    const body = { code: product.code, name: product.name, group: product.group, unit: product.unit, salePrice: 135_000, minimumStock: product.minimumStock };
    const { result, entry } = await onlyEntryOf(() => call(server.url, 'PUT', `/products/${product.id}`, { ...kit.by('accountant'), body }));
    expect(result.status).toBe(200);
    expect(entry).toMatchObject({
      action: 'update',
      entityType: 'products',
      entityId: product.id,
      entityLabel: product.code,
      userId: kit.userId('accountant'),
      userName: 'Võ Thị Hạnh',
      role: Role.SHOP_ACCOUNTANT,
      shopId: kit.q1,
      operation: 'PUT /products/[id]',
    });
    expect(entry.changes).toEqual({ salePrice: { from: 120_000, to: 135_000 } });
    // the owner reads the same on the product's own history
    const history = await list(`entityId=${product.id}`);
    expect(history.body.items[0]).toMatchObject({ action: 'update', changes: { salePrice: { from: 120_000, to: 135_000 } }, user: { name: 'Võ Thị Hạnh', role: Role.SHOP_ACCOUNTANT } });
  });

  it('of a customer sent unchanged records an entry without changes', async () => {
    const customer = await kit.customer();
    const { entry } = await onlyEntryOf(() => call(server.url, 'PUT', `/customers/${customer.id}`, { ...kit.by('seller'), body: { name: customer.name, phone: customer.phone } }));
    expect(entry).toMatchObject({ action: 'update', entityId: customer.id, entityLabel: customer.name, changes: null });
  });
});

describe('a delete', () => {
  it("names the customer deleted by their name, with the fields they had", async () => {
    const customer = await kit.customer({ name: `Trần Văn Xóa ${nextSerial()}` });
    const { result, entry } = await onlyEntryOf(() => call(server.url, 'DELETE', `/customers/${customer.id}`, kit.by('owner')));
    expect(result.status).toBeOneOf([200, 204]);
    expect(entry).toMatchObject({ action: 'delete', entityType: 'customers', entityId: customer.id, entityLabel: customer.name, userId: kit.userId('owner') });
    expect(entry.changes?.name).toEqual({ from: customer.name, to: null });
  });
});

describe('a write that fails', () => {
  it('after the sale was begun (more than the stock on hand) rolls back with no entry and no book moved', async () => {
    const product = await kit.stocked(2);
    const before = await changeEntryCount(server.db);
    await expectBooksUntouched(server.db, async () => {
      const res = await call<ErrorBody>(server.url, 'POST', '/invoices', {
        ...kit.by('seller'),
        body: { idempotencyKey: crypto.randomUUID(), lines: [{ productId: product.id, unitName: product.unit, quantity: 3 }], payments: [{ method: 'CASH', amount: 1_000_000 }] },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toContain(product.name);
    });
    expect(await changeEntryCount(server.db)).toBe(before);
  });
});

describe('a password change', () => {
  it('is a password_change of the user, and nothing of a password or its hash is anywhere in the entry', async () => {
    const staff = await kit.freshStaff();
    const [{ passwordHash: oldHash }] = await server.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, staff.id));
    const { result, entry } = await onlyEntryOf(() =>
      call(server.url, 'PUT', '/users/change-password', { token: staff.token, body: { oldPassword: staff.password, newPassword: 'BiMat@Moi789' } }),
    );
    expect(result.status).toBe(200);
    const [{ passwordHash: newHash }] = await server.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, staff.id));
    expect(newHash).not.toBe(oldHash);
    expect(entry).toMatchObject({ action: 'password_change', entityType: 'users', entityId: staff.id, userId: staff.id, shopId: kit.q1 });
    const row = JSON.stringify(entry);
    for (const secret of [staff.password, 'BiMat@Moi789', oldHash, newHash]) expect(row).not.toContain(secret);
    expect(Object.keys(entry.changes ?? {}).filter((f) => /password|hash|token|secret/i.test(f))).toEqual([]);
  });

  it('of a member of staff by the shop admin keeps the other fields changed, never the password', async () => {
    const employee = await kit.employee();
    const body = { ...kit.employeeBody({ email: employee.email, phoneNumber: employee.phoneNumber }), name: 'Tên Mới Của Nhân Viên', password: 'MatKhauMoi9', confirmPassword: 'MatKhauMoi9' };
    const { entry } = await onlyEntryOf(() => call(server.url, 'PUT', `/employees/${employee.id}`, { ...kit.by('owner'), body }));
    expect(entry).toMatchObject({ action: 'update', entityType: 'employees', entityId: employee.id, entityLabel: 'Tên Mới Của Nhân Viên' });
    expect(entry.changes?.name).toEqual({ from: employee.name, to: 'Tên Mới Của Nhân Viên' });
    expect(Object.keys(entry.changes ?? {}).filter((f) => /password|hash|token|secret/i.test(f))).toEqual([]);
    expect(JSON.stringify(entry)).not.toContain('MatKhauMoi9');
  });
});

describe('a refused call', () => {
  it("by a seller lacking the permission is one permission_denied entry of theirs, and nothing else", async () => {
    const customer = await kit.customer();
    const before = await changeEntryCount(server.db);
    const { result, entry } = await onlyEntryOf(() => call(server.url, 'DELETE', `/customers/${customer.id}`, kit.by('seller')));
    expect(result.status).toBe(403);
    expect(entry).toMatchObject({ action: 'permission_denied', userId: kit.userId('seller'), userName: 'Phạm Thu Trang', role: Role.SHOP_SELLER, shopId: kit.q1, entityType: 'customers', operation: 'DELETE /customers/[id]' });
    expect(await changeEntryCount(server.db)).toBe(before);
    const seen = await list('action=permission_denied');
    expect(seen.body.items[0]).toMatchObject({ action: 'permission_denied', user: { id: kit.userId('seller') }, operation: 'DELETE /customers/[id]' });
  });

  it("by a shop admin at the system administrator's routes is theirs too", async () => {
    const { result, entry } = await onlyEntryOf(() => call(server.url, 'POST', '/admin/chains', { ...kit.by('owner'), body: { name: 'Chuỗi không được phép' } }));
    expect(result.status).toBe(403);
    expect(entry).toMatchObject({ action: 'permission_denied', userId: kit.userId('owner'), shopId: kit.q1, entityType: 'chains', operation: 'POST /admin/chains' });
  });
});

describe('signing in', () => {
  it('leaves a sign_in entry of the account', async () => {
    const { result, entry } = await onlyEntryOf(() => signInThroughNextAuth(server.url, 'doctor@petclinic.vn', 'Doctor@123'));
    expect(result.session).not.toBeNull();
    expect(entry).toMatchObject({ action: 'sign_in', userId: kit.userId('doctor'), userName: 'Lê Văn Hùng', role: Role.SHOP_DOCTORS, shopId: kit.q1, entityLabel: 'doctor@petclinic.vn' });
  });

  it('with a wrong password leaves sign_in_failed labelled with the e-mail, and nothing of the password or the account’s secrets', async () => {
    const { result, entry } = await onlyEntryOf(() => signInThroughNextAuth(server.url, 'Seller@PetClinic.vn', 'SaiMatKhau!42'));
    expect(result.session).toBeNull();
    expect(entry).toMatchObject({ action: 'sign_in_failed', entityType: 'session', entityLabel: 'seller@petclinic.vn', userId: kit.userId('seller') });
    const [{ passwordHash }] = await server.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, kit.userId('seller')));
    const row = JSON.stringify(entry);
    for (const secret of ['SaiMatKhau!42', 'Seller@123', passwordHash]) expect(row).not.toContain(secret);
  });

  it('to no account leaves sign_in_failed with the e-mail typed and no user', async () => {
    const { entry } = await onlyEntryOf(() => signInThroughNextAuth(server.url, 'nobody@petclinic.vn', 'Whatever1'));
    expect(entry).toMatchObject({ action: 'sign_in_failed', entityLabel: 'nobody@petclinic.vn', userId: null, shopId: null });
    expect(JSON.stringify(entry)).not.toContain('Whatever1');
  });
});

describe('GET /audit-entries', () => {
  // a customer made, renamed and deleted by the seller and the owner; a product by the accountant;
  // and, in Happy Pet Hà Nội, a customer of its own by its owner
  const marker = `Nhật Ký Lọc ${Date.now()}`;
  let customerId = '';
  let productCode = '';
  let foreignId = '';
  beforeAll(async () => {
    const made = await call<{ id: string }>(server.url, 'POST', '/customers', { ...kit.by('seller'), body: { name: `Khách ${marker}` } });
    customerId = made.body.id;
    await call(server.url, 'PUT', `/customers/${customerId}`, { ...kit.by('seller'), body: { name: `Khách ${marker} đổi tên` } });
    await call(server.url, 'DELETE', `/customers/${customerId}`, kit.by('owner'));
    productCode = (await kit.product()).code;
    const foreign = await call<{ id: string }>(server.url, 'POST', '/customers', { ...kit.by('other'), body: { name: `Khách Bí Mật Hà Nội ${marker}` } });
    foreignId = foreign.body.id;
  });

  it("shows the shop's entries newest first, and none of another shop's", async () => {
    const page = await list('limit=100');
    expect(page.status).toBe(200);
    expect(page.body.total).toBeGreaterThan(3);
    const times = page.body.items.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const everything = JSON.stringify((await list('limit=100&page=1')).body) + JSON.stringify((await list('limit=100&page=2')).body);
    expect(everything).not.toContain('Bí Mật');
    expect(everything).not.toContain(foreignId);
    expect(everything).not.toContain(kit.userId('other'));
    // the other shop's write is in its own trail
    expect((await list(`entityId=${foreignId}`, 'other')).body.items.map((e) => e.action)).toEqual(['create']);
    for (const query of [`entityId=${foreignId}`, `userId=${kit.userId('other')}`, 'search=bi%20mat%20ha%20noi']) expect((await list(query)).body.total, query).toBe(0);
  });

  it("narrows to one record's history, newest first", async () => {
    const history = await list(`entityId=${customerId}`);
    expect(history.body.items.map((e) => [e.action, e.user.id])).toEqual([
      ['delete', kit.userId('owner')],
      ['update', kit.userId('seller')],
      ['create', kit.userId('seller')],
    ]);
  });

  it('narrows by user, kind of record and action, each item matching and fewer than all', async () => {
    const all = (await list('limit=1')).body.total;
    const cases: Array<[string, (e: AuditEntry) => boolean]> = [
      [`userId=${kit.userId('seller')}`, (e) => e.user.id === kit.userId('seller')],
      ['entityType=customers', (e) => e.entityType === 'customers'],
      ['action=delete', (e) => e.action === 'delete'],
    ];
    for (const [query, matches] of cases) {
      const page = await list(`${query}&limit=100`);
      expect(page.status, query).toBe(200);
      expect(page.body.total, query).toBeGreaterThan(0);
      expect(page.body.total, query).toBeLessThan(all);
      expect(page.body.items.every(matches), query).toBe(true);
      expect(page.body.items.some((e) => e.entityId === customerId), query).toBe(true);
    }
  });

  it('finds by the record’s name without accents, and by its code', async () => {
    const byName = await list(`search=${encodeURIComponent(marker.normalize('NFD').replace(/\p{M}/gu, '').replace('đ', 'd').toLowerCase())}`);
    expect(byName.body.items.map((e) => e.entityId)).toEqual([customerId, customerId, customerId]);
    const byCode = await list(`search=${encodeURIComponent(productCode)}`);
    expect(byCode.body.items.map((e) => [e.action, e.entityLabel])).toEqual([['create', productCode]]);
  });

  it("keeps to the shop's days from and to", async () => {
    const today = shopDay();
    const within = await list(`from=${today}&to=${today}&entityId=${customerId}`);
    expect(within.body.total).toBe(3);
    expect((await list(`from=${shopDay(1)}&entityId=${customerId}`)).body.total).toBe(0);
    expect((await list(`to=${shopDay(-1)}&entityId=${customerId}`)).body.total).toBe(0);
  });

  it('is the shop admin’s alone', async () => {
    for (const caller of ['seller', 'doctor', 'accountant', 'spa'] as const) expect((await list('', caller)).status, caller).toBe(403);
    expect((await call(server.url, 'GET', '/audit-entries', { ...kit.by('owner'), shopId: kit.hanoi })).status).toBe(403);
  });

  it.each([
    ['action=foo', 'action', 'Giá trị không hợp lệ', 'Invalid value'],
    ['entityType=foo', 'entityType', 'Giá trị không hợp lệ', 'Invalid value'],
    ['userId=not-a-uuid', 'userId', 'Mã định danh không hợp lệ', 'Invalid identifier'],
    [`from=${shopDay(1)}&to=${shopDay()}`, 'to', 'Ngày kết thúc phải sau ngày bắt đầu', 'The end date must not be before the start date'],
  ])('refuses %s naming %s, in Vietnamese and English', async (query, field, vi, en) => {
    for (const [lang, message] of [['vi', vi], ['en', en]]) {
      const res = await list(query, 'owner', lang);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field, messages: [message] }]);
    }
  });
});
