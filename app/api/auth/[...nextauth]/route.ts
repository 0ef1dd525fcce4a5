import NextAuth from 'next-auth';
import { authOptions } from '@/server/auth/next-auth-options';
import { endSessionSockets } from '@/server/realtime/end-sockets';

type Handler = (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

// Built per request so the secret set by server.ts at start-up is read at run time. Signing out
// ends the sockets of that sign-in only: the user's other devices keep theirs.
const handler: Handler = (req, ctx) => (NextAuth(authOptions({ onSignOut: ({ familyId }) => endSessionSockets(familyId) })) as unknown as Handler)(req, ctx);

export { handler as GET, handler as POST };
