/** One field's value before and after an update. */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/** A record as read from its table (or the mock API's state). */
export type RecordSnapshot = Record<string, unknown>;

// The fields of a record a change moved, for the audit trail: the server's and the mock API's.

// Never copied into the log: secrets, what the database derives or keeps for itself, and the
// keys a client sends so that a retry is recognised (noise to a person reading the trail).
const SECRET = /password|token|secret|hash/i;
const DERIVED = new Set(['id', 'shopId', 'createdAt', 'updatedAt', 'nameOrder', 'searchSource', 'searchDigits', 'data', 'idempotencyKey', 'completionKey']);

const loggable = (field: string) => !DERIVED.has(field) && !SECRET.test(field);

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return null;
  return value ?? null;
}

/** The fields that differ between two states of a record; a missing state counts as all nulls. */
export function diffRecords(before: RecordSnapshot | null, after: RecordSnapshot | null): AuditChanges {
  const changes: AuditChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (!loggable(field)) continue;
    const from = plain(before?.[field]);
    const to = plain(after?.[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}
