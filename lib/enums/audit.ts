// What an audit entry records (issue 21): a change made through /api/v1, or an event of access.
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status_change',
  'void',
  'sign_in',
  'sign_in_failed',
  'password_change',
  'permission_denied',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record an entry names: the route's first segment (under /admin, its second). */
export const AUDIT_ENTITY_TYPES = [
  'activities',
  'activity-attachments',
  'activity-services',
  'appointments',
  'cash-vouchers',
  'customer-debts',
  'customers',
  'display-links',
  'employees',
  'invoices',
  'pet-rooms',
  'pets',
  'product-imports',
  'products',
  'promotions',
  'reminders',
  'services',
  'shops',
  'stays',
  'stock-takes',
  'supplier-debts',
  'suppliers',
  'users',
  'chains',
  'session',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
