import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { freePort } from './free-port';

// A redis-server of the suite's own on a spare port, which it may kill, unlike the machine's shared one.

export const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';

export function hasRedisServer(): boolean {
  return spawnSync(REDIS_SERVER, ['--version']).status === 0;
}

export interface RedisServer {
  url: string;
  /** SIGKILL: connections drop at once, nothing is saved */
  kill: () => Promise<void>;
  /** starts it again on the same port */
  start: () => Promise<void>;
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`redis-server did not listen on ${port} within ${timeoutMs} ms`);
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitForPort(port, child);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    kill: async () => {
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      const gone = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      current.kill('SIGKILL');
      await gone;
    },
  };
}
