import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

// A PostgreSQL server of the suite's own (initdb + pg_ctl on a spare port in a temporary
// directory), which it may stop and start at will, unlike the machine's shared one.

/** The bin directory of the newest PostgreSQL installed the Debian way, or PG_BIN; null if none. */
export function postgresBin(): string | null {
  if (process.env.PG_BIN) return fs.existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : null;
}

export interface PostgresCluster {
  port: number;
  /** a connection string to `database` on this server */
  url: (database?: string) => string;
  createDatabase: (name: string) => Promise<string>;
  /** pg_ctl stop -m fast: sessions are ended, as in a restart of the server */
  stop: () => Promise<void>;
  /** pg_ctl start, resolving once it accepts connections */
  start: () => Promise<void>;
  /** stops it and removes its directory */
  destroy: () => Promise<void>;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found (set PG_BIN to the directory holding initdb and pg_ctl)');
  const port = await freePort();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pawdesk-pg-'));
  const dataDir = path.join(root, 'data');
  const log = path.join(root, 'server.log');

  // initdb refuses to run as root: the server then runs as the postgres user, in a directory it owns.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(root, uid, gid);
  }
  // asynchronous, so that the load a test runs goes on while the server stops or starts
  const run = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const command = asRoot ? 'runuser' : path.join(bin, tool);
      const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
      const child = spawn(command, fullArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      let printed = '';
      child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => {
        if (code === 0) return resolve();
        const serverLog = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '';
        reject(new Error(`${tool} ${args.join(' ')} failed (${code}):\n${printed}${serverLog}`));
      });
    });

  await run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync', '--no-instructions']);
  // TCP on 127.0.0.1 only, its socket in its own directory; fsync off: the faults are the app's, not the disk's.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c fsync=off -c max_connections=60`;
  const start = () => run('pg_ctl', ['-D', dataDir, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
  const stop = () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
  await start();

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    createDatabase: async (name) => {
      const admin = new pg.Client({ connectionString: url() });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    stop,
    start,
    destroy: async () => {
      await stop().catch(() => undefined); // already stopped
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
