import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from '@/server/auth/access-token';

// Access tokens (server/auth/access-token.ts): a verified token is remembered until it expires so
// that later requests skip WebCrypto; what is remembered must never outlive the token or its key.

const claims = { sub: '6f1c1f52-3d1c-4c5e-9a55-2f5b8e1d7a10', fam: 'family-1' };

beforeEach(() => {
  vi.stubEnv('AUTH_SECRET', 'a-secret-of-more-than-thirty-two-characters');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('verifyAccessToken', () => {
  it('gives the claims of a token it signed, checking the signature only the first time', async () => {
    const { token } = await signAccessToken(claims);
    const verify = vi.spyOn(crypto.subtle, 'verify');

    expect(await verifyAccessToken(token)).toEqual(claims);
    expect(await verifyAccessToken(token)).toEqual(claims);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses a token whose payload or signature was changed, every time', async () => {
    const { token } = await signAccessToken(claims);
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone-else' })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await verifyAccessToken(token);

    for (const forged of [`${header}.${otherPayload}.${signature}`, `${header}.${payload}.${flipped}`]) {
      expect(await verifyAccessToken(forged)).toBeNull();
      expect(await verifyAccessToken(forged)).toBeNull();
    }
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token, expiry } = await signAccessToken(claims);
    expect(await verifyAccessToken(token)).toEqual(claims);

    vi.setSystemTime(expiry + 1_000);
    expect(await verifyAccessToken(token)).toBeNull();
  });

  it('forgets what it verified when the secret changes', async () => {
    const { token } = await signAccessToken(claims);
    expect(await verifyAccessToken(token)).toEqual(claims);

    vi.stubEnv('AUTH_SECRET', 'another-secret-of-more-than-thirty-two-characters');
    expect(await verifyAccessToken(token)).toBeNull();
  });

  it('refuses a missing token', async () => {
    expect(await verifyAccessToken(null)).toBeNull();
    expect(await verifyAccessToken('')).toBeNull();
  });
});
