import type { DbOrTx } from '@/server/db/client';
import { type AuditActor, recordAuditEntry } from '@/server/db/sql/record-audit-entry';
import { rowsWritten } from '@/server/db/sql/rows-written';
import { type AuditSpec, describeWrite } from '@/lib/audit/describe-write';
import { diffRecords, type RecordSnapshot } from '@/lib/audit/diff-records';
import { readRecord, recordLabel } from './audited-records';

export interface AuditedWrite {
  method: string;
  /** the route's pattern, e.g. `/invoices/[id]/void` */
  pattern: string;
  params: Record<string, string | string[]>;
  spec?: AuditSpec;
  actor: AuditActor;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const asId = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : null);

/** The record a route without an id in its path changes: the caller's own profile, or their shop. */
function ownRecordId(entityType: string, actor: AuditActor): string | null {
  if (entityType === 'users') return actor.userId;
  if (entityType === 'shops') return actor.shopId;
  return null;
}

/** What a use-case returned, when it is a record: its id, code or name. */
function returnedRecord(result: unknown): RecordSnapshot | null {
  return result && typeof result === 'object' && !(result instanceof Response) ? (result as RecordSnapshot) : null;
}

/**
 * Runs a write and records its audit entry on the same transaction: the record before and after
 * (the fields that changed), the user, the action. A write that throws leaves no entry, as its
 * transaction rolls back with everything else; one that wrote no row (a replay) leaves none either.
 */
export async function auditWrite<T>(db: DbOrTx, write: AuditedWrite, run: () => Promise<T>): Promise<T> {
  const { action, entityType } = describeWrite(write.method, write.pattern, write.spec);
  const shopId = write.actor.shopId;
  const pathId = asId(write.params.id) ?? ownRecordId(entityType, write.actor);
  const before = pathId ? await readRecord(db, entityType, pathId, shopId) : null;
  const written = await rowsWritten(db);

  const result = await run();
  // a request sent again with its idempotency key answers what the first one did and writes
  // nothing: it changed nothing, so the trail keeps only the first
  if ((await rowsWritten(db)) === written) return result;

  const returned = returnedRecord(result);
  const entityId = pathId ?? asId(returned?.[write.spec?.idField ?? 'id']);
  const after = entityId ? await readRecord(db, entityType, entityId, shopId) : null;
  // a new record's fields are all on its own page; an entry keeps what changed in an existing one
  const changes = pathId ? diffRecords(before, after) : null;
  await recordAuditEntry(db, {
    ...write.actor,
    action,
    entityType,
    entityId,
    entityLabel: recordLabel(after) ?? recordLabel(before) ?? recordLabel(returned),
    changes,
    operation: `${write.method} ${write.pattern}`,
  });
  return result;
}
