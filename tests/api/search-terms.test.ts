import { eq, sql } from 'drizzle-orm';
import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@/lib/contracts/customers';
import type { Page } from '@/lib/contracts/pagination';
import type { Product } from '@/lib/contracts/products';
import { digitTails, searchKey } from '@/lib/text';
import { searchTerms } from '@/server/db/schema/search-terms';
import { call, signInAs } from '../support/api-client';
import { clearCatalogues, shopIdByAlias } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

// Search by the start of any word or digit tail (migrations 0006, 0007): the terms the triggers keep, and
// how a search finds them. The catalogue suites cover each list's own search columns.

let server: TestServer;
let owner: Session;
let q1: string;
const asOwner = () => ({ token: owner.backendTokens.accessToken, shopId: q1 });
const names = async (search: string) =>
  (await call<Page<Customer>>(server.url, 'GET', `/customers?search=${encodeURIComponent(search)}`, asOwner())).body.items.map((c) => c.name);

beforeAll(async () => {
  server = await startTestServer();
  await clearCatalogues(server.db);
  owner = await signInAs(server.url, 'owner@petclinic.vn');
  q1 = await shopIdByAlias(server.db, 'Quận 1');
});
afterAll(() => server?.close());

describe('search_key() and search_digit_tails() in the database', () => {
  it.each([
    'Nguyễn Văn An',
    '  ĐẶNG   thị-Mỹ  Lệ ',
    'NexGard Spectra 7,5–15kg (hộp 3 viên)',
    'giang.Hoàng@Yahoo.com',
    'Cồn 70° — “sát khuẩn”!',
    'Ơn/Ưng;Ỷ:Ỹ?',
    'x'.repeat(150),
  ])('folds %j as lib/text.ts searchKey does', async (text) => {
    const result = (await server.db.execute(sql`select search_key(${text}) as key`)) as unknown as { rows: Array<{ key: string }> };
    expect(result.rows[0].key).toBe(searchKey(text));
  });

  it.each(['0903 111 201', 'SP-0000123', '8934567012345', '12', null])('cuts %j into the digit tails lib/text.ts digitTails makes', async (text) => {
    const result = (await server.db.execute(sql`select array(select search_digit_tails(${text})) as tails`)) as unknown as { rows: Array<{ tails: string[] }> };
    expect(result.rows[0].tails).toEqual(text === null ? [] : digitTails(text));
  });

  it("gives one record's terms: each word with the words after it, and each digit tail, once", async () => {
    const result = (await server.db.execute(
      sql`select array(select t from search_terms_of(array['Nguyễn  Văn An', '0903 111 201', null, ''], array['0903 111 201', null]) as t) as terms`,
    )) as unknown as { rows: Array<{ terms: string[] }> };
    const expected = ['nguyen van an', 'van an', 'an', '0903 111 201', '111 201', '201', ...digitTails('0903 111 201')];
    expect([...result.rows[0].terms].sort()).toEqual([...new Set(expected)].sort());
  });
});

