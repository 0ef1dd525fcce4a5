import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY } from '@/scripts/build-state';
import { freePort } from './free-port';

export interface AppProcessOptions {
  /** PostgreSQL; omitted: the embedded PGlite in `<dataDir>/pglite` */
  databaseUrl?: string;
  /** a data directory to start on again (a restart after a crash); omitted: a fresh one, removed by stop() */
  dataDir?: string;
  /** keep tokens valid across a restart or between instances; omitted: a random one */
  authSecret?: string;
  /** copy the server's stderr to this process's stderr (the benchmarks) instead of only keeping it */
  echoStderr?: boolean;
  env?: Record<string, string>;
  /** node's arguments, instead of the compiled server's entry (`npm start`'s own command, a preload) */
  args?: string[];
  /** how long it may take to answer (default 120 s; a first start seeding the whole demo takes longer on a busy machine) */
  startTimeoutMs?: number;
}

export interface AppProcess {
  url: string;
  pid: number;
  dataDir: string;
  authSecret: string;
  /** everything the server printed so far (stdout and stderr) */
  output: () => string;
  /** how it ended, or null while it runs */
  exit: () => { code: number | null; signal: NodeJS.Signals | null } | null;
  /** SIGKILL, as a power cut or the OOM killer: no shutdown code runs */
  kill: () => Promise<void>;
  /** SIGTERM (a clean shutdown); removes the data directory if it made it */
  stop: () => Promise<void>;
}

const OUTPUT_LIMIT = 200_000;

async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the app exited (${child.exitCode ?? child.signalCode}) while starting:\n${output().slice(-4000)}`);
    }
    const up = await fetch(`${url}/vi/sign-in`).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the app did not answer on ${url} within ${timeoutMs / 1000} s:\n${output().slice(-4000)}`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * The production server (the compiled server.ts over the built bundle, as `npm start` runs it) in
 * its own process on a free port of 127.0.0.1, so that it can be killed. Build first
 * (scripts/ensure-build.ts).
 */
export async function startAppProcess(options: AppProcessOptions = {}): Promise<AppProcess> {
  const port = await freePort();
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pawdesk-app-'));
  const authSecret = options.authSecret ?? randomBytes(32).toString('hex');
  const child = spawn(process.execPath, options.args ?? [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      // blank settings count as unset (server/env.ts): the caller's shell never leaks in
      DATABASE_URL: options.databaseUrl ?? '',
      PGLITE_DIR: '',
      DATA_DIR: dataDir,
      AUTH_SECRET: authSecret,
      HOST: '127.0.0.1',
      PORT: String(port),
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      REDIS_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    if (options.echoStderr) process.stderr.write(chunk);
  });
  const output = () => printed;
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url, child, output, options.startTimeoutMs);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }

  const end = async (signal: NodeJS.Signals) => {
    const done = exited(child);
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await done;
  };
  return {
    url,
    pid: child.pid!,
    dataDir,
    authSecret,
    output,
    exit: () => (child.exitCode === null && child.signalCode === null ? null : { code: child.exitCode, signal: child.signalCode }),
    kill: () => end('SIGKILL'),
    stop: async () => {
      await end('SIGTERM');
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ALARMS = /unhandled ?rejection|uncaught ?exception|\[api\] unexpected error|\[auth\] sign-in failed/i;

/** The lines of a server's output that tell of a fault it did not handle, each with the 6 lines after it. */
export function unhandledFaults(output: string): string[] {
  const lines = output.split('\n');
  return lines.flatMap((line, i) => (ALARMS.test(line) ? [lines.slice(i, i + 7).join('\n')] : []));
}
