import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getSession, signInThroughNextAuth } from '../support/api-client';
import { type AppProcess, startAppProcess, unhandledFaults } from '../support/app-process';
import { postgresBin, type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';

// next-auth while PostgreSQL (a server of the suite's own) is stopped: a sign-in is refused with a
// code the sign-in form translates (never the SQL of the failed query), and a session whose access
// token is due for refresh is kept, not ended, then refreshed once the database is back.
let cluster: PostgresCluster | undefined;
let app: AppProcess | undefined;

beforeAll(async () => {
  if (!postgresBin()) return;
  cluster = await startPostgresCluster();
  // access tokens of 3 s: the session refreshes them 2 s early (SPEC §4)
  app = await startAppProcess({ databaseUrl: await cluster.createDatabase('pawdesk'), env: { ACCESS_TOKEN_TTL_SECONDS: '3' } });
});

afterAll(async () => {
  await app?.stop();
  await cluster?.destroy();
});

describe.skipIf(!postgresBin())('next-auth while PostgreSQL is stopped', () => {
  it('refuses a sign-in with ServiceUnavailable and keeps a signed-in session, refreshed once it is back', async () => {
    const signedIn = await signInThroughNextAuth(app!.url, 'owner@petclinic.vn', 'Owner@123');
    expect(signedIn.session).not.toBeNull();
    const before = signedIn.session!.backendTokens;

    await cluster!.stop();
    try {
      const refused = await signInThroughNextAuth(app!.url, 'seller@petclinic.vn', 'Seller@123');
      expect(refused.session).toBeNull();
      expect(refused.error).toBe('ServiceUnavailable');

      // the access token is now due for refresh, which cannot happen: the session stays as it was
      await new Promise((r) => setTimeout(r, 1_300));
      const kept = await getSession(app!.url, signedIn.jar);
      expect(kept?.error).toBeUndefined();
      expect(kept?.user.email).toBe('owner@petclinic.vn');
      expect(kept?.backendTokens.refreshToken).toBe(before.refreshToken);
    } finally {
      await cluster!.start();
    }

    const refreshed = await getSession(app!.url, signedIn.jar);
    expect(refreshed?.error).toBeUndefined();
    expect(refreshed?.backendTokens.refreshToken).not.toBe(before.refreshToken);
    expect((await call(app!.url, 'GET', '/users/me', { token: refreshed!.backendTokens.accessToken })).status).toBe(200);
    expect((await signInThroughNextAuth(app!.url, 'seller@petclinic.vn', 'Seller@123')).session?.user.email).toBe('seller@petclinic.vn');
    expect(unhandledFaults(app!.output())).toEqual([]);
  });
});
