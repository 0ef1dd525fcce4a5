import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { AuditChanges } from '@/lib/audit/diff-records';
import { AUDIT_ACTIONS } from '@/lib/enums/audit';
import { createdAt, id, inList } from './columns';
import { shops } from './shops';
import { users } from './users';

// Who did what to which record, written in the same transaction as the change (issue 21): a
// rolled-back change leaves no entry. The user's name and the record's code or name are copied,
// so the entry still reads right after either is renamed or deleted.
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    // null for the system administrator's own actions and for a sign-in to no known account
    shopId: uuid('shop_id').references(() => shops.id),
    userId: uuid('user_id').references(() => users.id),
    // the user's name, or the e-mail typed at a failed sign-in
    userName: text('user_name'),
    role: smallint('role'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    // the record's code or name as a person reads it
    entityLabel: text('entity_label'),
    changes: jsonb('changes').$type<AuditChanges>(),
    // e.g. `POST /invoices/[id]/void`
    operation: text('operation').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_entries_shop_idx').on(t.shopId, t.createdAt),
    index('audit_entries_entity_idx').on(t.entityId, t.createdAt),
    index('audit_entries_created_idx').on(t.createdAt),
    check('audit_entries_action_check', sql`${t.action} in (${inList(AUDIT_ACTIONS)})`),
  ],
);
