import { eq, or, sql } from 'drizzle-orm';
import type { AuditEntry, AuditListQuery } from '@/lib/contracts/audit';
import type { Page } from '@/lib/contracts/pagination';
import type { DbOrTx } from '@/server/db/client';
import { auditEntries } from '@/server/db/schema/audit-entries';
import { containsPattern, foldSql } from '@/server/db/sql/fold';
import { listPlan, readPage } from '@/server/db/sql/list-plan';

type Row = typeof auditEntries.$inferSelect;

const toEntry = (row: Row): AuditEntry => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  action: row.action as AuditEntry['action'],
  entityType: row.entityType,
  entityId: row.entityId,
  entityLabel: row.entityLabel,
  user: { id: row.userId, name: row.userName, role: row.role },
  changes: row.changes ?? null,
  operation: row.operation,
  ip: row.ip,
});

/** The shop's audit trail, newest first: by user, kind of record, action or record; found by code or name. */
export function listAuditEntries(db: DbOrTx, input: { shopId: string; timeZone: string; query: AuditListQuery }): Promise<Page<AuditEntry>> {
  const { query } = input;
  const plan = listPlan({
    table: auditEntries,
    shopId: input.shopId,
    query,
    sortColumns: { createdAt: auditEntries.createdAt },
    defaultSort: { field: 'createdAt', dir: 'desc' },
    filters: [
      query.userId ? eq(auditEntries.userId, query.userId) : undefined,
      query.entityType ? eq(auditEntries.entityType, query.entityType) : undefined,
      query.action ? eq(auditEntries.action, query.action) : undefined,
      query.entityId ? eq(auditEntries.entityId, query.entityId) : undefined,
    ],
    search: {
      where: (text) => or(sql`${foldSql(auditEntries.entityLabel)} like ${containsPattern(text)}`, sql`${foldSql(auditEntries.userName)} like ${containsPattern(text)}`)!,
    },
    days: { column: auditEntries.createdAt, from: query.from, to: query.to, timeZone: input.timeZone },
  });
  return readPage(db, plan, query, db.select().from(auditEntries).$dynamic(), toEntry);
}
