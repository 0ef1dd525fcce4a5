import type { Db } from '@/server/db/client';
import { pruneAuditEntries } from './prune-audit-entries';
import { logger } from '@/server/core/logger';

const DAY_MS = 86_400_000;
// after the start, so that a restart under load does not begin with a large delete
const FIRST_RUN_DELAY_MS = 60_000;

/**
 * Keeps the audit trail to its retention (AUDIT_RETENTION_DAYS): pruned a minute after the start,
 * then daily. Every instance runs it; a delete of what another instance already pruned is empty.
 */
export function startAuditRetention(db: Db, days: number): () => void {
  const run = () =>
    pruneAuditEntries(db, days).then(
      (removed) => removed > 0 && logger.info('[audit] pruned', { removed, days }),
      (err) => logger.error('[audit] pruning failed', { err }),
    );
  let daily: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void run();
    daily = setInterval(() => void run(), DAY_MS).unref();
  }, FIRST_RUN_DELAY_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
