import axios from 'axios';
import type { ErrorBody } from '@/lib/contracts/errors';

/**
 * The server's own words for a cart or a sale it refused (stock gone, a product off the catalogue,
 * a price changed since the quote…), in the caller's language; null for anything else (no network,
 * a session gone, a server fault), which the global handler deals with.
 */
export function apiRefusal(error: unknown): string | null {
  if (!axios.isAxiosError(error) || !error.response || ![400, 404, 409, 422].includes(error.response.status)) return null;
  const body = error.response.data as Partial<ErrorBody> | undefined;
  const message = body?.errors?.[0]?.messages?.[0] ?? body?.message;
  return typeof message === 'string' && message ? message : null;
}
