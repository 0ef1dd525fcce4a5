import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '../enums/audit';
import { recordId } from './book-rules';
import { withDayRange } from './day-range';
import { listQuery, pageOf } from './pagination';
import { optionalFilter } from './rules';

// The audit trail (Nhật ký thao tác): read by the shop admin, written by the route wrapper.

export const auditListQuery = withDayRange(
  listQuery(['createdAt'] as const).extend({
    userId: optionalFilter(recordId()),
    entityType: optionalFilter(z.enum(AUDIT_ENTITY_TYPES, { error: 'validation.invalid' })),
    action: optionalFilter(z.enum(AUDIT_ACTIONS, { error: 'validation.invalid' })),
    /** one record's own history (its page's "history" tab) */
    entityId: optionalFilter(recordId()),
  }),
);
export type AuditListQuery = z.infer<typeof auditListQuery>;

const change = z.object({ from: z.unknown(), to: z.unknown() });

export const auditEntryResponse = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.string(),
  entityId: z.uuid().nullable(),
  entityLabel: z.string().nullable(),
  user: z.object({ id: z.uuid().nullable(), name: z.string().nullable(), role: z.number().int().nullable() }),
  /** the fields an update changed, before and after */
  changes: z.record(z.string(), change).nullable(),
  operation: z.string(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntryResponse>;
export const auditPage = pageOf(auditEntryResponse);
