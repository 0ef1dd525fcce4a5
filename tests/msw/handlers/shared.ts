import type { Permission } from '@/lib/permissions';
import { DEFAULT_TIME_ZONE } from '@/lib/format';
import { digitTails, foldAccents, matchesWordStart, searchKey, typedDigits } from '@/lib/text';
import { type MockShop, mockState, type MockUser } from '../data';
import { MockApiError } from '../errors';
import { assertPermission, assertWritable, currentShop, currentUser } from './route';

// List, uniqueness and guard helpers shared by the handlers, as in server/modules/* and server/http.

/** lower-case without Vietnamese marks, like the server's search folding (server/db/sql/fold.ts). */
export const fold = foldAccents;
export const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
export const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** `order by name, id` in Vietnamese alphabetical order (a ă â b c d đ e ê …). */
export const byVietnameseName = (a: { id: string; name: string }, b: { id: string; name: string }) => a.name.localeCompare(b.name, 'vi') || byId(a, b);

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

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The guards of the server's `route({ auth: 'shop', permission })`: user, shop, permission, and an unexpired plan for a write. */
export function shopCall(request: Request, permission: Permission): { user: MockUser; shop: MockShop } {
  const user = currentUser(request);
  const shop = currentShop(request, user);
  assertPermission(user, permission);
  if (!READ_METHODS.has(request.method)) assertWritable(shop);
  return { user, shop };
}

/** What the server searches a record by (server/db/sql/search.ts): the words of `words`, and the digit tails of `digits`. */
export interface SearchFields {
  words: Array<string | null>;
  digits?: Array<string | null>;
}

/**
 * The server's catalogue search: a word of the record, or a tail of the digits of its phone, code
 * or barcode, starts with the search (accents and case aside), or with the digits it was typed with.
 */
export function matchesSearch(fields: SearchFields, search: string): boolean {
  if (!search) return true;
  if (fields.words.some((text) => text !== null && matchesWordStart(text, search))) return true;
  const keys = [searchKey(search), typedDigits(search)].filter((key): key is string => !!key);
  return (fields.digits ?? []).some((text) => text !== null && digitTails(text).some((tail) => keys.some((key) => tail.startsWith(key))));
}

// ---- the books' documents: their days on the shop's calendar, and who made them ----

const SHOP_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** The day of an instant on the mock shops' calendar (Asia/Ho_Chi_Minh), YYYY-MM-DD. */
export const shopDay = (iso: string) => SHOP_DAY.format(new Date(iso));
/** Is the instant within the days of a list's `from` and `to` (both included, either open)? */
export const withinShopDays = (iso: string, range: { from?: string; to?: string }) => (!range.from || shopDay(iso) >= range.from) && (!range.to || shopDay(iso) <= range.to);
/** A member of staff as the books' answers name them. */
export function staffRef(userId: string): { id: string; name: string };
export function staffRef(userId: string | null): { id: string; name: string } | null;
export function staffRef(userId: string | null) {
  return userId ? { id: userId, name: mockState.users[userId]?.name ?? '' } : null;
}

// ---- debts (DESIGN §6): who owes, or is owed, most first ----

type DebtRow = { id: string; name: string; debt: number; oldestUnpaidAt: string | null };

/** The debt lists' order (by debt, most first, unless sorted by name or the oldest unpaid date, which puts those owing nothing last either way), then by id. */
export function sortDebtRows<T extends DebtRow>(rows: T[], sort: { field: 'name' | 'debt' | 'oldest'; dir: 'asc' | 'desc' } | undefined): T[] {
  const sign = sort?.dir === 'asc' ? 1 : -1;
  const field = sort?.field ?? 'debt';
  const oldest = (r: T) => r.oldestUnpaidAt;
  return rows.sort((a, b) => {
    if (field === 'name') return sign * a.name.localeCompare(b.name, 'vi') || byId(a, b);
    if (field === 'oldest') return (oldest(a) === null ? 1 : 0) - (oldest(b) === null ? 1 : 0) || sign * (oldest(a) ?? '').localeCompare(oldest(b) ?? '') || byId(a, b);
    return sign * (a.debt - b.debt) || byId(a, b);
  });
}
