import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { PURCHASE_LINES } from '../support/book-burst';
import { burstReport, checkBurst, type Sql, tally } from '../support/burst-integrity';
import { crashDuringBurst, type CrashRun, KILL_AFTER_ANSWERS } from '../support/crash-during-burst';

// kill -9 of the server on the embedded database, in the middle of 200 concurrent writes; the
// server comes back on the same data directory and nothing acknowledged is lost or half-written.
let run: CrashRun | undefined;

afterAll(async () => {
  await run?.restarted.stop();
  await run?.killed.stop();
});

describe('kill -9 during a burst of writes, on PGlite', () => {
  it('restarts on the same data directory with every acknowledged write whole and nothing by halves', async () => {
    run = await crashDuringBurst({});
    const answers = tally(run.writes);
    expect(answers.acknowledged).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    // the kill fell in the middle of the burst
    expect(answers.unanswered).toBeGreaterThan(0);
    expect(answers.failed).toBe(0);

    // the books were written in the burst, an import among the answered ones
    expect(answers.byKind.purchase).toBeGreaterThan(0);
    expect(run.afterRestart).toEqual({ createStatus: 200, petStatus: 200, petWeighings: 1, importStatus: 200, importCompleted: true, importLines: PURCHASE_LINES });

    // PGlite holds its directory alone: read it once the restarted server has shut down cleanly
    await run.restarted.stop();
    const db = new PGlite(path.join(run.killed.dataDir, 'pglite'), { extensions: { pg_trgm, btree_gin } });
    try {
      const sql: Sql = async <T>(text: string, params: unknown[] = []) => (await db.query<T>(text, params)).rows;
      const integrity = await checkBurst(sql, run.shopId, run.tag, run.writes);
      console.log(burstReport('PGlite', run.writes, run.restartMs, integrity));
      expect(integrity.lost).toEqual([]);
      expect(integrity.partial).toEqual([]);
      expect(integrity.orphanTerms).toBe(0);
      expect(integrity.miscounted).toEqual([]);
      expect(integrity.violations).toEqual([]);
      // every acknowledged document of the books is among those found (and whole: nothing lost above)
      expect(integrity.books.imports).toBeGreaterThanOrEqual(answers.byKind.purchase);
      expect(integrity.books.payments).toBeGreaterThanOrEqual(answers.byKind['supplier-payment']);
      expect(integrity.books.stockTakes).toBeGreaterThanOrEqual(answers.byKind['stock-take']);
    } finally {
      await db.close();
    }
  });
});
