import path from 'node:path';
import { z } from 'zod';

// Every setting the server reads, with its default (mirrored in .env.example).
const schema = z.object({
  NODE_ENV: z.string().default('development'),
  // the least severe lines written (server/core/logger.ts)
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(process.cwd(), 'data')),
  PGLITE_DIR: z.string().optional(),
  // a data directory dumped by PGlite (dumpDataDir) that an empty embedded database starts from
  PGLITE_SNAPSHOT: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  REDIS_URL: z.string().optional(),
  // namespaces the keys and channels of this deployment in a shared Redis
  REDIS_KEY_PREFIX: z.string().default('pawdesk'),
  AUTH_SECRET: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  SIGNIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  SIGNIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(50),
  SIGNIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
  // the days of visits the demo data goes back (the test servers seed a few, to start fast)
  DEMO_HISTORY_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  // how long the audit trail keeps its entries (two years), pruned daily by the server
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).default(730),
});

export type ServerEnv = z.infer<typeof schema>;

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (!cached) {
    const blankAsMissing = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ''));
    cached = schema.parse(blankAsMissing);
  }
  return cached;
}

export function authSecret(): string {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new Error('AUTH_SECRET is not set (server.ts sets it from ./data on start)');
  return secret;
}
