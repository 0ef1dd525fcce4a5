// the server's own pure rules, so that the mock names actions and changes exactly as it does
import { describeWrite } from '@/lib/audit/describe-write';
import { diffRecords } from '@/lib/audit/diff-records';
import { type MockAuditEntry, mockState } from './data';
import { tokenSubject } from './tokens';

// The audit trail of the mock world (issue 21): every successful write through the mock API leaves
// one entry, as the server's route wrapper does (server/modules/audit/audit-write.ts), so the audit
// log and the records' history have something to show in `npm run dev:mock`. Only writes that
// succeed are recorded here; the server also records sign-ins and refused permissions.

type Snapshot = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The mock's table for each kind of record an entry names (audited-records.ts on the server). */
function tableOf(entityType: string): Record<string, unknown> | null {
  const s = mockState;
  const tables: Record<string, Record<string, unknown>> = {
    activities: s.activities,
    appointments: s.appointments,
    'cash-vouchers': s.books.vouchers,
    customers: s.customers,
    'customer-debts': s.customers,
    'display-links': s.displayLinks,
    employees: s.users,
    invoices: s.books.invoices,
    'pet-rooms': s.petRooms,
    pets: s.pets,
    'product-imports': s.books.imports,
    products: s.products,
    promotions: s.promotions,
    services: s.services,
    shops: s.shops,
    stays: s.petStays,
    'stock-takes': s.books.stockTakes,
    'supplier-debts': s.suppliers,
    suppliers: s.suppliers,
    users: s.users,
  };
  return tables[entityType] ?? null;
}

/** A copy of the record as it stands, as JSON holds it (the mock's records change in place). */
function snapshot(entityType: string, id: string | null): Snapshot | null {
  const row = id ? tableOf(entityType)?.[id] : undefined;
  return row ? (JSON.parse(JSON.stringify(row)) as Snapshot) : null;
}

const labelOf = (row: Snapshot | null) => {
  const value = row?.code ?? row?.name ?? row?.title;
  return typeof value === 'string' && value !== '' ? value : null;
};

async function returnedId(result: unknown): Promise<string | null> {
  const body = result instanceof Response ? await result.clone().json().catch(() => null) : result;
  const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : null;
  return typeof id === 'string' && UUID.test(id) ? id : null;
}

/**
 * Starts auditing a request: nothing for a read; for a write, the record as it was, and `record`
 * to call once the write has succeeded with what it answered.
 */
export function auditMockWrite(request: Request): { record: (result: unknown) => Promise<void> } | null {
  if (READS.has(request.method)) return null;
  const url = new URL(request.url);
  const path = url.pathname.replace(/^.*?\/api\/v1/, '');
  const pattern = path.replace(/[0-9a-f-]{36}/gi, (s) => (UUID.test(s) ? '[id]' : s));
  const { action, entityType } = describeWrite(request.method, pattern);
  const own = path.split('/').filter(Boolean);
  const pathId = (own[0] === 'admin' ? own[2] : own[1]) ?? null;
  const idInPath = pathId && UUID.test(pathId) ? pathId : null;
  const before = snapshot(entityType, idInPath);
  const user = mockState.users[tokenSubject(request.headers.get('authorization')) ?? ''];

  return {
    record: async (result) => {
      const entityId = idInPath ?? (await returnedId(result));
      const after = snapshot(entityType, entityId);
      const entry: MockAuditEntry = {
        id: crypto.randomUUID(),
        shopId: request.headers.get('shop-id') ?? user?.shopId ?? null,
        createdAt: new Date().toISOString(),
        action,
        entityType,
        entityId,
        entityLabel: labelOf(after) ?? labelOf(before),
        user: { id: user?.id ?? null, name: user?.name ?? null, role: user?.role ?? null },
        // a new record's fields are all on its own page; an entry keeps what changed in an existing one
        changes: idInPath ? diffRecords(before, after) : null,
        operation: `${request.method} ${pattern}`,
        ip: null,
      };
      mockState.auditEntries.push(entry);
    },
  };
}
