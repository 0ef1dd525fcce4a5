import type { ServerResponse } from 'node:http';

/**
 * The Content-Security-Policy of every response. Scripts: the app's own, plus inline ones, which
 * Next.js writes into every page (the RSC payload) beside the theme script that runs before the
 * first paint; never eval, except in development where React's refresh needs it. Images: the
 * app's files and blob: previews of an image being uploaded. socket.io and the API are same-origin.
 */
export function contentSecurityPolicy(dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // dev:mock runs the msw service worker
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every response carries, pages, API answers, files and static assets alike. */
export function securityHeaders(options: { dev: boolean; https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options.dev),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Sets the headers on a response before Next.js or the API answers it (they add to them, never drop them). */
export function applySecurityHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
