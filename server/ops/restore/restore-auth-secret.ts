import fs from 'node:fs';
import path from 'node:path';

export type SecretOutcome = 'written' | 'same' | 'kept-existing';

/**
 * Puts the backup's auth secret into DATA_DIR so that sessions signed before the backup stay
 * valid. A different secret already there is kept (never overwritten): sessions then sign in again.
 */
export function restoreAuthSecret(dataDir: string, secret: Buffer): SecretOutcome {
  const file = path.join(dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file).equals(secret) ? 'same' : 'kept-existing';
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return 'written';
}
