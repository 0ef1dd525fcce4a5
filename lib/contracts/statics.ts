import { z } from 'zod';

// GET /invoice-services/statics: today's open service lines per group and today's open activities.
export const serviceStaticsResponse = z.object({
  services: z.array(z.object({ type: z.number().int(), count: z.number().int().min(0) })),
  activities: z.number().int().min(0),
});
export type ServiceStatics = z.infer<typeof serviceStaticsResponse>;
