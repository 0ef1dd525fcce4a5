import { http, HttpResponse } from 'msw';
import type { Session } from 'next-auth';
import type { SessionUser } from '@/lib/contracts/session';
import { permissionsOf } from '@/lib/permissions';
import { Role } from '@/lib/roles';
import type { MockUser } from './data';
import { mockAccessToken } from './tokens';

/** The session user the server would build for this mock user (server/auth/session-user.ts). */
export function sessionUserOf(user: MockUser, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    image: user.image,
    shopId: user.shopId,
    chainId: user.chainId,
    userRoles: [user.role],
    isSysAdmin: user.role === Role.SYSTEM_ADMIN,
    permissions: permissionsOf(user.role),
    isSingleUserFlowEnabled: user.isSingleUserFlowEnabled,
    ...overrides,
  };
}

/** A next-auth session carrying backend tokens the mock API accepts. */
export function sessionOf(user: SessionUser): Session {
  const expiry = Date.now() + 15 * 60_000;
  return {
    user,
    backendTokens: { accessToken: mockAccessToken(user.id), refreshToken: `refresh-${user.id}`, expiry },
    expires: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  };
}

/** next-auth's client calls (tests only: under dev:mock the real server answers them). */
export function authHandlers(session: Session | null) {
  return [
    http.get('*/api/auth/session', () => HttpResponse.json(session ?? {})),
    http.post('*/api/auth/_log', () => new HttpResponse(null, { status: 200 })),
  ];
}
