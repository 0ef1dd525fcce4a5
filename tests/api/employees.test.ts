import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role } from '@/lib/roles';
import { users } from '@/server/db/schema/users';
import { call, signInAs, signInThroughNextAuth } from '../support/api-client';
import { expectRejectedBody, shopSuite } from '../support/api-suite';

const { server, shops, sessions, as } = shopSuite();
const asOwner = () => as('owner');
const newDoctor = (patch: Record<string, unknown> = {}) => ({
  name: 'Trương Mỹ Linh',
  phoneNumber: '0911222333',
  email: 'linh.truong@petclinic.vn',
  address: '12 Nguyễn Huệ, Quận 1',
  role: Role.SHOP_DOCTORS,
  gender: 2,
  bankName: 'ACB',
  bankBranch: null,
  accountNumber: '123456',
  accountName: 'TRUONG MY LINH',
  password: 'Linh123',
  confirmPassword: 'Linh123',
  ...patch,
});

type Employee = { id: string; name: string; email: string; role: number; isActive: boolean };
type ErrorBody = { statusCode: number; error: string; message: string; errors?: { field: string; messages: string[] }[] };

describe('GET /employees', () => {
  it("lists the shop's staff with total and paging", async () => {
    const res = await call<{ items: Employee[]; total: number; page: number; limit: number }>(server.url, 'GET', '/employees?limit=2&page=1&sort=name:asc', asOwner());
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    expect(res.body.items).toHaveLength(2);
    expect(res.body).toMatchObject({ page: 1, limit: 2 });
    const names = res.body.items.map((e) => e.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });

  it('searches name without accents, phone fragments and email, and filters by role', async () => {
    const byName = await call<{ items: Employee[] }>(server.url, 'GET', `/employees?search=${encodeURIComponent('le van hung')}`, asOwner());
    expect(byName.body.items.map((e) => e.email)).toEqual(['doctor@petclinic.vn']);
    const byPhone = await call<{ items: Employee[] }>(server.url, 'GET', '/employees?search=3456789', asOwner());
    expect(byPhone.body.items.map((e) => e.email)).toEqual(['seller@petclinic.vn']);
    const byEmail = await call<{ items: Employee[] }>(server.url, 'GET', '/employees?search=ACCOUNTANT', asOwner());
    expect(byEmail.body.items.map((e) => e.email)).toEqual(['accountant@petclinic.vn']);
    const byRole = await call<{ items: Employee[] }>(server.url, 'GET', `/employees?role=${Role.SHOP_SPA}`, asOwner());
    expect(byRole.body.items.map((e) => e.email)).toEqual(['spa@petclinic.vn']);
  });

  it('never lists another shop\'s staff', async () => {
    const res = await call<{ items: Employee[] }>(server.url, 'GET', '/employees?limit=100', asOwner());
    expect(res.body.items.map((e) => e.email)).not.toContain('other@petclinic.vn');
  });

  it('rejects bad paging and sort with 400', async () => {
    expect((await call(server.url, 'GET', '/employees?limit=101', asOwner())).status).toBe(400);
    expect((await call(server.url, 'GET', '/employees?page=0', asOwner())).status).toBe(400);
    expect((await call(server.url, 'GET', '/employees?sort=passwordHash:asc', asOwner())).status).toBe(400);
    expect((await call(server.url, 'GET', '/employees?role=1', asOwner())).status).toBe(400);
  });

  it('lets every shop role view (STORE_EMPLOYEES_VIEW_DETAIL), and answers 403 for another shop', async () => {
    const seller = await signInAs(server.url, 'seller@petclinic.vn');
    expect((await call(server.url, 'GET', '/employees', { token: seller.backendTokens.accessToken, shopId: shops.q1 })).status).toBe(200);
    const foreign = await call<ErrorBody>(server.url, 'GET', '/employees', as('owner', 'hanoi'));
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.body)).not.toContain('other@petclinic.vn');
  });
});

