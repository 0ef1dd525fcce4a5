import { route } from '@/server/http/route';

// Liveness for a load balancer or a service manager: the process answers; touches nothing.
export const GET = route({ auth: 'public' }, async () => ({ status: 'ok' as const }));
