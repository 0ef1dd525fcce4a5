import { auditListQuery } from '@/lib/contracts/audit';
import { route } from '@/server/http/route';
import { listAuditEntries } from '@/server/modules/audit/list-audit-entries';

export const GET = route({ auth: 'shop', permission: 'STORE_AUDIT_LOG', query: auditListQuery }, ({ db, shop, query }) =>
  listAuditEntries(db, { shopId: shop.id, timeZone: shop.timeZone, query }),
);
