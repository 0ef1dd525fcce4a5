import { closeDb, dbKind } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';

await runMigrations();
console.log(`Migrations applied (${dbKind()}).`);
await closeDb();
