// `npm run dev:mock`: the console with hot reload, its /api/v1 calls answered in the browser by the
// msw worker (tests/msw/handlers.ts, public/mockServiceWorker.js) instead of the database.
//
// Sign-in, the session and the pages' own access checks still run on the dev server, on a
// throw-away in-memory PGlite seeded with the mock world of tests/msw/data.ts (same shops, users,
// ids and demo passwords), so a real sign-in lands in the shops the mocks answer for. Nothing is
// written to ./data: the session secret, unless AUTH_SECRET is set, lives as long as the process.
import { randomBytes } from 'node:crypto';

const env = process.env as Record<string, string | undefined>;
env.NEXT_PUBLIC_API_MOCKING = 'enabled';
env.PGLITE_DIR = 'memory://';
delete env.DATABASE_URL;
env.AUTH_SECRET ||= randomBytes(48).toString('base64url');
env.NEXT_TELEMETRY_DISABLED ??= '1';

const { getDb } = await import('@/server/db/client');
const { runMigrations } = await import('@/server/db/migrate');
const { hashPassword } = await import('@/server/auth/passwords');
const { chains } = await import('@/server/db/schema/chains');
const { shops } = await import('@/server/db/schema/shops');
const { subscriptions } = await import('@/server/db/schema/subscriptions');
const { users } = await import('@/server/db/schema/users');
const { createMockState } = await import('@/tests/msw/data');

/** The rows of the mock world, with the mocks' ids, so the server and the worker agree. */
async function seedMockWorld(): Promise<void> {
  const world = createMockState();
  const db = getDb();
  await runMigrations();
  const mockShops = Object.values(world.shops);
  const mockUsers = Object.values(world.users);
  const hashes = await Promise.all(mockUsers.map((u) => hashPassword(u.password)));
  await db.transaction(async (tx) => {
    await tx.insert(chains).values(world.chains);
    await tx.insert(shops).values(
      mockShops.map((s) => ({
        id: s.id,
        chainId: s.chainId,
        name: s.name,
        alias: s.alias,
        phone: s.phone,
        address: s.address,
        bankInfo: s.bankInfo,
        vatSettings: s.vatSettings,
        isLocked: s.isLocked,
      })),
    );
    await tx.insert(subscriptions).values(
      mockShops.map((s) => ({
        shopId: s.id,
        timeframe: s.subscription.timeframe,
        startsAt: new Date(s.subscription.startsAt),
        endsAt: s.subscription.endsAt ? new Date(s.subscription.endsAt) : null,
      })),
    );
    await tx.insert(users).values(
      mockUsers.map((u, i) => ({
        id: u.id,
        shopId: u.shopId,
        chainId: u.chainId,
        role: u.role,
        name: u.name,
        email: u.email,
        phoneNumber: u.phoneNumber,
        address: u.address,
        gender: u.gender,
        passwordHash: hashes[i],
        isSingleUserFlowEnabled: u.isSingleUserFlowEnabled,
      })),
    );
  });
}

await seedMockWorld();
console.log('[dev:mock] /api/v1 is answered in the browser by msw (tests/msw/handlers.ts); sign-in uses an in-memory database.');
// The database is no longer empty, so the server keeps these rows instead of seeding its own demo.
const { runServer } = await import('@/server/main');
await runServer(true);
