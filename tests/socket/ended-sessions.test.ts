import http from 'node:http';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Session } from 'next-auth';
import type { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SocketEvent, shopRoom, userRoom } from '@/lib/realtime/events';
import { refreshTokens } from '@/server/db/schema/refresh-tokens';
import { shops } from '@/server/db/schema/shops';
import { users } from '@/server/db/schema/users';
import { emitToShop } from '@/server/realtime/io';
import { attachSocketServer } from '@/server/realtime/socket-server';
import { call, signInAs, signInThroughNextAuth } from '../support/api-client';
import { shopIdByAlias } from '../support/fixtures';
import { connected, disconnection, join, nextEvent, noEvent, socketClients } from '../support/socket-clients';
import { startTestServer, type TestServer } from '../support/test-server';

// An account that may no longer act keeps no socket: deactivation, a password change or reset, a
// shop lock and sign-out end the sockets of the sessions they end, on every instance, and a socket
// opened before a change the server did not announce is refused its next JOIN_ROOM.

let server: TestServer;
let owner: Session;
let admin: Session;
let q1: string;
let q7: string;
let hanoi: string;
const { client, closeAll } = socketClients();

beforeAll(async () => {
  server = await startTestServer(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {});
  [owner, admin] = await Promise.all([signInAs(server.url, 'owner@petclinic.vn'), signInAs(server.url, 'admin@petclinic.vn')]);
  [q1, q7, hanoi] = await Promise.all(['Quận 1', 'Quận 7', 'Happy Pet'].map((alias) => shopIdByAlias(server.db, alias)));
});
afterEach(() => closeAll());
afterAll(() => server?.close());

const asOwner = () => ({ token: owner.backendTokens.accessToken, shopId: q1 });
const asAdmin = () => ({ token: admin.backendTokens.accessToken });

/** A connected socket of this session, in the rooms given. */
async function socketOf(session: Session, rooms: string[] = [], url = server.url) {
  const socket = client(url, { token: session.backendTokens.accessToken });
  await connected(socket);
  for (const room of rooms) expect(await join(socket, room), room).toEqual({ ok: true });
  return socket;
}

const refusedConnection = (session: Session) => connected(client(server.url, { token: session.backendTokens.accessToken }));

describe('PUT /employees/{id}/status (deactivation)', () => {
  it("ends the employee's sockets once committed; a new one is refused", async () => {
    const spa = await signInAs(server.url, 'spa@petclinic.vn');
    const [first, second] = await Promise.all([socketOf(spa, [shopRoom(q1), userRoom(spa.user.id)]), socketOf(spa)]);
    const watcher = await socketOf(owner, [shopRoom(q1)]);
    const ended = [disconnection(first), disconnection(second)];

    try {
      const off = await call(server.url, 'PUT', `/employees/${spa.user.id}/status`, { ...asOwner(), body: { isActive: false } });
      expect(off.status).toBe(200);
      expect(await Promise.all(ended)).toEqual(['io server disconnect', 'io server disconnect']);
      await expect(refusedConnection(spa)).rejects.toThrow(/Unauthorized/);
      // the shop's other staff keep theirs
      expect(watcher.connected).toBe(true);
    } finally {
      await call(server.url, 'PUT', `/employees/${spa.user.id}/status`, { ...asOwner(), body: { isActive: true } });
    }
  });

  it('ends nothing when the change is refused', async () => {
    const mine = await socketOf(owner, [shopRoom(q1)]);
    const still = disconnection(mine, 800);
    expect((await call(server.url, 'PUT', `/employees/${owner.user.id}/status`, { ...asOwner(), body: { isActive: false } })).status).toBe(409);
    expect(await still).toBeNull();
  });
});

