import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, type BackupManifest } from '@/server/ops/backup/manifest';
import { openBackup, readEntry, verifyBackup } from '@/server/ops/backup/read-archive';
import { writeArchive } from '@/server/ops/backup/write-archive';

// The backup file of `npm run backup` (README "Backup and restore"): a plain tar, manifest first,
// refused whole when it is not ours, cut short or altered.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawdesk-archive-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const manifest: Omit<BackupManifest, 'entries'> = {
  format: BACKUP_FORMAT,
  formatVersion: 1,
  kind: 'pglite',
  createdAt: new Date().toISOString(),
  appVersion: '0.1.0',
  source: 'stopped-data-dir',
  database: { version: 'PGlite (PostgreSQL 18)', lastMigration: 1 },
};

let n = 0;
async function archive(files: Record<string, Buffer>, head: Partial<typeof manifest> = {}): Promise<string> {
  const sources = Object.entries(files).map(([name, bytes]) => {
    const file = path.join(dir, `src-${n++}`);
    fs.writeFileSync(file, bytes);
    return { name, path: file };
  });
  const out = path.join(dir, `backup-${n++}.tar`);
  await writeArchive(out, { ...manifest, ...head }, sources);
  return out;
}

const payload = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));

describe('backup archive', () => {
  it('reads back what it wrote, every checksum matching, and opens with tar', async () => {
    const file = await archive({ 'database.tar.gz': payload, 'auth-secret': Buffer.from('s3cret'), empty: Buffer.alloc(0) });
    const backup = openBackup(file);
    expect(backup.manifest.entries.map((e) => [e.name, e.size])).toEqual([['database.tar.gz', 3000], ['auth-secret', 6], ['empty', 0]]);
    await verifyBackup(backup);
    expect(await readEntry(backup, 'database.tar.gz')).toEqual(payload);
    expect((await readEntry(backup, 'empty')).length).toBe(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    const tar = spawnSync('tar', ['-tf', file], { encoding: 'utf8' });
    if (tar.status !== null && !tar.error) expect(tar.stdout.trim().split('\n')).toEqual(['manifest.json', 'database.tar.gz', 'auth-secret', 'empty']);
  });

  it('refuses a copy cut short anywhere', async () => {
    const file = await archive({ 'database.tar.gz': payload });
    const whole = fs.readFileSync(file);
    for (const keep of [100, 600, 1500, whole.length - 2000, whole.length - 600, whole.length - 1]) {
      const cut = path.join(dir, `cut-${keep}.tar`);
      fs.writeFileSync(cut, whole.subarray(0, keep));
      expect(() => openBackup(cut), `cut at ${keep}`).toThrow(keep < 512 ? /not a PawDesk backup/ : /truncated/);
    }
  });

  it('refuses an altered copy by its checksum', async () => {
    const file = await archive({ 'database.tar.gz': payload });
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 1024 - 2048] ^= 0xff; // inside the payload
    fs.writeFileSync(file, bytes);
    await expect(verifyBackup(openBackup(file))).rejects.toThrow(/checksum of database.tar.gz does not match/);
  });

  it('refuses a file that is not a PawDesk backup, and one of a newer format', async () => {
    const random = path.join(dir, 'random.bin');
    fs.writeFileSync(random, payload);
    expect(() => openBackup(random)).toThrow(/not a PawDesk backup/);
    expect(() => openBackup(path.join(dir, 'missing.tar'))).toThrow(/no such file/);
    const newer = await archive({ 'database.tar.gz': payload }, { formatVersion: 99 });
    expect(() => openBackup(newer)).toThrow(/newer PawDesk/);
  });
});
