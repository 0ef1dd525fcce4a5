import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Session } from 'next-auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SocketEvent, shopRoom, userRoom } from '@/lib/realtime/events';
import { emitToShop, emitToUser } from '@/server/realtime/io';
import { attachSocketServer } from '@/server/realtime/socket-server';
import { signInAs } from '../support/api-client';
import { shopIdByAlias } from '../support/fixtures';
import { connected, join, nextEvent, noEvent, socketClients } from '../support/socket-clients';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let owner: Session;
let other: Session;
let q1: string;
let hanoi: string;
const { client, closeAll } = socketClients();

beforeAll(async () => {
  server = await startTestServer(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {});
  [owner, other] = await Promise.all([signInAs(server.url, 'owner@petclinic.vn'), signInAs(server.url, 'other@petclinic.vn')]);
  q1 = await shopIdByAlias(server.db, 'Quận 1');
  hanoi = await shopIdByAlias(server.db, 'Happy Pet');
});
afterEach(() => closeAll());
afterAll(() => server?.close());

describe('socket.io connection', () => {
  it('is refused without a token and with a forged one', async () => {
    await expect(connected(client(server.url))).rejects.toThrow(/Unauthorized/);
    await expect(connected(client(server.url, { token: 'forged.token.value' }))).rejects.toThrow(/Unauthorized/);
  });

  it('accepts the bearer token in auth.token or in the Authorization header', async () => {
    await expect(connected(client(server.url, { token: owner.backendTokens.accessToken }))).resolves.toBeUndefined();
    await expect(connected(client(server.url, {}, { Authorization: `Bearer ${owner.backendTokens.accessToken}` }))).resolves.toBeUndefined();
  });
});

describe('JOIN_ROOM', () => {
  it("joins the user's own room and the room of a shop they may access", async () => {
    const s = client(server.url, { token: owner.backendTokens.accessToken });
    await connected(s);
    expect(await join(s, userRoom(owner.user.id))).toEqual({ ok: true });
    expect(await join(s, shopRoom(q1))).toEqual({ ok: true });
  });

  it("answers ERROR with a translated message for another shop's room or another user's room", async () => {
    const s = client(server.url, { token: owner.backendTokens.accessToken, locale: 'en' });
    await connected(s);
    const error = nextEvent<{ message: string }>(s, SocketEvent.ERROR);
    expect(await join(s, shopRoom(hanoi))).toEqual({ ok: false });
    expect((await error).message).toBe(`You cannot join room shop.${hanoi}`);

    const vi = client(server.url, { token: owner.backendTokens.accessToken });
    await connected(vi);
    const viError = nextEvent<{ message: string }>(vi, SocketEvent.ERROR);
    expect(await join(vi, userRoom(other.user.id))).toEqual({ ok: false });
    expect((await viError).message).toContain('Không thể tham gia phòng');
  });
});

describe('emitToShop / emitToUser', () => {
  it('reach only the sockets in their room', async () => {
    const inQ1 = client(server.url, { token: owner.backendTokens.accessToken });
    const inHanoi = client(server.url, { token: other.backendTokens.accessToken });
    await Promise.all([connected(inQ1), connected(inHanoi)]);
    await join(inQ1, shopRoom(q1));
    await join(inHanoi, shopRoom(hanoi));

    const received = nextEvent<{ type: string; data: unknown }>(inQ1, SocketEvent.TO_CLIENT);
    const silent = noEvent(inHanoi, SocketEvent.TO_CLIENT);
    emitToShop(q1, 'SERVICE_STATICS_UPDATED', { activities: 1 });
    expect(await received).toEqual({ type: 'SERVICE_STATICS_UPDATED', data: { activities: 1 } });
    expect(await silent).toBe(true);

    await join(inHanoi, userRoom(other.user.id));
    const personal = nextEvent<{ type: string }>(inHanoi, SocketEvent.TO_CLIENT);
    const notMine = noEvent(inQ1, SocketEvent.TO_CLIENT);
    emitToUser(other.user.id, 'EXCEL_UPLOAD', { progress: 50 });
    expect(await personal).toEqual({ type: 'EXCEL_UPLOAD', data: { progress: 50 } });
    expect(await notMine).toBe(true);
  });

  it('stop after LEFT_ROOM', async () => {
    const s = client(server.url, { token: owner.backendTokens.accessToken });
    await connected(s);
    await join(s, shopRoom(q1));
    await new Promise((resolve) => s.emit(SocketEvent.LEFT_ROOM, shopRoom(q1), resolve));
    const silent = noEvent(s, SocketEvent.TO_CLIENT);
    emitToShop(q1, 'ACTIVE_TODAY_NEW', {});
    expect(await silent).toBe(true);
  });
});

/** Status of a plain GET, or a failure when the server has not answered within `ms`. */
function statusOf(url: string, ms = 5000): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.setTimeout(ms, () => req.destroy(new Error(`GET ${url}: no answer within ${ms} ms`)));
    req.on('error', reject);
  });
}

describe('HTTP requests beside /socket.io/', () => {
  it.each(['/socket.io', '/socket.iox', '/socket.io?EIO=4', '/socket.io?EIO=4&transport=polling', '/socket.io.js', '/socket.ioevil/x'])(
    '%s is not socket.io: it answers 404 at once',
    async (path) => {
      expect(await statusOf(`${server.url}${path}`)).toBe(404);
    },
  );

  it("leaves socket.io's own path to socket.io (a polling handshake, and a request it refuses)", async () => {
    expect(await statusOf(`${server.url}/socket.io/?EIO=4&transport=polling`)).toBe(200);
    expect(await statusOf(`${server.url}/socket.io/`)).toBe(400);
  });
});

describe.skipIf(!process.env.REDIS_URL)('with REDIS_URL: two instances', () => {
  it('share a room through the Redis adapter', async () => {
    const second = http.createServer();
    const instance = attachSocketServer(second, { redisUrl: process.env.REDIS_URL, redisKeyPrefix: process.env.REDIS_KEY_PREFIX });
    await new Promise<void>((resolve) => second.listen(0, '127.0.0.1', resolve));
    try {
      const s = client(server.url, { token: owner.backendTokens.accessToken });
      await connected(s);
      await join(s, shopRoom(q1));
      // let the adapter's subscription settle before publishing from the other instance
      await new Promise((r) => setTimeout(r, 300));
      const received = nextEvent<{ type: string }>(s, SocketEvent.TO_CLIENT);
      instance.io.to(shopRoom(q1)).emit(SocketEvent.TO_CLIENT, { type: 'ACTIVE_TODAY_UPDATED', data: { from: (second.address() as AddressInfo).port } });
      expect((await received).type).toBe('ACTIVE_TODAY_UPDATED');
    } finally {
      await instance.close();
      second.close();
    }
  });
});
