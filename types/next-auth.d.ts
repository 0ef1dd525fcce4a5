import type { SessionUser } from '@/lib/contracts/session';
import type { BackendTokens } from '@/server/auth/refresh-tokens';
import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  interface Session {
    user: SessionUser;
    backendTokens: BackendTokens;
    error?: 'RefreshAccessTokenError';
  }
  interface User {
    sessionUser: SessionUser;
    backendTokens: BackendTokens;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    user: SessionUser;
    backendTokens: BackendTokens;
    error?: 'RefreshAccessTokenError';
  }
}
