// `npm run dev`: Next.js with hot reload and socket.io on one port. `npm start` builds and runs
// the production server through scripts/start.ts.
const dev = process.argv.includes('--dev');
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
if (!dev) (process.env as Record<string, string>).NODE_ENV = 'production';

const { runServer } = await import('@/server/main');
await runServer(dev);

export {};
