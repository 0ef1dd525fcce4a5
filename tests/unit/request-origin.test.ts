import { describe, expect, it } from 'vitest';
import { requestOrigin, stampRequestOrigin } from '@/server/auth/request-origin';

// The origin next-auth redirects to is the one the browser used; forwarded headers count only
// behind a proxy of our own (TRUST_PROXY).
describe('requestOrigin', () => {
  it('is the Host header over plain HTTP when no proxy is trusted, whatever a client forwards', () => {
    expect(requestOrigin({ host: '127.0.0.1:3000' }, false)).toEqual({ proto: 'http', host: '127.0.0.1:3000' });
    expect(requestOrigin({ host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }, false)).toEqual({
      proto: 'http',
      host: '127.0.0.1:3000',
    });
  });

  it("is what the trusted proxy reports, its first value when proxies chain, else the Host", () => {
    expect(requestOrigin({ host: '10.0.0.5:3000', 'x-forwarded-host': 'pawdesk.example.vn', 'x-forwarded-proto': 'https' }, true)).toEqual({
      proto: 'https',
      host: 'pawdesk.example.vn',
    });
    expect(requestOrigin({ host: '10.0.0.5:3000', 'x-forwarded-host': 'pawdesk.example.vn, 10.0.0.9', 'x-forwarded-proto': 'https,http' }, true)).toEqual({
      proto: 'https',
      host: 'pawdesk.example.vn',
    });
    expect(requestOrigin({ host: '10.0.0.5:3000' }, true)).toEqual({ proto: 'http', host: '10.0.0.5:3000' });
    expect(requestOrigin({ host: '[::1]:3000', 'x-forwarded-proto': 'gopher' }, true)).toEqual({ proto: 'http', host: '[::1]:3000' });
  });

  it('ignores a host that is not a host name with an optional port', () => {
    for (const bad of ['evil.example/phish', 'a@evil.example', 'evil.example\\x', 'evil.example:80:80', '', ' ']) {
      expect(requestOrigin({ host: bad }, false).host, bad).toBeUndefined();
      expect(requestOrigin({ host: 'pawdesk.test', 'x-forwarded-host': bad }, true).host, bad).toBe('pawdesk.test');
    }
  });
});

describe('stampRequestOrigin', () => {
  it('leaves next-auth and Next.js only the origin it vouches for', () => {
    const headers = { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    stampRequestOrigin(headers, false, 'localhost:3000');
    expect(headers).toEqual({ host: '127.0.0.1:3000', 'x-forwarded-host': '127.0.0.1:3000', 'x-forwarded-proto': 'http' });

    const nameless: Record<string, string> = { 'x-forwarded-host': 'evil.example' };
    stampRequestOrigin(nameless, false, 'localhost:3000');
    expect(nameless).toEqual({ 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http' });
  });
});
