import { serverEnv } from '../core/env';

// server.ts writes the socket's address here (replacing anything a client sent).
export const CLIENT_IP_HEADER = 'x-pawdesk-client-ip';

type HeaderBag = Record<string, string | string[] | undefined> | Headers | undefined;

function read(headers: HeaderBag, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The caller's address; X-Forwarded-For is believed only behind a trusted proxy (TRUST_PROXY). */
export function clientIp(headers: HeaderBag): string {
  if (serverEnv().TRUST_PROXY) {
    const forwarded = read(headers, 'x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return read(headers, CLIENT_IP_HEADER) ?? 'unknown';
}
