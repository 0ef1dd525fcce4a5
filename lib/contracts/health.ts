import { z } from 'zod';

// GET /health (the process answers) and GET /ready (it can serve: database reachable, every
// committed migration applied, not shutting down); when not ready, the DESIGN §3 error body, 503.
export const healthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;
