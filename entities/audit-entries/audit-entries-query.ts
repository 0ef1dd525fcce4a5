import { shopListQuery } from '@/lib/api/list-query';
import { auditPage } from '@/lib/contracts/audit';
import { auditEntryKeys } from './audit-entry-keys';

/**
 * One page of the shop's audit trail (GET /audit-entries, STORE_AUDIT_LOG), newest first: the audit
 * log's filters, or one record's own history (`entityId`).
 */
export const auditEntriesQuery = (shopId: string, request: Record<string, string | number | undefined>) =>
  shopListQuery({ path: '/audit-entries', keys: auditEntryKeys, page: auditPage }, shopId, request);
