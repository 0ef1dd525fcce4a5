import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '@/lib/permissions';
import { users } from '@/server/db/schema/users';
import { call } from '../support/api-client';
import { serveForFile } from '../support/api-suite';
import { type AuditKit, auditKit, entriesOf } from '../support/audit-kit';
import { type AuditCall, AUDIT_RECIPES } from '../support/audit-recipes';
import { concretePath, type DeclaredRoute, declaredRoutes, takesId } from '../support/route-table';

// Issue 21's sweep of the audit trail, like the route sweep: every write route of the route table
// either is named below as writing no entry, or is called once as it is meant to be used — by a
// user with its permission, in PetCare Quận 1 — and must leave exactly one entry saying who did
// what to which record; then called with input it refuses, and must leave none. The recipes for
// the calls are in tests/support/audit-recipes*.ts: a new write route fails here until it has one.

const routes = await declaredRoutes();
const label = (r: Pick<DeclaredRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;
const writes = routes.filter((r) => r.method !== 'GET');
const audited = writes.filter((r) => r.definition.auth !== 'public' && r.definition.audit !== false);

// The writes that leave no entry: the public ones (the unknown path's 404, a token's refresh) and
// those declared `audit: false` because they change nothing (price quotes, reading a sheet's lines).
const UNAUDITED = [
  'DELETE /[...path]',
  'PATCH /[...path]',
  'POST /[...path]',
  'PUT /[...path]',
  'POST /activities/[id]/invoice/quote',
  'POST /auth/refresh',
  'POST /invoices/quote',
  'POST /product-imports/lines',
];

// The action and the kind of record an entry must name, by the rules of issue 21 — written out
// here rather than taken from the server's own describeWrite, so that the two are compared.
const STATUS_STEPS = ['status', 'transition', 'cancel', 'complete', 'arrive', 'check-out'];
function expectedAction(route: DeclaredRoute): string {
  const segments = route.path.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (route.method === 'DELETE') return 'delete';
  if (last === 'void') return 'void';
  if (last && STATUS_STEPS.includes(last)) return 'status_change';
  if (route.path === '/users/change-password') return 'password_change';
  if (route.method === 'PUT' || route.method === 'PATCH') return 'update';
  return 'create';
}
function expectedEntityType(route: DeclaredRoute): string {
  const [first, second] = route.path.split('/').filter(Boolean);
  return first === 'admin' ? second : first;
}

const server = serveForFile();
let kit: AuditKit;
beforeAll(async () => {
  kit = await auditKit(server);
});

function send(route: DeclaredRoute, request: AuditCall, as: { token: string; shopId: string }) {
  return call<Record<string, unknown>>(server.url, route.method, request.id ? concretePath(route, request.id) : route.path, {
    token: as.token,
    shopId: as.shopId || undefined,
    ...(request.form ? { form: request.form } : request.body !== undefined ? { body: request.body } : {}),
  });
}

/** Who sends a recipe's call: its own caller, or its demo account (in Quận 1; the system administrator in none). */
function callerOf(route: DeclaredRoute, request: AuditCall) {
  const recipe = AUDIT_RECIPES[label(route)];
  const shopId = route.definition.auth === 'admin' ? '' : kit.q1;
  if (request.caller) return { token: request.caller.token, shopId, userId: request.caller.userId };
  return { token: kit.by(recipe.by).token, shopId, userId: kit.userId(recipe.by) };
}

describe('the write routes', () => {
  it('are all audited, but for the public ones and those that write nothing, named here', () => {
    expect(audited.length).toBeGreaterThan(70);
    expect(writes.filter((r) => !audited.includes(r)).map(label).sort()).toEqual([...UNAUDITED].sort());
  });

  it('each have a recipe for a call they accept, and no recipe is left for a route that is gone', () => {
    expect(audited.map(label).filter((l) => !(l in AUDIT_RECIPES))).toEqual([]);
    expect(Object.keys(AUDIT_RECIPES).filter((l) => !audited.some((r) => label(r) === l))).toEqual([]);
  });

  it('a price quote, declared as writing nothing, leaves no entry', async () => {
    const product = await kit.stocked();
    const { result, added } = await entriesOf(server.db, () =>
      call(server.url, 'POST', '/invoices/quote', { ...kit.by('seller'), body: { lines: [{ productId: product.id, unitName: product.unit, quantity: 1 }] } }),
    );
    expect(result.status).toBe(200);
    expect(added).toEqual([]);
  });
});

describe.each(audited.map((route) => [label(route), route] as const))('%s', (_, route) => {
  const recipe = AUDIT_RECIPES[label(route)];

  it('accepted: exactly one entry with the caller, the shop, the action, the record and the operation', async () => {
    expect(recipe, `a recipe for ${label(route)} in tests/support/audit-recipes*.ts`).toBeDefined();
    const request = await recipe.call(kit);
    expect(request.id !== undefined, 'the recipe names the [id] exactly when the route takes one').toBe(takesId(route));
    const caller = callerOf(route, request);
    const [user] = await server.db.select({ name: users.name, role: users.role }).from(users).where(eq(users.id, caller.userId));
    const { permission } = route.definition;
    if (permission) expect(hasPermission(user.role, permission), `${recipe.by} may ${permission}`).toBe(true);

    const { result: res, added } = await entriesOf(server.db, () => send(route, request, caller));
    expect(res.status, JSON.stringify(res.body)).toBeOneOf([200, 204]);
    expect(added).toHaveLength(1);
    const [entry] = added;

    const entityType = expectedEntityType(route);
    const ownRecord = entityType === 'users' ? caller.userId : entityType === 'shops' && caller.shopId ? caller.shopId : undefined;
    const entityId = request.id ?? ownRecord ?? (recipe.namesNone ? null : (recipe.created ?? ((a) => a.id))(res.body ?? {}));
    if (!recipe.namesNone) expect(entityId, 'the record the call named or made').toEqual(expect.any(String));
    expect(entry).toMatchObject({
      userId: caller.userId,
      userName: user.name,
      role: user.role,
      shopId: caller.shopId || null,
      action: expectedAction(route),
      entityType,
      entityId,
      operation: label(route),
    });
    // passwords, their hashes and tokens are never copied into the trail
    expect(Object.keys(entry.changes ?? {}).filter((field) => /password|token|secret|hash/i.test(field))).toEqual([]);
  });

  it('refused: no entry', async () => {
    expect(recipe).toBeDefined();
    expect(recipe.fail !== undefined || takesId(route), 'a route without an [id] says how it is refused').toBe(true);
    const accepted = await recipe.call(kit);
    const refused = recipe.fail ? await recipe.fail(kit, accepted) : { ...accepted, id: crypto.randomUUID(), status: 404 as const };
    const { result: res, added } = await entriesOf(server.db, () => send(route, refused, callerOf(route, refused)));
    expect(res.status, JSON.stringify(res.body)).toBe(refused.status);
    expect(added).toEqual([]);
  });
});
