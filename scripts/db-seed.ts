import { closeDb, getDb } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { seedIfEmpty } from '@/server/seed/seed-demo';

await runMigrations();
const seeded = await seedIfEmpty(getDb());
console.log(seeded ? 'Demo data seeded.' : 'The database already has data: nothing seeded.');
await closeDb();
