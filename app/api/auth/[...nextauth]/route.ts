import NextAuth from 'next-auth';
import { authOptions } from '@/server/auth/next-auth-options';

type Handler = (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

// Built per request so the secret set by server.ts at start-up is read at run time.
const handler: Handler = (req, ctx) => (NextAuth(authOptions()) as unknown as Handler)(req, ctx);

export { handler as GET, handler as POST };
