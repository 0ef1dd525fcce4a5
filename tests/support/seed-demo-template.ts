import fs from 'node:fs';
import { closeDb, getDb } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { seedDemo } from '@/server/seed/seed-demo';

// Migrates and seeds the database the environment names (tests/support/demo-template.ts), and
// with DUMP_TO writes the embedded database's data directory to that file.
await runMigrations();
await seedDemo(getDb());
const dumpTo = process.env.DUMP_TO;
if (dumpTo) {
  const client = (getDb() as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
  fs.writeFileSync(dumpTo, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
}
await closeDb();
