import { SEARCHABLE, type SearchableName } from '../server/db/schema/searchable';
import { searchTriggerMigration } from '../server/db/sql/search-triggers';

// `npm run db:search-triggers -- <name>`: prints the body of the custom migration that makes a table
// newly declared in server/db/schema/searchable.ts keep its search terms. Use it as:
//   npx drizzle-kit generate --custom --name <name>_search_terms
// then paste this output into the file drizzle-kit made.
const name = process.argv[2];
if (!name || !(name in SEARCHABLE)) {
  console.error(`Usage: npm run db:search-triggers -- <${Object.keys(SEARCHABLE).join('|')}>`);
  process.exit(2);
}
console.log(searchTriggerMigration(name as SearchableName));
