import { ensureBuild } from './ensure-build';

// `npm start`: build when needed, then run the production server (migrations and demo seed on
// start, data kept in ./data unless DATABASE_URL points at PostgreSQL).
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
ensureBuild();
(process.env as Record<string, string>).NODE_ENV = 'production';
const { runServer } = await import('@/server/main');
await runServer(false);
