import { parseArgs } from 'node:util';
import { serverEnv } from '@/server/core/env';
import { OpsError } from '@/server/ops/ops-error';
import { restoreBackup } from '@/server/ops/restore/restore-backup';

// `npm run restore -- file`: a backup of `npm run backup` into an empty data directory or database.
const SECRET = {
  written: 'the auth secret was restored into DATA_DIR',
  same: 'DATA_DIR already had the same auth secret',
  'kept-existing': 'DATA_DIR already had another auth secret, which was kept: users sign in again',
  none: 'the backup holds no auth secret (its DATA_DIR had none: AUTH_SECRET was set there): set the same AUTH_SECRET here, or users sign in again',
} as const;

try {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length !== 1) throw new OpsError('usage: npm run restore -- <backup file>');
  const restored = await restoreBackup(serverEnv(), positionals[0]);
  console.log(`Restored ${positionals[0]} (taken ${restored.manifest.createdAt}, PawDesk ${restored.manifest.appVersion}) into ${restored.target}; ${SECRET[restored.secret]}.`);
  console.log('Start the server (npm start): it applies any newer migrations on start.');
  process.exit(0);
} catch (err) {
  console.error(err instanceof OpsError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? `restore: ${(err as Error).message}` : err);
  process.exit(1);
}
