import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { logger } from '../core/logger';

/**
 * AUTH_SECRET from the environment, or one generated once and kept in the data folder so that
 * `npm start` needs no set-up. A deployment should set its own.
 */
export function ensureAuthSecret(dataDir: string): void {
  if (process.env.AUTH_SECRET) return;
  const file = path.join(dataDir, 'auth-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    logger.warn(`[auth] AUTH_SECRET is not set: generated one in ${file}. Set AUTH_SECRET in a deployment.`);
  }
  process.env.AUTH_SECRET = fs.readFileSync(file, 'utf8').trim();
}
