import Redis from 'ioredis';
import { serverEnv } from './env';
import { logger } from './logger';

const KEY = Symbol.for('pawdesk.redis');
type GlobalWithRedis = typeof globalThis & { [KEY]?: Redis | null };

/** The shared Redis client when REDIS_URL is set, else null. Commands fail fast while it is down. */
export function getRedis(): Redis | null {
  const g = globalThis as GlobalWithRedis;
  if (g[KEY] === undefined) {
    const url = serverEnv().REDIS_URL;
    // Fail fast while Redis is down, so callers fall back at once (rate limits use memory then).
    g[KEY] = url ? createRedisClient(url, { failFast: true }) : null;
  }
  return g[KEY];
}

/** failFast: reject commands while disconnected instead of queueing them (not for pub/sub). */
export function createRedisClient(url: string, { failFast = false } = {}): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: !failFast });
  client.on('error', (err) => logger.error('[redis]', { error: err.message }));
  return client;
}
