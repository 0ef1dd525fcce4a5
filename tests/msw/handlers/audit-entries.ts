import { http } from 'msw';
import { auditListQuery, auditPage } from '@/lib/contracts/audit';
import { foldAccents } from '@/lib/text';
import { mockState } from '../data';
import { API, parseBody, queryOf, route } from './route';
import { pageOf, shopCall, withinShopDays } from './shared';

// ---- the audit trail (/audit-entries, issue 21), as server/modules/audit/list-audit-entries.ts ----
// The shop admin's (STORE_AUDIT_LOG): newest first, by the shop's days, user, kind of record, action
// or one record; the search finds the record's code or name, or the user's name, accents aside.
// The entries are those the mock's successful writes left (mock-audit.ts).

export const auditEntryHandlers = [
  http.get(
    `${API}/audit-entries`,
    route((request) => {
      const { shop } = shopCall(request, 'STORE_AUDIT_LOG');
      const query = parseBody(auditListQuery, queryOf(request));
      const search = query.search ? foldAccents(query.search) : '';
      const sign = query.sort?.dir === 'asc' ? 1 : -1;
      // newest first: the trail is kept oldest first, and the sort keeps equal instants in that order
      const trail = sign < 0 ? [...mockState.auditEntries].reverse() : mockState.auditEntries;
      const rows = trail
        .filter(
          (e) =>
            e.shopId === shop.id &&
            withinShopDays(e.createdAt, query) &&
            (!query.userId || e.user.id === query.userId) &&
            (!query.entityType || e.entityType === query.entityType) &&
            (!query.action || e.action === query.action) &&
            (!query.entityId || e.entityId === query.entityId) &&
            (!search || [e.entityLabel, e.user.name].some((text) => text !== null && foldAccents(text).includes(search))),
        )
        .sort((a, b) => sign * a.createdAt.localeCompare(b.createdAt));
      // the response contract leaves out the shop each entry belongs to
      return auditPage.parse(pageOf(rows, query));
    }),
  ),
];
