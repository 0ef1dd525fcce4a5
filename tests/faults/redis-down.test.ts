import { randomBytes } from 'node:crypto';
import type { Customer } from '@/lib/contracts/customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInThroughNextAuth } from '../support/api-client';
import { type AppProcess, startAppProcess, unhandledFaults } from '../support/app-process';
import { type EventListener, importOneProduct, listenForImports } from '../support/import-events';
import { postgresBin, type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';
import { hasRedisServer, type RedisServer, startRedisServer } from '../support/redis-server';

// Two instances of the server share rooms through a Redis of the suite's own. Redis is killed:
// each instance keeps serving HTTP (sign-in included) and still delivers socket events to its own
// clients; once Redis is back they share events again.
let cluster: PostgresCluster | undefined;
let redis: RedisServer | undefined;
const apps: AppProcess[] = [];
const listeners: EventListener[] = [];
let as: { token: string; shopId: string };
let userId: string;
let code = 0;

const nextCode = () => `REDIS-${++code}`;
const available = !!postgresBin() && hasRedisServer();

beforeAll(async () => {
  if (!available) return;
  cluster = await startPostgresCluster();
  const databaseUrl = await cluster.createDatabase('pawdesk');
  redis = await startRedisServer();
  // one deployment: the same database, secret and Redis; started one after the other (migrations)
  const shared = { databaseUrl, authSecret: randomBytes(32).toString('hex'), env: { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'pawdesk-faults' } };
  apps.push(await startAppProcess(shared));
  apps.push(await startAppProcess(shared));
  const { session } = await signInThroughNextAuth(apps[0].url, 'owner@petclinic.vn', 'Owner@123');
  if (!session?.user.shopId) throw new Error('could not sign in as owner@petclinic.vn');
  as = { token: session.backendTokens.accessToken, shopId: session.user.shopId };
  userId = session.user.id;
});

afterAll(async () => {
  for (const l of listeners) l.close();
  for (const app of apps) await app.stop();
  await redis?.kill();
  await cluster?.destroy();
});

async function listen(app: AppProcess): Promise<EventListener> {
  const listener = await listenForImports(app.url, as.token, userId);
  listeners.push(listener);
  return listener;
}

describe.skipIf(!available)('Redis killed under two instances', () => {
  let onA: EventListener;
  let onB: EventListener;

  it('share socket events between the instances while Redis runs', async () => {
    [onA, onB] = await Promise.all([listen(apps[0]), listen(apps[1])]);
    const { status, importId } = await importOneProduct(apps[0].url, as, nextCode());
    expect(status).toBe(200);
    expect(await Promise.all([onA.sawDone(importId, 3_000), onB.sawDone(importId, 3_000)])).toEqual([true, true]);
  });

  it('keep serving HTTP on both instances, sign-in included, once Redis is gone', async () => {
    await redis!.kill();
    for (const app of apps) {
      const started = Date.now();
      const signIn = await signInThroughNextAuth(app.url, 'seller@petclinic.vn', 'Seller@123');
      expect(signIn.session?.user.email).toBe('seller@petclinic.vn');
      // a wrong password is still counted and refused (rate limits fall back to memory)
      expect((await signInThroughNextAuth(app.url, 'seller@petclinic.vn', 'wrong-password')).error).toBe('CredentialsSignin');
      expect((await call(app.url, 'GET', '/customers?limit=5', as)).status).toBe(200);
      const created = await call<Customer>(app.url, 'POST', '/customers', { ...as, body: { name: `Khách khi Redis tắt ${app.pid}` } });
      expect(created.status).toBe(200);
      // nothing waits for Redis to time out
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });

  it('deliver socket events to the clients of the same instance while Redis is gone', async () => {
    const fromA = await importOneProduct(apps[0].url, as, nextCode());
    expect(fromA.status).toBe(200);
    expect(await onA.sawDone(fromA.importId, 3_000)).toBe(true);
    const fromB = await importOneProduct(apps[1].url, as, nextCode());
    expect(fromB.status).toBe(200);
    expect(await onB.sawDone(fromB.importId, 3_000)).toBe(true);
    // degraded to single instances: nothing crosses over
    expect(await onB.sawDone(fromA.importId, 500)).toBe(false);

    // a client connecting now still joins its room and hears its instance
    const late = await listen(apps[1]);
    const again = await importOneProduct(apps[1].url, as, nextCode());
    expect(await late.sawDone(again.importId, 3_000)).toBe(true);
    expect(apps.map((app) => app.exit())).toEqual([null, null]);
  });

  it('share socket events again once Redis is back', async () => {
    await redis!.start();
    // ioredis reconnects with a growing back-off (at most 2 s) and subscribes again
    const deadline = Date.now() + 15_000;
    let shared = false;
    while (!shared && Date.now() < deadline) {
      const { importId } = await importOneProduct(apps[0].url, as, nextCode());
      shared = await onB.sawDone(importId, 1_000);
    }
    expect(shared).toBe(true);
    for (const app of apps) {
      expect(app.exit()).toBeNull();
      expect(unhandledFaults(app.output())).toEqual([]);
    }
  });
});
