import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresCounts, runOpsScript } from '../support/backup-cli';
import { createFreshPostgres } from '../support/test-database';

// `npm run backup` with DATABASE_URL (pg_dump) and `npm run restore` into an empty database of the
// same server: the same rows and migrations, the auth secret of DATA_DIR carried along; an altered
// backup, a backup of the other kind and a database that is not empty are refused and leave the
// target as it was. Needs TEST_DATABASE_URL (CI's PostgreSQL).
const base = process.env.TEST_DATABASE_URL;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pawdesk-backup-pg-'));
const drops: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const drop of drops) await drop();
  fs.rmSync(root, { recursive: true, force: true });
});

async function fresh(): Promise<string> {
  const db = await createFreshPostgres(base!);
  drops.push(db.drop);
  return db.url;
}

const seed = (url: string, dataDir: string) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts'], { env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, DEMO_HISTORY_DAYS: '1', NODE_ENV: 'production' } });

describe.skipIf(!base)('backup and restore on PostgreSQL', () => {
  it('restores a pg_dump backup into an empty database with the same rows, and refuses bad input', { timeout: 240_000 }, async () => {
    const [sourceUrl, targetUrl] = await Promise.all([fresh(), fresh()]);
    const sourceDir = path.join(root, 'source');
    await seed(sourceUrl, sourceDir);
    fs.mkdirSync(sourceDir, { recursive: true });
    fs.writeFileSync(path.join(sourceDir, 'auth-secret'), 'the-source-secret', { mode: 0o600 });

    const file = path.join(root, 'pg.tar');
    const backup = await runOpsScript('backup', ['--out', file], { DATABASE_URL: sourceUrl, DATA_DIR: sourceDir });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/PostgreSQL 1\d.* database taken with pg_dump; database.pgdump, auth-secret/);

    const targetDir = path.join(root, 'target');
    const tampered = path.join(root, 'tampered.tar');
    const bytes = fs.readFileSync(file);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(tampered, bytes);
    const [altered, otherKind] = await Promise.all([
      runOpsScript('restore', [tampered], { DATABASE_URL: targetUrl, DATA_DIR: targetDir }),
      runOpsScript('restore', [file], { DATA_DIR: targetDir }),
    ]);
    expect(altered.code).toBe(1);
    expect(altered.stderr).toMatch(/^restore: .*checksum of database.pgdump does not match/);
    expect(otherKind.code).toBe(1);
    expect(otherKind.stderr).toMatch(/^restore: .*holds a PostgreSQL database.*restores only into the kind/);
    expect(fs.existsSync(targetDir)).toBe(false);

    const restored = await runOpsScript('restore', [file], { DATABASE_URL: targetUrl, DATA_DIR: targetDir });
    expect(restored.code, restored.stderr).toBe(0);
    expect(await postgresCounts(targetUrl)).toEqual(await postgresCounts(sourceUrl));
    expect(fs.readFileSync(path.join(targetDir, 'auth-secret'), 'utf8')).toBe('the-source-secret');

    const again = await runOpsScript('restore', [file], { DATABASE_URL: targetUrl, DATA_DIR: targetDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^restore: The database pawdesk_test_\w+ is not empty/);
  });
});