describe('JOIN_ROOM after a change the sockets were not told of', () => {
  it('is refused, and the socket closed, once the account is deactivated', async () => {
    const doctor = await signInAs(server.url, 'doctor@petclinic.vn');
    const socket = await socketOf(doctor);
    await server.db.update(users).set({ isActive: false }).where(eq(users.id, doctor.user.id));
    try {
      const ended = disconnection(socket);
      expect(await join(socket, shopRoom(q1))).toEqual({ ok: false });
      expect(await ended).toBe('io server disconnect');
    } finally {
      await server.db.update(users).set({ isActive: true }).where(eq(users.id, doctor.user.id));
    }
  });

  it("is refused once the account's shop is locked, for its own room too", async () => {
    const other = await signInAs(server.url, 'other@petclinic.vn');
    const socket = await socketOf(other);
    await server.db.update(shops).set({ isLocked: true }).where(eq(shops.id, hanoi));
    try {
      expect(await join(socket, userRoom(other.user.id))).toEqual({ ok: false });
    } finally {
      await server.db.update(shops).set({ isLocked: false }).where(eq(shops.id, hanoi));
    }
  });
});

describe('PUT /users/change-password', () => {
  it("ends the user's other sessions' sockets and keeps the one that changed it", async () => {
    const [elsewhere, here] = [await signInAs(server.url, 'accountant@petclinic.vn'), await signInAs(server.url, 'accountant@petclinic.vn')];
    const [stale, current] = await Promise.all([socketOf(elsewhere, [shopRoom(q1)]), socketOf(here, [shopRoom(q1)])]);
    const [staleEnd, currentEnd] = [disconnection(stale), disconnection(current, 1000)];
    const res = await call(server.url, 'PUT', '/users/change-password', {
      token: here.backendTokens.accessToken,
      body: { oldPassword: 'Accountant@123', newPassword: 'Ketoan#2026' },
    });
    expect(res.status).toBe(200);
    expect(await staleEnd).toBe('io server disconnect');
    expect(await currentEnd).toBeNull();
  });
});

describe('PUT /employees/{id} with a new password (reset)', () => {
  it('ends every socket of the employee', async () => {
    const seller = await signInAs(server.url, 'seller@petclinic.vn');
    const socket = await socketOf(seller, [shopRoom(q1)]);
    const ended = disconnection(socket);
    const current = await call<Record<string, unknown>>(server.url, 'GET', `/employees/${seller.user.id}`, asOwner());
    const { name, email, phoneNumber, address, role, gender, bankName, bankBranch, accountNumber, accountName } = current.body;
    const body = { name, email, phoneNumber, address, role, gender, bankName, bankBranch, accountNumber, accountName, password: 'Trang2026', confirmPassword: 'Trang2026' };
    expect((await call(server.url, 'PUT', `/employees/${seller.user.id}`, { ...asOwner(), body })).status).toBe(200);
    expect(await ended).toBe('io server disconnect');
  });
});

