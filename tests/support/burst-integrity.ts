import { type BookIntegrity, checkBooks } from './book-burst-integrity';
import { booksViolations, type Sql } from './books-violations';
import { type BurstKind, type BurstWrite, burstPrefix, SHEET_ROWS } from './write-burst';

/** Runs SQL on the database the app wrote (node-postgres or PGlite: both take $1 parameters). */
export type { Sql };

interface RecordRow {
  id: string;
  name: string;
  /** search_terms rows of the record */
  terms: number;
  /** the terms its texts call for (migration 0006) */
  expected: number;
}
interface PetRow extends RecordRow {
  weight_kg: string | null;
  weighings: number;
  last_weighing: string | null;
}
interface ProductRow extends RecordRow {
  code: string;
}

export interface BurstIntegrity {
  /** answered 2xx but not, or not wholly, in the database */
  lost: string[];
  /** in the database by halves (answered or not) */
  partial: string[];
  /** search terms left behind by a record that does not exist */
  orphanTerms: number;
  /** catalogue_counts totals that differ from the shop's rows (migration 0009) */
  miscounted: string[];
  /** the invariants of the books (DESIGN §6) the database breaks, each with its first offending row */
  violations: string[];
  found: { customers: number; pets: number; products: number };
  /** the burst's documents of the books found: imports, stock-takes completed and left drafts, supplier payments, and the movements of its products */
  books: BookIntegrity['found'];
}

const TERMS = `
  (select count(*)::int from search_terms t where t.record_id = r.id) as terms,
  (select count(*)::int from search_terms_of(r.search_source, r.search_digits)) as expected`;

/** What a burst left in the database: every acknowledged write whole, nothing by halves, the books balanced. */
export async function checkBurst(sql: Sql, shopId: string, tag: string, writes: BurstWrite[]): Promise<BurstIntegrity> {
  const like = `${burstPrefix(tag)} %`;
  const customers = await sql<RecordRow>(`select r.id, r.name, ${TERMS} from customers r where r.shop_id = $1 and r.name like $2`, [shopId, like]);
  const pets = await sql<PetRow>(
    `select r.id, r.name, r.weight_kg::text as weight_kg, ${TERMS},
       (select count(*)::int from pet_weights w where w.pet_id = r.id) as weighings,
       (select w.weight_kg::text from pet_weights w where w.pet_id = r.id order by w.measured_at desc limit 1) as last_weighing
     from pets r where r.shop_id = $1 and r.name like $2`,
    [shopId, like],
  );
  const products = await sql<ProductRow>(`select r.id, r.name, r.code, ${TERMS} from products r where r.shop_id = $1 and r.name like $2`, [shopId, like]);
  const [orphans] = await sql<{ n: number }>(
    `select count(*)::int as n from search_terms t where t.shop_id = $1
       and not exists (select 1 from customers x where x.id = t.record_id) and not exists (select 1 from pets x where x.id = t.record_id)
       and not exists (select 1 from services x where x.id = t.record_id) and not exists (select 1 from products x where x.id = t.record_id)
       and not exists (select 1 from suppliers x where x.id = t.record_id)`,
    [shopId],
  );

  const counts = await sql<{ catalogue: string; total: number; rows: number }>(
    `select 'customers' as catalogue, (select total::int from catalogue_counts where shop_id = $1 and entity = 1) as total,
            (select count(*)::int from customers where shop_id = $1) as rows
     union all
     select 'products', (select total::int from catalogue_counts where shop_id = $1 and entity = 4), (select count(*)::int from products where shop_id = $1)`,
    [shopId],
  );
  const miscounted = counts.filter((c) => (c.total ?? 0) !== c.rows).map((c) => `${c.catalogue}: counted ${c.total}, ${c.rows} rows`);

  const lost: string[] = [];
  const partial: string[] = [];
  for (const row of [...customers, ...pets, ...products]) {
    if (row.terms !== row.expected || row.expected === 0) partial.push(`${row.name}: ${row.terms} search terms of ${row.expected}`);
  }
  for (const pet of pets) {
    if (pet.weight_kg !== null && (pet.weighings !== 1 || Number(pet.last_weighing) !== Number(pet.weight_kg))) {
      partial.push(`${pet.name}: weight ${pet.weight_kg} kg with ${pet.weighings} weighings (last ${pet.last_weighing})`);
    }
  }
  const productCodes = new Set(products.map((p) => p.code));
  const customerIds = new Map(customers.map((c) => [c.id, c]));
  const petIds = new Map(pets.map((p) => [p.id, p]));
  for (const write of writes) {
    const acknowledged = write.status !== null && write.status >= 200 && write.status < 300;
    const label = `${write.kind} #${write.index}`;
    if (write.kind === 'sheet') {
      const present = write.codes.filter((code) => productCodes.has(code)).length;
      if (present !== 0 && present !== SHEET_ROWS) partial.push(`${label}: ${present} of ${SHEET_ROWS} rows`);
      if (acknowledged && present !== SHEET_ROWS) lost.push(`${label} (${write.status}): ${present} of ${SHEET_ROWS} rows`);
    } else if (acknowledged && (write.kind === 'customer' || write.kind === 'pet')) {
      const row = write.kind === 'customer' ? customerIds.get(write.id ?? '') : petIds.get(write.id ?? '');
      if (!row) lost.push(`${label} (${write.status}): ${write.id} is missing`);
      else if (write.kind === 'pet' && Number((row as PetRow).weight_kg) !== write.weightKg) lost.push(`${label}: weight ${(row as PetRow).weight_kg}, sent ${write.weightKg}`);
    }
  }
  const books = await checkBooks(sql, shopId, tag, writes);
  return {
    lost: [...lost, ...books.lost],
    partial: [...partial, ...books.partial],
    orphanTerms: orphans.n,
    miscounted,
    violations: await booksViolations(sql),
    found: { customers: customers.length, pets: pets.length, products: products.length },
    books: books.found,
  };
}

const KINDS: readonly BurstKind[] = ['customer', 'pet', 'sheet', 'purchase', 'stock-take', 'supplier-payment'];

/** How a burst was answered, for the log and the assertions. */
export function tally(writes: BurstWrite[]) {
  const count = (test: (w: BurstWrite) => boolean) => writes.filter(test).length;
  const ok = (w: BurstWrite) => w.status !== null && w.status >= 200 && w.status < 300;
  return {
    acknowledged: count(ok),
    byKind: Object.fromEntries(KINDS.map((kind) => [kind, count((w) => ok(w) && w.kind === kind)])) as Record<BurstKind, number>,
    unanswered: count((w) => w.status === null),
    failed: count((w) => w.status !== null && (w.status < 200 || w.status >= 300)),
    statuses: [...new Set(writes.map((w) => w.status))],
  };
}

/** One line for the log: how the burst was answered and what the database held after the restart. */
export function burstReport(database: string, writes: BurstWrite[], restartMs: number, integrity: BurstIntegrity): string {
  const answers = tally(writes);
  return (
    `[faults] kill -9 on ${database}: ${answers.acknowledged} of ${writes.length} writes answered 2xx ${JSON.stringify(answers.byKind)}, ` +
    `${answers.unanswered} cut off; restarted in ${(restartMs / 1000).toFixed(1)} s; found ${JSON.stringify(integrity.found)}; ` +
    `books ${JSON.stringify(integrity.books)}; ` +
    `${integrity.lost.length} lost, ${integrity.partial.length} half-written, ${integrity.orphanTerms} orphan search terms, ${integrity.violations.length} invariants of the books broken`
  );
}
