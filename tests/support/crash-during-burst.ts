import type { Customer } from '@/lib/contracts/customers';
import type { PetDetail } from '@/lib/contracts/pets';
import type { ProductImport } from '@/lib/contracts/product-imports';
import { ImportStatus } from '@/lib/enums/product-imports';
import { call, signInThroughNextAuth } from './api-client';
import { type AppProcess, startAppProcess } from './app-process';
import { prepareBooks } from './book-burst';
import { type BurstWrite, createOwners, startBurst } from './write-burst';

/** The server is killed once half the burst has answered, a product sheet and an import among them... */
export const KILL_AFTER_ANSWERS = 100;
/** ...or, should the sheets be slow, while a tenth of it is still in flight. */
const KILL_AT_THE_LATEST = 180;
const BURST_SIZE = 200;

export interface CrashRun {
  /** the killed server (its data directory is the one the restarted server runs on) */
  killed: AppProcess;
  restarted: AppProcess;
  shopId: string;
  tag: string;
  writes: BurstWrite[];
  restartMs: number;
  /** a write, and reads of an acknowledged pet and import, through the restarted server */
  afterRestart: { createStatus: number; petStatus: number; petWeighings: number; importStatus: number; importCompleted: boolean; importLines: number };
}

/**
 * Starts the production server, sends a burst of 200 concurrent multi-row writes, kills the server
 * with SIGKILL in the middle of it, and starts it again on the same database (and data directory).
 */
export async function crashDuringBurst(options: { databaseUrl?: string }): Promise<CrashRun> {
  const killed = await startAppProcess(options);
  const { session } = await signInThroughNextAuth(killed.url, 'owner@petclinic.vn', 'Owner@123');
  if (!session?.user.shopId) throw new Error('could not sign in as owner@petclinic.vn');
  const token = session.backendTokens.accessToken;
  const shopId = session.user.shopId;
  const tag = String(1000 + Math.floor(Math.random() * 9000));

  const target = { url: killed.url, token, shopId };
  const owners = await createOwners(target, tag);
  const books = await prepareBooks(target, tag);
  const burst = await startBurst(target, tag, { owners, books }, BURST_SIZE);
  const among = (answered: BurstWrite[], kind: BurstWrite['kind']) => answered.some((w) => w.kind === kind && w.status === 200);
  await burst.until(
    (answered) => (answered.length >= KILL_AFTER_ANSWERS && among(answered, 'sheet') && among(answered, 'purchase')) || answered.length >= KILL_AT_THE_LATEST,
  );
  await killed.kill();
  const writes = await burst.done;

  const started = Date.now();
  // the same secret: the tokens issued before the crash stay valid, as across a deployment's restart
  const restarted = await startAppProcess({ ...options, dataDir: killed.dataDir, authSecret: killed.authSecret });
  const restartMs = Date.now() - started;

  const as = { token, shopId };
  const created = await call<Customer>(restarted.url, 'POST', '/customers', { ...as, body: { name: `Sau sự cố ${tag}` } });
  const pet = writes.find((w) => w.kind === 'pet' && w.status === 200);
  const read = pet ? await call<PetDetail>(restarted.url, 'GET', `/pets/${pet.id}`, as) : null;
  const purchase = writes.find((w) => w.kind === 'purchase' && w.status === 200);
  const stocked = purchase ? await call<ProductImport>(restarted.url, 'GET', `/product-imports/${purchase.id}`, as) : null;
  return {
    killed,
    restarted,
    shopId,
    tag,
    writes,
    restartMs,
    afterRestart: {
      createStatus: created.status,
      petStatus: read?.status ?? 0,
      petWeighings: read?.body.weights.length ?? 0,
      importStatus: stocked?.status ?? 0,
      importCompleted: stocked?.body.status === ImportStatus.COMPLETED,
      importLines: stocked?.body.lines.length ?? 0,
    },
  };
}
