import axios from 'axios';
import type { ErrorBody } from '../contracts/errors';

export type ErrorAction =
  | { kind: 'redirect'; to: '/404' | '/403' }
  | { kind: 'signIn' }
  | { kind: 'forbidden' }
  | { kind: 'toast'; message: string }
  | { kind: 'toastKey'; key: 'errors.generic' };

/**
 * SPEC §8: body status 404 → /404; 403 → /403 (or the caller's sign-out handler);
 * ValidationException → its first nested message; a text message → shown; else the generic text;
 * non-HTTP errors → their own message.
 */
export function describeApiError(error: unknown, options: { hasForbiddenHandler?: boolean } = {}): ErrorAction {
  if (axios.isAxiosError(error)) {
    if (!error.response) return { kind: 'toast', message: error.message };
    const body = error.response.data as Partial<ErrorBody> | undefined;
    const status = typeof body === 'object' && body && typeof body.statusCode === 'number' ? body.statusCode : error.response.status;
    if (status === 404) return { kind: 'redirect', to: '/404' };
    // still 401 after the client refreshed the session once: the session is over
    if (status === 401) return { kind: 'signIn' };
    if (status === 403) return options.hasForbiddenHandler ? { kind: 'forbidden' } : { kind: 'redirect', to: '/403' };
    if (body?.error === 'ValidationException') {
      const first = body.errors?.[0]?.messages?.[0];
      if (first) return { kind: 'toast', message: first };
    }
    if (typeof body?.message === 'string' && body.message) return { kind: 'toast', message: body.message };
    return { kind: 'toastKey', key: 'errors.generic' };
  }
  if (error instanceof Error && error.message) return { kind: 'toast', message: error.message };
  return { kind: 'toastKey', key: 'errors.generic' };
}