describe('GET /customers?search= — words kept in step with the customers', () => {
  it('finds a customer by the start of any word, with the words after it, but not by the middle of a word', async () => {
    await call(server.url, 'POST', '/customers', { ...asOwner(), body: { name: 'Phạm Thị Mơ', phone: '0905123456' } });
    for (const search of ['pham thi mo', 'thi mo', 'MƠ', 'Phạm T']) expect(await names(search), search).toEqual(['Phạm Thị Mơ']);
    for (const search of ['ham thi', 'pham mo', 'mo thi']) expect(await names(search), search).toEqual([]);
  });

  it('follows a rename and forgets a deleted customer, leaving no words behind', async () => {
    const [mo] = (await call<Page<Customer>>(server.url, 'GET', '/customers?search=pham%20thi%20mo', asOwner())).body.items;
    await call(server.url, 'PUT', `/customers/${mo.id}`, { ...asOwner(), body: { name: 'Phạm Thị Mai', phone: '0905123456' } });
    expect(await names('mo')).toEqual([]);
    expect(await names('thi mai')).toEqual(['Phạm Thị Mai']);
    expect(await names('0905123')).toEqual(['Phạm Thị Mai']);

    await call(server.url, 'DELETE', `/customers/${mo.id}`, asOwner());
    expect(await names('thi mai')).toEqual([]);
    expect(await server.db.select().from(searchTerms).where(eq(searchTerms.recordId, mo.id))).toEqual([]);
  });

  it('keeps one row per distinct word of each searchable text and per digit tail of the phone', async () => {
    const res = await call<Customer>(server.url, 'POST', '/customers', { ...asOwner(), body: { name: 'Lê Lê', phone: '0905000111', email: 'le@le.vn' } });
    const words = await server.db.select({ term: searchTerms.term }).from(searchTerms).where(eq(searchTerms.recordId, res.body.id));
    expect(words.map((w) => w.term).sort()).toEqual([...digitTails('0905000111'), 'le', 'le le', 'le@le.vn'].sort());
  });

  it('finds a phone by digits from anywhere in it, typed with or without separators', async () => {
    await call(server.url, 'POST', '/customers', { ...asOwner(), body: { name: 'Trần Bích Ngọc', phone: '0918273645' } });
    for (const search of ['0918273645', '827364', '3645', '0918 273', '(091) 827-3645', '273.645']) expect(await names(search), search).toEqual(['Trần Bích Ngọc']);
    for (const search of ['8273 9', '0918273646']) expect(await names(search), search).toEqual([]);
  });
});

describe('GET /products?search= — codes, barcodes and their digits', () => {
  it('finds a product by the start of its code, its whole barcode, or digits anywhere in either', async () => {
    await call(server.url, 'POST', '/products', {
      ...asOwner(),
      body: { code: 'SP-7731', barcode: '8934567012345', name: 'Cát vệ sinh Catsrang 5 lít', group: 4, unit: 'túi', salePrice: 90000, minimumStock: 5 },
    });
    const codes = async (search: string) =>
      (await call<Page<Product>>(server.url, 'GET', `/products?search=${encodeURIComponent(search)}`, asOwner())).body.items.map((p) => p.code);
    for (const search of ['sp-77', 'SP 7731', '8934567012345', '012345', '7731', 'cat ve sinh', 'catsrang 5']) expect(await codes(search), search).toEqual(['SP-7731']);
    for (const search of ['ve cat', 'lit 5', '999', '7732']) expect(await codes(search), search).toEqual([]);
  });
});

describe('GET /customers?search= sorted by name — read from the search index alone', () => {
  const page = async (query: string) =>
    (await call<Page<Customer>>(server.url, 'GET', `/customers?${query}`, asOwner())).body;

  it('orders, pages and counts exactly as the list does when another filter is set', async () => {
    for (const [name, phone] of [
      ['Nguyễn Văn Ân', '0906000001'],
      ['NGUYỄN VĂN AN', '0906000002'],
      ['Nguyễn Văn An', '0906000003'],
      ['Nguyễn Văn Anh', '0906000004'],
      ['Nguyễn Văn', '0906000005'],
    ]) {
      await call(server.url, 'POST', '/customers', { ...asOwner(), body: { name, phone } });
    }
    const all = async (query: string) => (await page(`search=nguyen%20van&limit=100&${query}`)).items.map((c) => c.name);
    // `active=true` keeps everyone here (all are active) but takes the general path
    for (const sort of ['', 'sort=name:asc', 'sort=name:desc']) expect(await all(sort), sort).toEqual(await all(`${sort}&active=true`));
    // â is a letter of its own, after a: Ân comes after Anh
    expect(await all('')).toEqual(['Nguyễn Văn', 'NGUYỄN VĂN AN', 'Nguyễn Văn An', 'Nguyễn Văn Anh', 'Nguyễn Văn Ân']);

    const [first, second] = [await page('search=nguyen%20van&limit=2&page=1'), await page('search=nguyen%20van&limit=2&page=2')];
    expect([first.total, second.total]).toEqual([5, 5]);
    expect([...first.items, ...second.items].map((c) => c.name)).toEqual((await all('')).slice(0, 4));
  });
});