describe('PUT /admin/shops/{id}/status (lock)', () => {
  it("ends the sockets of the shop's staff", async () => {
    const other = await signInAs(server.url, 'other@petclinic.vn');
    const socket = await socketOf(other, [shopRoom(hanoi)]);
    const ended = disconnection(socket);
    try {
      expect((await call(server.url, 'PUT', `/admin/shops/${hanoi}/status`, { ...asAdmin(), body: { isLocked: true } })).status).toBe(200);
      expect(await ended).toBe('io server disconnect');
      await expect(refusedConnection(other)).rejects.toThrow(/Unauthorized/);
    } finally {
      await call(server.url, 'PUT', `/admin/shops/${hanoi}/status`, { ...asAdmin(), body: { isLocked: false } });
    }
  });

  it("takes a chain member of another branch out of the locked branch's room, and no further", async () => {
    const socket = await socketOf(owner, [shopRoom(q1), shopRoom(q7)]);
    try {
      expect((await call(server.url, 'PUT', `/admin/shops/${q7}/status`, { ...asAdmin(), body: { isLocked: true } })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      const silent = noEvent(socket, SocketEvent.TO_CLIENT);
      emitToShop(q7, 'ACTIVE_TODAY_NEW', {});
      expect(await silent).toBe(true);
      const own = nextEvent<{ type: string }>(socket, SocketEvent.TO_CLIENT);
      emitToShop(q1, 'ACTIVE_TODAY_NEW', {});
      expect((await own).type).toBe('ACTIVE_TODAY_NEW');
      expect(await join(socket, shopRoom(q7))).toEqual({ ok: false });
    } finally {
      await call(server.url, 'PUT', `/admin/shops/${q7}/status`, { ...asAdmin(), body: { isLocked: false } });
    }
  });
});

describe('POST /api/auth/signout', () => {
  it("ends the signed-out session's sockets and leaves the user's other sessions theirs", async () => {
    const leaving = await signInThroughNextAuth(server.url, 'doctor@petclinic.vn', 'Doctor@123');
    const staying = await signInAs(server.url, 'doctor@petclinic.vn');
    const [gone, kept] = await Promise.all([socketOf(leaving.session!, [shopRoom(q1)]), socketOf(staying, [shopRoom(q1)])]);
    const [goneEnd, keptEnd] = [disconnection(gone), disconnection(kept, 1000)];

    const csrf = (await (await fetch(`${server.url}/api/auth/csrf`, { headers: { cookie: leaving.jar.header() } })).json()) as { csrfToken: string };
    const res = await fetch(`${server.url}/api/auth/signout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: leaving.jar.header() },
      body: new URLSearchParams({ csrfToken: csrf.csrfToken, json: 'true', callbackUrl: `${server.url}/vi/sign-in` }),
    });
    expect(res.status).toBe(200);
    expect(await goneEnd).toBe('io server disconnect');
    expect(await keptEnd).toBeNull();
  });
});

describe('POST /auth/refresh with a refresh token already used', () => {
  it("revokes that sign-in and ends its sockets, leaving the user's other sessions theirs", async () => {
    const stolen = await signInAs(server.url, 'spa@petclinic.vn');
    const other = await signInAs(server.url, 'spa@petclinic.vn');
    const [gone, kept] = await Promise.all([socketOf(stolen, [shopRoom(q1)]), socketOf(other, [shopRoom(q1)])]);
    const [goneEnd, keptEnd] = [disconnection(gone), disconnection(kept, 1000)];

    const refresh = (refreshToken: string) => call(server.url, 'POST', '/auth/refresh', { body: { refreshToken } });
    expect((await refresh(stolen.backendTokens.refreshToken)).status).toBe(200);
    // the grace for a retried rotation has passed
    await server.db.update(refreshTokens).set({ rotatedAt: sql`now() - interval '1 minute'` }).where(and(eq(refreshTokens.userId, stolen.user.id), isNotNull(refreshTokens.rotatedAt)));
    expect((await refresh(stolen.backendTokens.refreshToken)).status).toBe(401);
    expect(await goneEnd).toBe('io server disconnect');
    expect(await keptEnd).toBeNull();
  });
});

// socket.io and the route handlers share one process: a second instance here must not replace the
// first as the one the API emits through.
const IO_KEY = Symbol.for('pawdesk.io');
type GlobalWithIo = typeof globalThis & { [IO_KEY]?: Server };

describe.skipIf(!process.env.REDIS_URL)('with REDIS_URL: two instances', () => {
  it('a deactivation on one instance ends the sockets held by the other', async () => {
    const g = globalThis as GlobalWithIo;
    const first = g[IO_KEY];
    const secondHttp = http.createServer();
    const second = attachSocketServer(secondHttp, { redisUrl: process.env.REDIS_URL, redisKeyPrefix: process.env.REDIS_KEY_PREFIX });
    g[IO_KEY] = first;
    await new Promise<void>((resolve) => secondHttp.listen(0, '127.0.0.1', resolve));
    const spa = await signInAs(server.url, 'spa@petclinic.vn');
    try {
      const { port } = secondHttp.address() as { port: number };
      const socket = await socketOf(spa, [shopRoom(q1)], `http://127.0.0.1:${port}`);
      // let the adapters' subscriptions settle before the first instance publishes
      await new Promise((r) => setTimeout(r, 300));
      const ended = disconnection(socket);
      expect((await call(server.url, 'PUT', `/employees/${spa.user.id}/status`, { ...asOwner(), body: { isActive: false } })).status).toBe(200);
      expect(await ended).toBe('io server disconnect');
    } finally {
      await call(server.url, 'PUT', `/employees/${spa.user.id}/status`, { ...asOwner(), body: { isActive: true } });
      await second.close();
      g[IO_KEY] = first;
      secondHttp.close();
    }
  });
});
