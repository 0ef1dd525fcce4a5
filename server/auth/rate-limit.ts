import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { serverEnv } from '../core/env';
import { getRedis } from '../core/redis';

interface Limiter {
  limiter: RateLimiterAbstract;
  points: number;
  duration: number;
}

// Failed sign-ins per account and per client address (shared through Redis when configured, with
// an in-memory fallback while Redis is unreachable).
function create(name: string, points: number, duration: number): Limiter {
  const redis = getRedis();
  const options = { keyPrefix: `${serverEnv().REDIS_KEY_PREFIX}:${name}`, points, duration };
  const limiter = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
    : new RateLimiterMemory(options);
  return { limiter, points, duration };
}

const KEY = Symbol.for('pawdesk.signin-limiters');
type GlobalWithLimiters = typeof globalThis & { [KEY]?: { account: Limiter; ip: Limiter } };

function limiters() {
  const g = globalThis as GlobalWithLimiters;
  if (!g[KEY]) {
    const env = serverEnv();
    g[KEY] = {
      account: create('signin_fail_account', env.SIGNIN_MAX_FAILURES_PER_ACCOUNT, env.SIGNIN_WINDOW_SECONDS),
      ip: create('signin_fail_ip', env.SIGNIN_MAX_FAILURES_PER_IP, env.SIGNIN_WINDOW_SECONDS),
    };
  }
  return g[KEY];
}

async function isBlocked({ limiter, points }: Limiter, key: string): Promise<boolean> {
  const res = await limiter.get(key);
  return !!res && res.consumedPoints >= points;
}

async function recordFailure({ limiter, points, duration }: Limiter, key: string): Promise<void> {
  try {
    const res = await limiter.consume(key);
    // The failure that reaches the limit starts a full lock period.
    if (res.consumedPoints >= points) await limiter.block(key, duration);
  } catch {
    // already over the limit: nothing more to record
  }
}

export async function signInBlocked(email: string, ip: string): Promise<boolean> {
  const { account, ip: byIp } = limiters();
  return (await isBlocked(account, email)) || (await isBlocked(byIp, ip));
}

export async function recordSignInFailure(email: string, ip: string): Promise<void> {
  const { account, ip: byIp } = limiters();
  await Promise.all([recordFailure(account, email), recordFailure(byIp, ip)]);
}

export async function clearAccountFailures(email: string): Promise<void> {
  await limiters().account.limiter.delete(email);
}
