import type { AuditAction } from '@/lib/enums/audit';
import type { DbOrTx } from '../client';
import type { AuditChanges } from '@/lib/audit/diff-records';
import { auditEntries } from '../schema/audit-entries';

export interface AuditActor {
  userId: string | null;
  userName: string | null;
  role: number | null;
  shopId: string | null;
  ip: string | null;
}

export interface AuditEntry extends AuditActor {
  action: AuditAction;
  entityType: string;
  entityId?: string | null;
  entityLabel?: string | null;
  changes?: AuditChanges | null;
  operation: string;
}

/** Writes one entry on `db`: pass the change's own transaction, so that both commit or neither. */
export async function recordAuditEntry(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditEntries).values({
    ...entry,
    entityId: entry.entityId ?? null,
    entityLabel: entry.entityLabel?.slice(0, 200) ?? null,
    changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
  });
}
