import { route } from '@/server/http/route';
import { checkReadiness } from '@/server/modules/health/check-readiness';

// Readiness for a load balancer: 200 while this instance can serve, else 503 with the reason.
export const GET = route({ auth: 'public' }, ({ db }) => checkReadiness(db));
