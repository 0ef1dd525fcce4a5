import type { IncomingHttpHeaders } from 'node:http';
import { firstForwarded } from './client-ip';

// next-auth builds the URLs it redirects to (after sign-in, after sign-out) from X-Forwarded-Host,
// else Host, and X-Forwarded-Proto, when no NEXTAUTH_URL is set (server/app-server.ts sets
// AUTH_TRUST_HOST). Those headers are the client's to write: only a reverse proxy of our own
// (TRUST_PROXY) is believed, as for the client's address (client-ip.ts).

// A host name or address with an optional port: nothing that could make a URL point elsewhere.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export interface RequestOrigin {
  proto: 'http' | 'https';
  /** undefined when the request names no usable host */
  host: string | undefined;
}

/** The origin the browser used: its Host header over plain HTTP, or what the trusted proxy reports. */
export function requestOrigin(headers: IncomingHttpHeaders, trustProxy: boolean): RequestOrigin {
  const forwardedHost = trustProxy ? firstForwarded(headers, 'x-forwarded-host') : undefined;
  const host = [forwardedHost, headers.host].find((candidate) => !!candidate && HOST.test(candidate));
  const proto = trustProxy && firstForwarded(headers, 'x-forwarded-proto')?.toLowerCase() === 'https' ? 'https' : 'http';
  return { proto, host };
}

/**
 * Rewrites the forwarded headers of a request to its origin before Next.js and next-auth read them;
 * `fallbackHost` (the server's own address) when the request names no usable host.
 */
export function stampRequestOrigin(headers: IncomingHttpHeaders, trustProxy: boolean, fallbackHost: string): void {
  const { proto, host } = requestOrigin(headers, trustProxy);
  headers['x-forwarded-proto'] = proto;
  headers['x-forwarded-host'] = host ?? fallbackHost;
}
