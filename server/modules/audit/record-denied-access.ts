import type { DbOrTx } from '@/server/db/client';
import { type AuditActor, recordAuditEntry } from '@/server/db/sql/record-audit-entry';
import { describeWrite } from '@/lib/audit/describe-write';
import { logger } from '@/server/core/logger';

/**
 * A refused call is logged on its own: there is no change to share a transaction with. Failing to
 * log it must not turn the 403 the caller is owed into another answer.
 */
export async function recordDeniedAccess(db: DbOrTx, actor: AuditActor, call: { method: string; pattern: string }): Promise<void> {
  const { entityType } = describeWrite(call.method, call.pattern);
  await recordAuditEntry(db, { ...actor, action: 'permission_denied', entityType, operation: `${call.method} ${call.pattern}` }).catch((err) => logger.error('[audit] a refused call was not logged', { err }));
}
