import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { roleName } from '@/lib/roles';
import { startAppServer } from './app-server';

/** Runs the product until SIGINT/SIGTERM, printing where it listens and the demo accounts. */
export async function runServer(dev: boolean): Promise<void> {
  process.on('unhandledRejection', (reason) => console.error('[process] unhandled rejection:', reason));
  const server = await startAppServer({ dev });
  console.log(`\nPawDesk is running on ${server.url}/vi/sign-in${server.seeded ? ' (demo data seeded)' : ''}\n`);
  console.log('Demo accounts:');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(26)} ${a.password.padEnd(16)} ${roleName(a.role)}`);
  console.log('');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: shutting down…`);
    // PGlite must be closed cleanly or its sequences jump after recovery.
    await server.close().catch((err) => console.error(err));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
