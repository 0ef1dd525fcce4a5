import type { Session } from 'next-auth';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@/lib/contracts/activities';
import type { DisplayQueue } from '@/lib/contracts/display-links';
import { DISPLAY_NAMESPACE, DISPLAY_QUEUE_CHANGED } from '@/lib/realtime/events';
import { demoPet, serviceId } from '../support/activities';
import { call, created, signInAs } from '../support/api-client';
import { expectRefused } from '../support/books';
import { shopIdByAlias } from '../support/fixtures';
import { connected, disconnection, nextEvent, noEvent } from '../support/socket-clients';
import { startTestServer, type TestServer } from '../support/test-server';

// The waiting room's screen (issue 17 §7): opened with a link the shop admin made, no sign-in,
// today's queue by ticket with nothing private, told of every change; revoked, it stops at once.

let server: TestServer;
let owner: Session;
let seller: Session;
let other: Session;
let q1: string;
let hanoi: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {});
  [owner, seller, other] = await Promise.all((['owner@petclinic.vn', 'seller@petclinic.vn', 'other@petclinic.vn'] as const).map((email) => signInAs(server.url, email)));
  q1 = await shopIdByAlias(server.db, 'Quận 1');
  hanoi = await shopIdByAlias(server.db, 'Happy Pet');
});
afterEach(() => {
  while (sockets.length) sockets.pop()?.disconnect();
});
afterAll(() => server?.close());

const by = (s: Session, shopId: string) => ({ token: s.backendTokens.accessToken, shopId });
const screen = (displayToken: string) => {
  const socket = connect(`${server.url}${DISPLAY_NAMESPACE}`, { path: '/socket.io', transports: ['websocket'], auth: { displayToken }, reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
};
const queueOf = (token: string) => call<DisplayQueue>(server.url, 'GET', '/display/queue', { headers: { 'display-token': token } });

describe('display links', () => {
  it("show today's queue by ticket to whoever holds the link, without a phone or the customer's name", async () => {
    const link = await created<{ id: string; token: string; name: string }>(server.url, '/display-links', { name: 'TV phòng chờ' }, by(owner, q1));
    expect(link.token.length).toBeGreaterThanOrEqual(40);
    const pet = await demoPet(server.db, q1, 6);
    const scan = await serviceId(server.db, q1, 'Siêu âm ổ bụng');
    const visit = await created<Activity>(server.url, '/activities', { type: 2, customerId: pet.customerId, petId: pet.petId, services: [{ serviceId: scan }], submit: true }, by(seller, q1));

    const queue = await queueOf(link.token);
    expect(queue.status).toBe(200);
    expect(queue.body.tickets).toContainEqual(expect.objectContaining({ ticketNo: visit.ticketNo, petName: pet.petName, services: ['Siêu âm ổ bụng'], status: 1 }));
    const text = JSON.stringify(queue.body);
    if (pet.phone) expect(text).not.toContain(pet.phone);
    expect(text).not.toContain(pet.customerName);
    expect(text).not.toContain(visit.code);

    const listed = await call<Array<{ id: string; token?: string }>>(server.url, 'GET', '/display-links', by(owner, q1));
    expect(listed.body.find((l) => l.id === link.id)).toMatchObject({ name: 'TV phòng chờ' });
    expect(JSON.stringify(listed.body)).not.toContain(link.token);
  });

  it('refuse a made-up token, a blank name, other roles, and another shop’s link', async () => {
    await expectRefused(queueOf('khong-phai-ma-that'), 404, 'Liên kết màn hình không tồn tại hoặc đã bị thu hồi');
    await expectRefused(call(server.url, 'POST', '/display-links', { ...by(owner, q1), body: { name: '  ' } }), 400, undefined, ['name']);
    await expectRefused(call(server.url, 'POST', '/display-links', { ...by(seller, q1), body: { name: 'TV' } }), 403);
    const theirs = await created<{ id: string }>(server.url, '/display-links', { name: 'TV Hà Nội' }, by(other, hanoi));
    await expectRefused(call(server.url, 'DELETE', `/display-links/${theirs.id}`, by(owner, q1)), 404);
  });

  it('tell the screen of every change of its shop only, and end it when the link is revoked', async () => {
    const link = await created<{ id: string; token: string }>(server.url, '/display-links', { name: 'TV quầy' }, by(owner, q1));
    await expect(connected(screen('khong-phai-ma-that'))).rejects.toThrow(/Unauthorized/);
    const tv = screen(link.token);
    await connected(tv);

    const pet = await demoPet(server.db, q1, 7);
    const changed = nextEvent(tv, DISPLAY_QUEUE_CHANGED);
    await created(server.url, '/activities', { type: 1, customerId: pet.customerId, petId: pet.petId, submit: true }, by(seller, q1));
    await changed;

    const hanoiPet = await demoPet(server.db, hanoi, 0);
    const quiet = noEvent(tv, DISPLAY_QUEUE_CHANGED, 500);
    await created(server.url, '/activities', { type: 1, customerId: hanoiPet.customerId, petId: hanoiPet.petId, submit: true }, by(other, hanoi));
    expect(await quiet).toBe(true);

    const ended = disconnection(tv);
    expect((await call(server.url, 'DELETE', `/display-links/${link.id}`, by(owner, q1))).status).toBe(204);
    expect(await ended).toBe('io server disconnect');
    await expectRefused(queueOf(link.token), 404);
  });
});
