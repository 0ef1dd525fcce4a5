import { BENCH_ACCOUNT } from '@/server/seed/large/bench-shop';
import { signInThroughNextAuth } from '@/tests/support/api-client';
import { startAppProcess } from '@/tests/support/app-process';
import { benchDatabase } from './bench-database';
import { seedBenchDatabase } from './seed-bench-database';

export interface BenchApp {
  /** the production server's address */
  url: string;
  /** its process */
  pid: number;
  databaseUrl: string;
  shopId: string;
  /** the signed-in benchmark owner's headers for /api/v1 */
  headers: Record<string, string>;
}

/**
 * Runs `fn` against the production server over a PostgreSQL database whose benchmark shop holds
 * `customers` customers (seeded on first use, kept for later runs), signed in as its owner.
 */
export async function withBenchApp<T>(customers: number, fn: (app: BenchApp) => Promise<T>): Promise<T> {
  const databaseUrl = await benchDatabase(`pawdesk_bench_${customers}`);
  const { shopId } = await seedBenchDatabase(databaseUrl, customers);
  const app = await startAppProcess({ databaseUrl, echoStderr: true });
  try {
    const { session } = await signInThroughNextAuth(app.url, BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);
    if (!session) throw new Error(`could not sign in as ${BENCH_ACCOUNT.email}`);
    const headers = { authorization: `Bearer ${session.backendTokens.accessToken}`, 'shop-Id': shopId, 'accept-language': 'vi' };
    return await fn({ url: app.url, pid: app.pid, databaseUrl, shopId, headers });
  } finally {
    await app.stop();
  }
}
