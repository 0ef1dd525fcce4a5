import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN §6: nothing but the stock ledger writes stock. products.stock_on_hand, products.average_cost
// and product_batches.quantity change only in server/modules/stock (moveStock, which writes each
// change as a row of stock_movements in the same statement). This reads every source file of the app
// and refuses any other that writes one of them, through drizzle or in SQL.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['app', 'server', 'lib', 'features', 'entities', 'components', 'scripts'];
const THE_LEDGER = path.join('server', 'modules', 'stock');
// the schema declares the columns; migrations created them
const DECLARATIONS = [path.join('server', 'db', 'schema'), path.join('server', 'db', 'migrations')];

function sourceFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.(ts|tsx|sql)$/.test(entry.name) ? [rel] : [];
  });
}

/** How a file could write the stock columns: SQL assignments, and drizzle writes to the two tables that hold them. */
const WRITES = [
  { what: 'an SQL assignment to stock_on_hand', re: /stock_on_hand\s*=(?!=)/ },
  { what: 'an SQL assignment to average_cost', re: /average_cost\s*=(?!=)/ },
  { what: 'an SQL write to product_batches', re: /(update|insert\s+into)\s+"?product_batches/i },
  { what: 'a drizzle write to product_batches', re: /\.(update|insert)\(\s*productBatches\s*\)/ },
  { what: 'stock or cost among the values a drizzle write to products sets', re: /\.(update|insert)\(\s*products\s*\)[\s\S]*\b(stockOnHand|averageCost)\s*:/ },
  { what: 'stock or cost in the columns of an SQL insert into products', re: /insert\s+into\s+products\s*\([^)]*\b(stock_on_hand|average_cost)\b/i },
];

function stockWrites(source: string): string[] {
  return WRITES.filter((w) => w.re.test(source)).map((w) => w.what);
}

describe('writers of stock', () => {
  it('the rules see each kind of write (so a passing sweep means something)', () => {
    expect(stockWrites('await db.update(products).set({ name, stockOnHand: 5 })')).toEqual(['stock or cost among the values a drizzle write to products sets']);
    expect(stockWrites('await db.insert(products).values({ code, averageCost: 100 })')).toEqual(['stock or cost among the values a drizzle write to products sets']);
    expect(stockWrites('sql`update products set stock_on_hand = 3 where id = ${id}`')).toEqual(['an SQL assignment to stock_on_hand']);
    expect(stockWrites('sql`update products set average_cost=0`')).toEqual(['an SQL assignment to average_cost']);
    expect(stockWrites('await tx.update(productBatches).set({ quantity: 0 })')).toEqual(['a drizzle write to product_batches']);
    expect(stockWrites('insert into products (shop_id, code, stock_on_hand) values')).toEqual(['stock or cost in the columns of an SQL insert into products']);
    expect(stockWrites('where stock_on_hand <> 0 and stock_on_hand == x')).toEqual([]);
    expect(stockWrites('await db.update(products).set({ name, minimumStock: 5 })')).toEqual([]);
  });

  it('are only the stock ledger’s own module', () => {
    const files = SOURCES.flatMap(sourceFiles).filter((f) => !f.startsWith(THE_LEDGER) && !DECLARATIONS.some((d) => f.startsWith(d)));
    expect(files.length).toBeGreaterThan(200);
    const offenders = files.flatMap((file) => stockWrites(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((what) => `${file}: ${what}`));
    expect(offenders).toEqual([]);
  });
});
