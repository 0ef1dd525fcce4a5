import NextAuth from 'next-auth';
import { authOptions } from '@/server/auth/next-auth-options';
import { endSessionSockets } from '@/server/realtime/end-sockets';

type Handler = (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

// Built per request so the secret set by server.ts at start-up is read at run time. A sign-in that
// ends (signed out, or its refresh token reused) loses its sockets only: the user's other devices
// keep theirs.
const handler: Handler = (req, ctx) => (NextAuth(authOptions({ onSessionEnded: endSessionSockets })) as unknown as Handler)(req, ctx);

export { handler as GET, handler as POST };
