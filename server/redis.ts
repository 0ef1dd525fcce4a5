import Redis from 'ioredis';
import { serverEnv } from './env';

const KEY = Symbol.for('pawdesk.redis');
type GlobalWithRedis = typeof globalThis & { [KEY]?: Redis | null };

/** The shared Redis client when REDIS_URL is set, else null. Commands fail fast while it is down. */
export function getRedis(): Redis | null {
  const g = globalThis as GlobalWithRedis;
  if (g[KEY] === undefined) {
    const url = serverEnv().REDIS_URL;
    g[KEY] = url ? createRedisClient(url) : null;
  }
  return g[KEY];
}

export function createRedisClient(url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  client.on('error', (err) => console.error('[redis]', err.message));
  return client;
}
