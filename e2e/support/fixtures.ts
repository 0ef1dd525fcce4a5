import { test as base, type BrowserContextOptions, expect } from '@playwright/test';
import { ACCOUNTS, type DemoRole, landingPattern, sessionShopId, signIn } from './accounts';

// One sign-in per demo role and worker: the first test that needs a role signs in through the
// form, later tests start with a copy of its cookies (Playwright's storageState). Nothing is
// written to disk: every run has a fresh server secret (scripts/e2e-server.ts).
//
// A copy is used only while its access token is fresh: once it expires (15 minutes), the first test
// to use it renews it, which rotates the refresh token inside that test's browser alone, and the next
// copy would present the spent one — a reuse the server answers by ending the session. A role's
// sign-in older than SESSION_REUSE_MS is made again instead.
const SESSION_REUSE_MS = 10 * 60_000;

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export interface DemoSession {
  state: StorageState;
  /** the user's own shop; null for the system admin */
  shopId: string | null;
}

interface Sessions {
  get(role: DemoRole): Promise<DemoSession>;
  /** Drops the cached session of a role (e.g. once a password change ended it): the next test signs in again. */
  forget(role: DemoRole): void;
}

export const test = base.extend<{ as: DemoRole | null; session: DemoSession }, { sessions: Sessions }>({
  /** `test.use({ as: 'owner' })`: the page starts signed in as that demo account. */
  as: [null, { option: true }],

  sessions: [
    async ({ browser }, provide, workerInfo) => {
      const cache = new Map<DemoRole, { session: Promise<DemoSession>; at: number }>();
      const { baseURL, locale } = workerInfo.project.use;
      const create = async (role: DemoRole): Promise<DemoSession> => {
        const account = ACCOUNTS[role];
        // an empty state: the browser fixture would otherwise pass on the current test's storageState
        const context = await browser.newContext({ baseURL, locale, storageState: { cookies: [], origins: [] } });
        try {
          const page = await context.newPage();
          await signIn(page, account);
          await expect(page).toHaveURL(landingPattern(account));
          const shopId = account.landing === 'admin' ? null : await sessionShopId(page);
          return { state: await context.storageState(), shopId };
        } finally {
          await context.close();
        }
      };
      await provide({
        get(role) {
          const cached = cache.get(role);
          if (cached && Date.now() - cached.at < SESSION_REUSE_MS) return cached.session;
          const session = create(role);
          // a failed sign-in is retried by the next test instead of failing all of them
          session.catch(() => cache.delete(role));
          cache.set(role, { session, at: Date.now() });
          return session;
        },
        forget(role) {
          cache.delete(role);
        },
      });
    },
    { scope: 'worker' },
  ],

  session: async ({ as, sessions }, provide) => {
    if (!as) throw new Error('the `session` fixture needs test.use({ as: <role> })');
    await provide(await sessions.get(as));
  },

  storageState: async ({ as, sessions, storageState }, provide) => {
    await provide(as ? (await sessions.get(as)).state : storageState);
  },
});

export { expect };
