import type { Session } from 'next-auth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@/lib/contracts/activities';
import type { ServiceStatics } from '@/lib/contracts/statics';
import { ServiceGroup } from '@/lib/enums/services';
import { SocketEvent, shopRoom } from '@/lib/realtime/events';
import { demoPet, serviceId } from '../support/activities';
import { call, created, signInAs } from '../support/api-client';
import { shopIdByAlias } from '../support/fixtures';
import { connected, join, noEvent, socketClients } from '../support/socket-clients';
import { startTestServer, type TestServer } from '../support/test-server';

// A change made through the API reaches every other signed-in screen of the same shop (DESIGN §4
// realtime), after it committed, and no screen of another shop.

type Message = { type: string; data: unknown };
let server: TestServer;
let seller: Session;
let doctor: Session;
let other: Session;
let q1: string;
let hanoi: string;
const { client, closeAll } = socketClients();

beforeAll(async () => {
  server = await startTestServer(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {});
  [seller, doctor, other] = await Promise.all((['seller@petclinic.vn', 'doctor@petclinic.vn', 'other@petclinic.vn'] as const).map((email) => signInAs(server.url, email)));
  q1 = await shopIdByAlias(server.db, 'Quận 1');
  hanoi = await shopIdByAlias(server.db, 'Happy Pet');
});
afterEach(() => closeAll());
afterAll(() => server?.close());

/** A screen signed in as `session`, in the room of `shopId`, collecting what it is sent. */
async function screen(session: Session, shopId: string) {
  const socket = client(server.url, { token: session.backendTokens.accessToken });
  await connected(socket);
  expect(await join(socket, shopRoom(shopId))).toEqual({ ok: true });
  const received: Message[] = [];
  socket.on(SocketEvent.TO_CLIENT, (m: Message) => received.push(m));
  const waitFor = async (type: string, match: (data: never) => boolean = () => true) => {
    for (let i = 0; i < 60; i++) {
      const found = received.find((m) => m.type === type && match(m.data as never));
      if (found) return found.data;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no ${type} within 3 s; got ${JSON.stringify(received.map((m) => m.type))}`);
  };
  return { socket, received, waitFor };
}

describe('activity events', () => {
  it('reach the other screens of the shop as ACTIVE_TODAY_NEW/UPDATED and SERVICE_STATICS_UPDATED, and none of another shop', async () => {
    const desk = await screen(doctor, q1);
    const elsewhere = await screen(other, hanoi);
    const pet = await demoPet(server.db, q1, 5);
    const ultrasound = await serviceId(server.db, q1, 'Siêu âm ổ bụng');
    const before = (await call<ServiceStatics>(server.url, 'GET', '/invoice-services/statics', { token: seller.backendTokens.accessToken, shopId: q1 })).body;
    const scans = (s: ServiceStatics) => s.services.find((x) => x.type === ServiceGroup.ULTRASOUND)!.count;

    const by = { token: seller.backendTokens.accessToken, shopId: q1 };
    const made = await created<Activity>(server.url, '/activities', { type: 2, customerId: pet.customerId, petId: pet.petId, services: [{ serviceId: ultrasound }], submit: true }, by);
    expect(await desk.waitFor('ACTIVE_TODAY_NEW', (d: { id: string }) => d.id === made.id)).toMatchObject({ code: made.code, status: 1 });
    const counted = (await desk.waitFor('SERVICE_STATICS_UPDATED', (d: ServiceStatics) => scans(d) === scans(before) + 1)) as ServiceStatics;
    expect(counted.activities).toBe(before.activities + 1);

    const started = await call<Activity>(server.url, 'POST', `/activities/${made.id}/transition`, { token: doctor.backendTokens.accessToken, shopId: q1, body: { transition: 'start', version: made.version } });
    expect(started.status).toBe(200);
    expect(await desk.waitFor('ACTIVE_TODAY_UPDATED', (d: { id: string; status: number }) => d.id === made.id && d.status === 2)).toBeTruthy();
    const line = started.body.serviceLines[0];
    for (const transition of ['start', 'complete']) {
      const moved = await call(server.url, 'POST', `/activity-services/${line.id}/transition`, { token: doctor.backendTokens.accessToken, shopId: q1, body: { transition } });
      expect(moved.status).toBe(200);
    }
    await desk.waitFor('SERVICE_STATICS_UPDATED', (d: ServiceStatics) => scans(d) === scans(before));

    expect(await noEvent(elsewhere.socket, SocketEvent.TO_CLIENT, 300)).toBe(true);
    expect(elsewhere.received).toEqual([]);
  });

  it('announce nothing for a change that was refused', async () => {
    const desk = await screen(doctor, q1);
    const pet = await demoPet(server.db, q1, 5);
    const refused = await call(server.url, 'POST', '/activities', { token: seller.backendTokens.accessToken, shopId: q1, body: { type: 2, customerId: pet.customerId, petId: pet.petId, services: [{ serviceId: '00000000-0000-4000-8000-000000000000' }], submit: true } });
    expect(refused.status).toBe(404);
    expect(await noEvent(desk.socket, SocketEvent.TO_CLIENT, 400)).toBe(true);
  });
});
