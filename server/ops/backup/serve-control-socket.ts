import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import type { ServerEnv } from '@/server/core/env';
import { dbKind, getDb } from '@/server/db/client';
import { controlSocketPath, isInMemory, pgliteDataDir } from './pglite-location';
import { snapshotPglite } from './snapshot-pglite';

export interface ControlSocket {
  close: () => Promise<void>;
}

const REQUEST_MAX_BYTES = 1024;

/** The reply's first line; the snapshot's bytes follow it when ok. */
export interface SnapshotReplyHeader {
  ok: boolean;
  error?: string;
  size?: number;
  sha256?: string;
  pgliteDir?: string;
  version?: string;
  lastMigration?: number | null;
}

function answer(conn: net.Socket, client: PGlite, pgliteDir: string): void {
  let request = '';
  conn.setEncoding('utf8');
  conn.on('error', () => undefined); // a client that went away: nothing to tell anyone
  conn.on('data', (chunk: string) => {
    request += chunk;
    if (request.length > REQUEST_MAX_BYTES) return void conn.destroy();
    if (!request.includes('\n')) return;
    conn.removeAllListeners('data');
    const reply = (header: SnapshotReplyHeader, body?: Buffer) => {
      conn.write(`${JSON.stringify(header)}\n`);
      conn.end(body ?? '');
    };
    let op: unknown;
    try {
      op = (JSON.parse(request.split('\n')[0]) as { op?: unknown }).op;
    } catch {
      op = undefined;
    }
    if (op !== 'snapshot') return reply({ ok: false, error: 'unknown request' });
    snapshotPglite(client).then(
      (s) => reply({ ok: true, size: s.tarGz.length, sha256: createHash('sha256').update(s.tarGz).digest('hex'), pgliteDir, version: s.version, lastMigration: s.lastMigration }, s.tarGz),
      (err: Error) => {
        console.error('[backup] snapshot failed:', err);
        reply({ ok: false, error: err.message });
      },
    );
  });
}

/**
 * Lets `npm run backup` ask this server for a snapshot of its embedded database: a second process
 * must never open a PGlite directory that a running server holds. Only for PGlite on disk; the
 * socket lives in a 0700 folder, so only the installation's user reaches it.
 */
export async function startControlSocket(env: ServerEnv): Promise<ControlSocket | null> {
  if (dbKind() !== 'pglite' || isInMemory(env)) return null;
  const client = (getDb() as unknown as { $client: PGlite }).$client;
  const { dir, socket } = controlSocketPath(env);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = fs.statSync(dir);
  if ((stat.mode & 0o077) !== 0 || (process.getuid && stat.uid !== process.getuid())) {
    console.warn(`[backup] ${dir} is open to other users: not serving backups there (npm run backup needs the server stopped).`);
    return null;
  }
  // left behind by a server that was killed; a live one would hold the same database, which PGlite forbids
  fs.rmSync(socket, { force: true });
  const connections = new Set<net.Socket>();
  const server = net.createServer((conn) => {
    connections.add(conn);
    conn.once('close', () => connections.delete(conn));
    answer(conn, client, pgliteDataDir(env));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  fs.chmodSync(socket, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // a backup still being sent fails on its side rather than holding the shutdown
        for (const conn of connections) conn.destroy();
        fs.rmSync(socket, { force: true });
      }),
  };
}
