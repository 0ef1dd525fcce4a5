import { mockState } from '../data';
import { MockApiError } from '../errors';

// List and uniqueness helpers shared by the staff and system-administration handlers, as in
// server/modules/{employees,admin}.

/** lower-case without Vietnamese marks, like the server's search folding (server/db/sql/fold.ts). */
export const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();
export const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
export const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function pageOf<T>(rows: T[], query: { page: number; limit: number }) {
  return { items: rows.slice((query.page - 1) * query.limit, query.page * query.limit), total: rows.length, page: query.page, limit: query.limit };
}

export const conflict = (field: string, key: string) => new MockApiError('Conflict', key, [{ field, messages: [key] }]);

/** Email is unique across accounts (it signs in); a phone is unique among the shop's staff. */
export function assertUniqueContact(input: { shopId: string | null; email: string; phoneNumber: string; exceptUserId?: string }) {
  const others = Object.values(mockState.users).filter((u) => u.id !== input.exceptUserId);
  if (others.some((u) => u.email.toLowerCase() === input.email.toLowerCase())) throw conflict('email', 'errors.emailTaken');
  if (others.some((u) => u.shopId === input.shopId && u.phoneNumber === input.phoneNumber)) throw conflict('phoneNumber', 'errors.phoneTaken');
}
