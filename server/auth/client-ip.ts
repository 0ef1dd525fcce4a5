import { serverEnv } from '../core/env';

// server.ts writes the socket's address here (replacing anything a client sent).
export const CLIENT_IP_HEADER = 'x-pawdesk-client-ip';

export type HeaderBag = Record<string, string | string[] | undefined> | Headers | undefined;

function read(headers: HeaderBag, name: string): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The first entry of a header a chain of proxies appends to (`X-Forwarded-For: client, proxy1`), trimmed. */
export const firstForwarded = (headers: HeaderBag, name: string) => read(headers, name)?.split(',')[0]?.trim();

/** The caller's address; X-Forwarded-For is believed only behind a trusted proxy (TRUST_PROXY). */
export function clientIp(headers: HeaderBag): string {
  if (serverEnv().TRUST_PROXY) {
    const forwarded = firstForwarded(headers, 'x-forwarded-for');
    if (forwarded) return forwarded;
  }
  return read(headers, CLIENT_IP_HEADER) ?? 'unknown';
}
