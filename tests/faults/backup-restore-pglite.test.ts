import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, signInAs } from '../support/api-client';
import { type AppProcess, startAppProcess } from '../support/app-process';
import { pgliteCounts, runOpsScript } from '../support/backup-cli';
import { makePgliteTemplate } from '../support/demo-template';
import { imageForm, PNG_1X1 } from '../support/fixtures';

// `npm run backup` of the embedded database, once from the server while it serves and once from
// its stopped data directory, and `npm run restore` of each into a fresh directory: the same rows,
// the uploaded file included, and a server that starts on it and signs the demo owner in. Bad
// input is refused with a plain message and leaves the target untouched.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pawdesk-backup-'));
const source = path.join(root, 'source');
const dataDir = (name: string) => ({ DATA_DIR: path.join(root, name) });
const apps: AppProcess[] = [];
// the demo seeded once in memory (as the API suites start), loaded into the source's empty directory
const template = makePgliteTemplate();

afterAll(async () => {
  for (const app of apps) await app.stop();
  await template.drop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('backup and restore on PGlite', () => {
  it('backs up a serving and a stopped server, restores each into an empty directory, and refuses bad input', { timeout: 300_000 }, async () => {
    const app = await startAppProcess({ dataDir: source, env: { PGLITE_SNAPSHOT: template.name } });
    apps.push(app);
    const owner = await signInAs(app.url, 'owner@petclinic.vn');
    const upload = await call<{ image: string }>(app.url, 'PUT', '/users/avatar', { token: owner.backendTokens.accessToken, form: imageForm() });
    expect(upload.status).toBe(200);

    const live = path.join(root, 'live.tar');
    const fromServer = await runOpsScript('backup', ['--out', live], { DATA_DIR: source });
    expect(fromServer.stderr).toBe('');
    expect(fromServer.code).toBe(0);
    expect(fromServer.stdout).toMatch(/from the running server/);
    expect(fromServer.stdout).toContain(live);
    // the server served on, untouched by the backup
    expect((await call(app.url, 'GET', '/users/me', { token: owner.backendTokens.accessToken })).status).toBe(200);
    await app.stop();

    const stopped = path.join(root, 'stopped.tar');
    const fromDir = await runOpsScript('backup', ['--out', stopped], { DATA_DIR: source });
    expect(fromDir.code, fromDir.stderr).toBe(0);
    expect(fromDir.stdout).toMatch(/from the stopped data directory/);
    const sourceCounts = await pgliteCounts(path.join(source, 'pglite'));
    expect(sourceCounts.files).toBe(1);

    // bad input first, while the targets are still empty: each refused, nothing written
    const tampered = path.join(root, 'tampered.tar');
    const bytes = fs.readFileSync(live);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(tampered, bytes);
    const truncated = path.join(root, 'truncated.tar');
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    const refusals = await Promise.all([
      runOpsScript('restore', [tampered], dataDir('bad-1')),
      runOpsScript('restore', [truncated], dataDir('bad-2')),
      runOpsScript('restore', [path.join(root, 'source', 'pglite', 'PG_VERSION')], dataDir('bad-3')),
      runOpsScript('restore', [live], { ...dataDir('bad-4'), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }),
    ]);
    expect(refusals.map((r) => r.code)).toEqual([1, 1, 1, 1]);
    expect(refusals[0].stderr).toMatch(/^restore: .*checksum of database.tar.gz does not match/);
    expect(refusals[1].stderr).toMatch(/^restore: .*is truncated/);
    expect(refusals[2].stderr).toMatch(/^restore: .*is not a PawDesk backup/);
    expect(refusals[3].stderr).toMatch(/^restore: .*restores only into the kind it was taken from/);
    for (const name of ['bad-1', 'bad-2', 'bad-3', 'bad-4']) expect(fs.existsSync(path.join(root, name))).toBe(false);

    const restored = await Promise.all([runOpsScript('restore', [live], dataDir('from-live')), runOpsScript('restore', [stopped], dataDir('from-stopped'))]);
    for (const r of restored) expect(r.code, r.stderr).toBe(0);
    expect(await pgliteCounts(path.join(root, 'from-stopped', 'pglite'))).toEqual(sourceCounts);

    // a target that holds a database is never overwritten
    const again = await runOpsScript('restore', [stopped], dataDir('from-live'));
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^restore: .*is not empty/);

    // the server starts on the restored directory: the owner signs in and the uploaded file is there
    const back = await startAppProcess({ dataDir: path.join(root, 'from-live') });
    apps.push(back);
    const ownerAgain = await signInAs(back.url, 'owner@petclinic.vn');
    const file = await fetch(`${back.url}${upload.body.image}`, { headers: { authorization: `Bearer ${ownerAgain.backendTokens.accessToken}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(Buffer.from(PNG_1X1));
    await back.stop();
    expect(await pgliteCounts(path.join(root, 'from-live', 'pglite'))).toEqual(sourceCounts);
  });
});
