import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { ServerEnv } from '@/server/core/env';

/** The embedded database's directory, as server/db/client.ts opens it. */
export function pgliteDataDir(env: ServerEnv): string {
  return path.resolve(env.PGLITE_DIR ?? path.join(env.DATA_DIR, 'pglite'));
}

export const isInMemory = (env: ServerEnv) => env.PGLITE_DIR?.startsWith('memory://') ?? false;

/** PGlite writes this file while a process has the directory open, and removes it on a clean close. */
export const pgliteLockFile = (env: ServerEnv) => path.join(pgliteDataDir(env), 'postmaster.pid');

// A Unix socket's path is limited to ~104 bytes (sun_path); a deep DATA_DIR falls back to a folder
// of the temporary directory named after it.
const SOCKET_PATH_MAX = 100;

/**
 * The local socket a running server answers backup requests on: a 0700 folder of DATA_DIR (or of
 * the temporary directory) holding the socket, so only the installation's own user can connect.
 */
export function controlSocketPath(env: ServerEnv): { dir: string; socket: string } {
  const inDataDir = path.join(path.resolve(env.DATA_DIR), 'run');
  if (Buffer.byteLength(path.join(inDataDir, 'control.sock')) <= SOCKET_PATH_MAX) return { dir: inDataDir, socket: path.join(inDataDir, 'control.sock') };
  const tag = createHash('sha256').update(path.resolve(env.DATA_DIR)).digest('hex').slice(0, 16);
  const dir = path.join(os.tmpdir(), `pawdesk-${tag}`);
  return { dir, socket: path.join(dir, 'control.sock') };
}
