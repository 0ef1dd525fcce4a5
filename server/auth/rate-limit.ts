import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { serverEnv } from '../core/env';
import { getRedis } from '../core/redis';

interface Limiter {
  limiter: RateLimiterAbstract;
  points: number;
  duration: number;
}

// Failed password checks per account and failed sign-ins per client address (shared through Redis
// when configured, with an in-memory fallback while Redis is unreachable).
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

/** Milliseconds until `key` may try again, 0 when it may now. */
async function lockedFor({ limiter, points }: Limiter, key: string): Promise<number> {
  const res = await limiter.get(key);
  return res && res.consumedPoints >= points ? Math.max(1, res.msBeforeNext) : 0;
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

// One count per account, whichever way its password is guessed: a wrong password at sign-in and a
// wrong old password on a password change (a stolen access token must not buy more guesses).
const accountKey = (email: string) => email.trim().toLowerCase();

export async function signInBlocked(email: string, ip: string): Promise<boolean> {
  const { account, ip: byIp } = limiters();
  return (await lockedFor(account, accountKey(email))) > 0 || (await lockedFor(byIp, ip)) > 0;
}

export async function recordSignInFailure(email: string, ip: string): Promise<void> {
  const { account, ip: byIp } = limiters();
  await Promise.all([recordFailure(account, accountKey(email)), recordFailure(byIp, ip)]);
}

/** Milliseconds until the account may check a password again, 0 when it is not locked. */
export async function accountLockedFor(email: string): Promise<number> {
  return lockedFor(limiters().account, accountKey(email));
}

/** Counts a wrong password for the account only (a signed-in user's address is not in question). */
export async function recordAccountFailure(email: string): Promise<void> {
  await recordFailure(limiters().account, accountKey(email));
}

export async function clearAccountFailures(email: string): Promise<void> {
  await limiters().account.limiter.delete(accountKey(email));
}
