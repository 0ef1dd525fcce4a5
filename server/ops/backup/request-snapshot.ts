import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { OpsError } from '../ops-error';
import type { SnapshotReplyHeader } from './serve-control-socket';

export type SnapshotRequest = { answered: false } | { answered: true; version: string; lastMigration: number | null; pgliteDir: string };

const HEADER_MAX_BYTES = 64 * 1024;

/**
 * Asks the server running on this data directory for a snapshot of its database and writes it to
 * `dest`. `answered: false` when no server listens (no socket, or one left by a killed server).
 */
export function requestSnapshot(socketPath: string, dest: string): Promise<SnapshotRequest> {
  return new Promise((resolve, reject) => {
    const conn = net.connect(socketPath);
    let header: SnapshotReplyHeader | null = null;
    let pending = Buffer.alloc(0);
    let received = 0;
    const hash = createHash('sha256');
    let out: fs.WriteStream | null = null;
    let connected = false;
    const fail = (err: Error) => {
      conn.destroy();
      out?.destroy();
      fs.rmSync(dest, { force: true });
      reject(err);
    };
    const take = (chunk: Buffer) => {
      received += chunk.length;
      hash.update(chunk);
      out!.write(chunk);
    };
    conn.on('connect', () => {
      connected = true;
      conn.write(`${JSON.stringify({ op: 'snapshot' })}\n`);
    });
    conn.on('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ENOENT' || err.code === 'ECONNREFUSED')) return resolve({ answered: false });
      fail(new OpsError(`The running server did not complete the backup: ${err.message}`));
    });
    conn.on('data', (chunk: Buffer) => {
      if (header) return take(chunk);
      pending = Buffer.concat([pending, chunk]);
      const eol = pending.indexOf(0x0a);
      if (eol < 0) return void (pending.length > HEADER_MAX_BYTES && fail(new OpsError('The running server answered with something that is not a backup.')));
      try {
        header = JSON.parse(pending.subarray(0, eol).toString('utf8')) as SnapshotReplyHeader;
      } catch {
        return fail(new OpsError('The running server answered with something that is not a backup.'));
      }
      if (!header.ok) return fail(new OpsError(`The running server could not take the snapshot: ${header.error ?? 'unknown error'}`));
      out = fs.createWriteStream(dest, { mode: 0o600 });
      take(pending.subarray(eol + 1));
    });
    conn.on('end', () => {
      if (!header?.ok || !out) return fail(new OpsError('The running server closed the connection before sending the backup (is it shutting down?).'));
      if (received !== header.size || hash.digest('hex') !== header.sha256) {
        return fail(new OpsError(`The snapshot from the running server arrived incomplete (${received} of ${header.size} bytes).`));
      }
      const h = header;
      out.end(() => resolve({ answered: true, version: h.version ?? 'PGlite', lastMigration: h.lastMigration ?? null, pgliteDir: h.pgliteDir ?? '' }));
    });
  });
}
