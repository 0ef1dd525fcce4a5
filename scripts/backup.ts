import { parseArgs } from 'node:util';
import { serverEnv } from '@/server/core/env';
import { createBackup } from '@/server/ops/backup/create-backup';
import { OpsError } from '@/server/ops/ops-error';

// `npm run backup [-- --out file]`: one file with the whole installation (README "Backup and restore").
const SOURCE = { 'running-server': 'from the running server', 'stopped-data-dir': 'from the stopped data directory', pg_dump: 'with pg_dump' } as const;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
  const backup = await createBackup(serverEnv(), { out: values.out });
  const { manifest } = backup;
  console.log(`Backup written: ${backup.path} (${megabytes(backup.size)}, ${backup.size} bytes)`);
  console.log(`  ${manifest.database.version} database taken ${SOURCE[manifest.source]}; ${manifest.entries.map((e) => e.name).join(', ')}`);
  process.exit(0);
} catch (err) {
  console.error(err instanceof OpsError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? `backup: ${(err as Error).message}` : err);
  process.exit(1);
}
