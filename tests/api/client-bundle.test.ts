import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What the browser downloads (.next/static) holds no server code and no secret: the production
// build is read file by file for markers only server code contains.

const STATIC = path.resolve(import.meta.dirname, '../../.next/static');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)).filter((f) => fs.statSync(f).isFile() && /\.(js|css|json|map)$/.test(f));
}

const MARKERS: Array<[string, RegExp]> = [
  ['database settings', /DATABASE_URL|DATABASE_POOL_SIZE|PGLITE_DIR/],
  ['the auth secret setting', /AUTH_SECRET|NEXTAUTH_SECRET/],
  ['the server-only guard', /cannot be imported from a Client Component/],
  ['password hashes', /passwordHash|password_hash|argon2/],
  ['the query builder and the database drivers', /drizzle-orm|pg-protocol|@electric-sql\/pglite|node-postgres/],
  ['the migrations', /CREATE TABLE|search_terms_insert|CREATE TRIGGER/],
  ['server modules', /server\/modules\/|server\/db\/|server\/auth\//],
  ['the spreadsheet engine', /exceljs/],
];

describe('the client bundle', () => {
  const files = filesUnder(STATIC);

  it('is there to read', () => {
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(10);
  });

  it.each(MARKERS)('holds no %s', (_what, marker) => {
    const found = files.filter((f) => marker.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(STATIC, f));
    expect(found).toEqual([]);
  });

  // the markers do find server code where it is: in the server's own build
  it.each(MARKERS.filter(([what]) => what !== 'the server-only guard'))('would find %s in the server build', (_what, marker) => {
    const server = filesUnder(path.resolve(STATIC, '../server'));
    expect(server.some((f) => marker.test(fs.readFileSync(f, 'utf8')))).toBe(true);
  });
});