describe('POST /employees', () => {
  it('creates a staff account that can then sign in', async () => {
    const res = await call<Employee>(server.url, 'POST', '/employees', { ...asOwner(), body: newDoctor() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Trương Mỹ Linh', role: Role.SHOP_DOCTORS, isActive: true });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const signedIn = await signInThroughNextAuth(server.url, 'linh.truong@petclinic.vn', 'Linh123');
    expect(signedIn.session?.user).toMatchObject({ role: Role.SHOP_DOCTORS, shopId: shops.q1 });
  });

  it.each([
    ['a weak password', { password: 'abcdef', confirmPassword: 'abcdef' }, 'password'],
    ['a mismatched confirmation', { confirmPassword: 'Other123' }, 'confirmPassword'],
    ['an invalid phone', { phoneNumber: '0123' }, 'phoneNumber'],
    ['a missing email', { email: '' }, 'email'],
    ['the system-admin role', { role: Role.SYSTEM_ADMIN }, 'role'],
    ['a short name', { name: 'Li' }, 'name'],
  ])('rejects %s with 400 naming the field, writing nothing', (_label, patch, field) =>
    expectRejectedBody(server, '/employees', { ...asOwner(), body: newDoctor({ email: `x${Math.random()}@petclinic.vn`, ...patch }) }, field));

  it('answers 409 naming email or phone when taken', async () => {
    const email = await call<ErrorBody>(server.url, 'POST', '/employees', { ...asOwner(), body: newDoctor({ email: 'Doctor@petclinic.vn', phoneNumber: '0999888777' }) });
    expect(email.status).toBe(409);
    expect(email.body.errors?.[0].field).toBe('email');
    expect(email.body.message).toBe('Email đã được sử dụng');
    const phone = await call<ErrorBody>(server.url, 'POST', '/employees', { ...asOwner(), lang: 'en', body: newDoctor({ email: 'new.one@petclinic.vn', phoneNumber: '0912345678' }) });
    expect(phone.status).toBe(409);
    expect(phone.body.errors?.[0].field).toBe('phoneNumber');
    expect(phone.body.message).toBe('This phone number is already in use');
  });

  it('answers 403 to roles other than the shop admin', async () => {
    for (const email of ['doctor@petclinic.vn', 'seller@petclinic.vn', 'accountant@petclinic.vn', 'spa@petclinic.vn'] as const) {
      const s = await signInAs(server.url, email);
      const res = await call(server.url, 'POST', '/employees', { token: s.backendTokens.accessToken, shopId: shops.q1, body: newDoctor({ email: 'blocked@petclinic.vn' }) });
      expect(res.status).toBe(403);
    }
    expect(await server.db.select().from(users).where(eq(users.email, 'blocked@petclinic.vn'))).toHaveLength(0);
  });
});

describe('GET/PUT /employees/{id}', () => {
  const idOf = async (email: string) => (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

  it('reads and edits a staff member; the password stays unless given', async () => {
    const id = await idOf('spa@petclinic.vn');
    const got = await call<Employee>(server.url, 'GET', `/employees/${id}`, asOwner());
    expect(got.status).toBe(200);
    expect(got.body.email).toBe('spa@petclinic.vn');
    const [before] = await server.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id));
    const res = await call<Employee>(server.url, 'PUT', `/employees/${id}`, {
      ...asOwner(),
      body: { ...newDoctor(), name: 'Đặng Minh Tuấn', email: 'spa@petclinic.vn', phoneNumber: '0987654321', role: Role.SHOP_SPA, password: '', confirmPassword: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Đặng Minh Tuấn');
    const [after] = await server.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id));
    expect(after.h).toBe(before.h);
  });

  it('resets a password: the new one signs in, the old sessions end', async () => {
    const id = await idOf('seller@petclinic.vn');
    const old = await signInAs(server.url, 'seller@petclinic.vn');
    const res = await call(server.url, 'PUT', `/employees/${id}`, {
      ...asOwner(),
      body: { ...newDoctor(), name: 'Phạm Thu Trang', email: 'seller@petclinic.vn', phoneNumber: '0934567890', role: Role.SHOP_SELLER, password: 'Trang2026', confirmPassword: 'Trang2026' },
    });
    expect(res.status).toBe(200);
    expect((await call(server.url, 'POST', '/auth/refresh', { body: { refreshToken: old.backendTokens.refreshToken } })).status).toBe(401);
    expect((await signInThroughNextAuth(server.url, 'seller@petclinic.vn', 'Trang2026')).session).not.toBeNull();
  });

  it('on edit requires the confirmation only with a password', async () => {
    const id = await idOf('accountant@petclinic.vn');
    const res = await call<ErrorBody>(server.url, 'PUT', `/employees/${id}`, {
      ...asOwner(),
      body: { ...newDoctor(), email: 'accountant@petclinic.vn', phoneNumber: '0976543210', role: Role.SHOP_ACCOUNTANT, password: 'NewPass1', confirmPassword: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toContain('confirmPassword');
  });

  it("answers 404 for another shop's employee and for an unknown id, 400 for a malformed id", async () => {
    const foreignId = await idOf('other@petclinic.vn');
    const res = await call<ErrorBody>(server.url, 'GET', `/employees/${foreignId}`, asOwner());
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('other@petclinic.vn');
    const put = await call(server.url, 'PUT', `/employees/${foreignId}`, { ...asOwner(), body: newDoctor({ email: 'other@petclinic.vn' }) });
    expect(put.status).toBe(404);
    expect((await call(server.url, 'GET', '/employees/00000000-0000-4000-8000-000000000000', asOwner())).status).toBe(404);
    expect((await call(server.url, 'GET', '/employees/abc', asOwner())).status).toBe(400);
  });

  it('refuses to demote the last shop admin', async () => {
    const res = await call<ErrorBody>(server.url, 'PUT', `/employees/${sessions.owner.user.id}`, {
      ...asOwner(),
      body: { ...newDoctor(), name: 'Nguyễn Thị Minh Anh', email: 'owner@petclinic.vn', phoneNumber: '0903123456', role: Role.SHOP_SELLER, password: '' },
    });
    expect(res.status).toBe(409);
    const [row] = await server.db.select({ role: users.role }).from(users).where(eq(users.id, sessions.owner.user.id));
    expect(row.role).toBe(Role.SHOP_ADMIN);
  });
});

describe('PUT /employees/{id}/status', () => {
  it('deactivates: sign-in refused and tokens stop working; reactivates', async () => {
    const spa = await signInAs(server.url, 'spa@petclinic.vn');
    const off = await call<Employee>(server.url, 'PUT', `/employees/${spa.user.id}/status`, { ...asOwner(), body: { isActive: false } });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    expect((await call(server.url, 'GET', '/users/me', { token: spa.backendTokens.accessToken })).status).toBe(401);
    expect((await signInThroughNextAuth(server.url, 'spa@petclinic.vn', 'Spa@12345')).error).toBe('AccountDisabled');
    const on = await call<Employee>(server.url, 'PUT', `/employees/${spa.user.id}/status`, { ...asOwner(), body: { isActive: true } });
    expect(on.body.isActive).toBe(true);
    expect((await signInThroughNextAuth(server.url, 'spa@petclinic.vn', 'Spa@12345')).session).not.toBeNull();
  });

  it('refuses to deactivate oneself or the last shop admin', async () => {
    const self = await call<ErrorBody>(server.url, 'PUT', `/employees/${sessions.owner.user.id}/status`, { ...asOwner(), body: { isActive: false } });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('Bạn không thể tự khóa tài khoản của mình');
    const [row] = await server.db.select({ a: users.isActive }).from(users).where(and(eq(users.id, sessions.owner.user.id)));
    expect(row.a).toBe(true);
  });

  it('rejects a non-boolean with 400, another shop with 404, a doctor with 403', async () => {
    const doctor = await signInAs(server.url, 'doctor@petclinic.vn');
    expect((await call(server.url, 'PUT', `/employees/${doctor.user.id}/status`, { ...asOwner(), body: { isActive: 'no' } })).status).toBe(400);
    expect((await call(server.url, 'PUT', `/employees/${sessions.other.user.id}/status`, { ...asOwner(), body: { isActive: false } })).status).toBe(404);
    expect((await call(server.url, 'PUT', `/employees/${sessions.owner.user.id}/status`, { token: doctor.backendTokens.accessToken, shopId: shops.q1, body: { isActive: false } })).status).toBe(403);
  });
});
