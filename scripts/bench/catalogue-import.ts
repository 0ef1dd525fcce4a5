import ExcelJS from 'exceljs';
import { Client } from 'pg';
import type { ImportResult } from '@/lib/contracts/spreadsheets';
import type { BenchApp } from './bench-app';
import { summarize, type Timing } from './timing';

// POST /api/v1/products/import of a 10,000-row sheet made from the import template, all rows valid,
// through the production server; the imported products are deleted again (and vacuumed away) after each run.

export const IMPORT_ROWS = 10_000;
const CODE_PREFIX = 'BENCH-IMPORT-';

async function productSheet(caller: BenchApp): Promise<Buffer> {
  const res = await fetch(`${caller.url}/api/v1/products/import-template`, { headers: caller.headers });
  if (!res.ok) throw new Error(`GET products/import-template: ${res.status}`);
  const template = new ExcelJS.Workbook();
  await template.xlsx.load(await res.arrayBuffer());
  const [header, example] = [1, 2].map((n) => (template.worksheets[0].getRow(n).values as ExcelJS.CellValue[]).slice(1));
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sản phẩm');
  sheet.addRow(header);
  for (let i = 1; i <= IMPORT_ROWS; i++) {
    const n = String(i).padStart(5, '0');
    // code, barcode, name, group, unit, sale price, cost, minimum stock, active
    sheet.addRow([`${CODE_PREFIX}${n}`, `89399${n}000`, `Pate cho mèo Me-O vị cá ngừ ${n}`, example[3], 'gói', 20_000 + i, 14_000 + i, i % 10, example[8]]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function removeImported(databaseUrl: string, shopId: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('delete from products where shop_id = $1 and code like $2', [shopId, `${CODE_PREFIX}%`]);
    // Each run leaves 10,000 dead products and ≈250,000 dead search terms; without a vacuum (and a
    // server whose autovacuum is off or slow) every run would insert into a more bloated index.
    await client.query('vacuum analyze products, search_terms');
  } finally {
    await client.end();
  }
}

/** Imports the sheet `runs` times (nothing left behind), timing each request from upload to answer. */
export async function benchImport(app: BenchApp, runs = 3): Promise<Timing & { bytes: number }> {
  const { databaseUrl, shopId } = app;
  const data = await productSheet(app);
  const durations: number[] = [];
  for (let run = 0; run < runs; run++) {
    await removeImported(databaseUrl, shopId);
    const form = new FormData();
    form.set('document', new Blob([new Uint8Array(data)]), 'san-pham.xlsx');
    form.set('importId', crypto.randomUUID());
    const started = performance.now();
    const res = await fetch(`${app.url}/api/v1/products/import`, { method: 'POST', headers: app.headers, body: form });
    const result = (await res.json()) as ImportResult;
    durations.push(performance.now() - started);
    if (!res.ok || result.imported !== IMPORT_ROWS) throw new Error(`POST products/import: ${res.status} ${JSON.stringify(result).slice(0, 300)}`);
  }
  await removeImported(databaseUrl, shopId);
  return { ...summarize(durations), bytes: data.length };
}
