import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { DEFAULT_LOCALE } from '@/lib/i18n/config';
import { getDb } from '../db/client';
import { authSecret, serverEnv } from '../core/env';
import { isConnectionError } from '../core/connection-error';
import { logger } from '../core/logger';
import { authenticate, SignInError } from './authenticate';
import { clientIp } from './client-ip';
import { revokeByToken, rotateRefreshToken } from './refresh-tokens';
import { findActiveUser, toSessionUser } from './session-user';

// SPEC §4: the session is treated as expired 2 seconds before the access token expires.
const EXPIRY_MARGIN_MS = 2000;

export interface AuthHooks {
  /**
   * A sign-in has ended: signed out, or its refresh token reused (its refresh-token family is
   * revoked by then). The route passes what lives above this layer: ending the session's sockets.
   */
  onSessionEnded?: (familyId: string) => void | Promise<void>;
}

export function authOptions(hooks: AuthHooks = {}): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: serverEnv().REFRESH_TOKEN_TTL_DAYS * 86_400 },
    // Secure (__Secure-/__Host-) cookies when the configured public URL is https, as getToken()
    // expects by default, rather than from the origin each request came from.
    useSecureCookies: process.env.NEXTAUTH_URL?.startsWith('https://') ?? false,
    pages: { signIn: `/${DEFAULT_LOCALE}/sign-in`, error: `/${DEFAULT_LOCALE}/sign-in` },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'credentials',
        credentials: { email: { type: 'email' }, password: { type: 'password' } },
        async authorize(credentials, req) {
          const email = credentials?.email ?? '';
          const password = credentials?.password ?? '';
          if (!email || !password) return null;
          try {
            const { user, backendTokens } = await authenticate(getDb(), { email, password, ip: clientIp(req?.headers) });
            return { id: user.id, name: user.name, email: user.email, sessionUser: user, backendTokens };
          } catch (err) {
            if (err instanceof SignInError) {
              if (err.code === 'CredentialsSignin') return null;
              throw err;
            }
            // what is thrown here reaches the browser's URL as ?error=: a code, never an SQL statement
            if (isConnectionError(err)) throw new SignInError('ServiceUnavailable');
            logger.error('[auth] sign-in failed', { err });
            throw new SignInError('SignInFailed');
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user, trigger }) {
        if (user) return { ...token, user: user.sessionUser, backendTokens: user.backendTokens };
        if (token.error) return token;
        if (trigger === 'update') {
          // the profile changed: reload what the session shows
          const row = await findActiveUser(getDb(), token.user.id);
          if (!row) return { ...token, error: 'RefreshAccessTokenError' };
          token = { ...token, user: toSessionUser(row) };
        }
        if (Date.now() < token.backendTokens.expiry - EXPIRY_MARGIN_MS) return token;
        try {
          const { userId, tokens } = await rotateRefreshToken(getDb(), token.backendTokens.refreshToken, hooks.onSessionEnded);
          const row = await findActiveUser(getDb(), userId);
          if (!row) return { ...token, error: 'RefreshAccessTokenError' };
          return { ...token, user: toSessionUser(row), backendTokens: tokens };
        } catch (err) {
          // The database is out for a moment: keep the session (not a sign-out) and refresh on a later request.
          if (isConnectionError(err)) return token;
          return { ...token, error: 'RefreshAccessTokenError' };
        }
      },
      async session({ session, token }) {
        return { ...session, user: token.user, backendTokens: token.backendTokens, error: token.error };
      },
    },
    events: {
      async signOut({ token }) {
        const refreshToken = token?.backendTokens?.refreshToken;
        const familyId = refreshToken ? await revokeByToken(getDb(), refreshToken) : null;
        if (familyId) await hooks.onSessionEnded?.(familyId);
      },
    },
  };
}
