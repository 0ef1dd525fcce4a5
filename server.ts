import { mapCompiledStackTraces } from '@/server/core/source-maps';

// The server process: `npm run dev` runs this file under tsx (Next.js with hot reload and socket.io
// on one port); `npm start` runs its compiled copy (scripts/build-server.ts, scripts/start.mjs).
const dev = process.argv.includes('--dev');
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
if (!dev) (process.env as Record<string, string>).NODE_ENV = 'production';
// set by the compiled build only: its stack traces then name the TypeScript sources
if (process.env.PAWDESK_SERVER_DIST) mapCompiledStackTraces(process.env.PAWDESK_SERVER_DIST);

const { runServer } = await import('@/server/main');
await runServer(dev);

export {};
