import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { roleName } from '@/lib/roles';
import { startAppServer } from './app-server';
import { logger } from './core/logger';

// Past the drain's 10 s and the closing of socket.io and the database, something hangs: leave
// rather than be killed by the service manager with the database open.
const STOP_TIMEOUT_MS = 20_000;

/** Runs the product until SIGINT/SIGTERM, printing where it listens and the demo accounts. */
export async function runServer(dev: boolean): Promise<void> {
  process.on('unhandledRejection', (reason) => logger.error('[process] unhandled rejection', { err: reason }));
  const server = await startAppServer({ dev });
  logger.info(`PawDesk is running on ${server.url}/vi/sign-in${server.seeded ? ' (demo data seeded)' : ''}`, { url: server.url, seeded: server.seeded });
  // for a person at the terminal, not for a log collector
  if (process.stdout.isTTY || dev) {
    console.log('\nDemo accounts:');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(26)} ${a.password.padEnd(16)} ${roleName(a.role)}`);
    console.log('');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: shutting down, answering the requests in flight`, { signal });
    setTimeout(() => {
      logger.error('[process] shutdown took too long: exiting', { timeoutMs: STOP_TIMEOUT_MS });
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    let code = 0;
    // PGlite must be closed cleanly or its sequences jump after recovery.
    await server.close().catch((err: unknown) => {
      logger.error('[process] shutdown failed', { err });
      code = 1;
    });
    logger.info('stopped', { signal });
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
