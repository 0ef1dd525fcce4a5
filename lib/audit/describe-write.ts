import type { AuditAction } from '../enums/audit';

/** What a route may say of its audit entry when its path does not tell. */
export interface AuditSpec {
  action?: AuditAction;
  entity?: string;
  /** the field of the answer holding the id of the record a create made, when it is not `id` */
  idField?: string;
}

export interface WriteDescription {
  action: AuditAction;
  entityType: string;
}

// A route's last segment that moves its record to another status rather than editing it.
const STATUS_STEPS = new Set(['status', 'transition', 'cancel', 'complete', 'arrive', 'check-out']);

/**
 * The action and kind of record of a write, from its method and route pattern
 * (`POST /invoices/[id]/void` → void of invoices); `spec` overrides either.
 */
export function describeWrite(method: string, pattern: string, spec: AuditSpec = {}): WriteDescription {
  const segments = pattern.split('/').filter(Boolean);
  const own = segments[0] === 'admin' ? segments.slice(1) : segments;
  const last = own.at(-1) ?? '';
  let action: AuditAction = 'create';
  if (method === 'DELETE') action = 'delete';
  else if (last === 'void') action = 'void';
  else if (STATUS_STEPS.has(last)) action = 'status_change';
  else if (pattern === '/users/change-password') action = 'password_change';
  else if (method === 'PUT' || method === 'PATCH') action = 'update';
  return { action: spec.action ?? action, entityType: spec.entity ?? own[0] ?? 'session' };
}

/** `/invoices/0f…/void` with `{ id: '0f…' }` → `/invoices/[id]/void`. */
export function routePattern(pathname: string, params: Record<string, string | string[]>): string {
  const names = new Map(Object.entries(params).flatMap(([name, value]) => (typeof value === 'string' ? [[value, name] as const] : [])));
  return pathname
    .split('/')
    .map((segment) => {
      const name = names.get(safeDecode(segment));
      return name ? `[${name}]` : segment;
    })
    .join('/');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
