import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@/lib/contracts/customers';
import type { Page } from '@/lib/contracts/pagination';
import type { Pet } from '@/lib/contracts/pets';
import { call, signInAs } from '../support/api-client';
import { clearCatalogues, shopIdByAlias } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

// Names sort in Vietnamese alphabetical order, and a search finds names whatever their marks ("Ngọc Hường" finds "Phạm Ngọc Hương"), but a search
// typed with its marks lists the names that hold it with the same marks first, on every path of
// the list plan: the search index alone, a filtered list, and a list that also finds by the owner.

let server: TestServer;
let owner: Session;
let q1: string;
const asOwner = () => ({ token: owner.backendTokens.accessToken, shopId: q1 });

async function listed<T extends { name: string }>(path: string): Promise<string[]> {
  const res = await call<Page<T>>(server.url, 'GET', path, asOwner());
  expect(res.status).toBe(200);
  return res.body.items.map((item) => item.name);
}

beforeAll(async () => {
  server = await startTestServer();
  await clearCatalogues(server.db);
  owner = await signInAs(server.url, 'owner@petclinic.vn');
  q1 = await shopIdByAlias(server.db, 'Quận 1');
  // in alphabetical order the marks-only match "Phạm Ngọc Hương" would come before "Trần Ngọc Hường"
  const owners = { 'Phạm Ngọc Hương': 'Mịt', 'Trần Ngọc Hường': 'Mít', 'Lê Ngọc Huong': 'Mit', 'Đỗ Văn Hùng': 'Bơ' };
  for (const [name, petName] of Object.entries(owners)) {
    const res = await call<Customer>(server.url, 'POST', '/customers', { ...asOwner(), body: { name } });
    expect(res.status).toBe(200);
    const pet = await call<Pet>(server.url, 'POST', '/pets', { ...asOwner(), body: { customerId: res.body.id, name: petName, species: 'dog' } });
    expect(pet.status).toBe(200);
  }
});
afterAll(() => server?.close());

describe('ranking a search typed with its marks', () => {
  it('lists exact marks first, then the rest by name, and still finds every spelling', async () => {
    expect(await listed('/customers?search=Ng%E1%BB%8Dc%20H%C6%B0%E1%BB%9Dng')).toEqual(['Trần Ngọc Hường', 'Lê Ngọc Huong', 'Phạm Ngọc Hương']);
  });

  it('keeps exact marks first when sorted by name the other way, and across pages', async () => {
    expect(await listed('/customers?search=Ng%E1%BB%8Dc%20H%C6%B0%E1%BB%9Dng&sort=name:desc')).toEqual(['Trần Ngọc Hường', 'Phạm Ngọc Hương', 'Lê Ngọc Huong']);
    const first = await listed('/customers?search=Ng%E1%BB%8Dc%20H%C6%B0%E1%BB%9Dng&limit=1');
    const second = await listed('/customers?search=Ng%E1%BB%8Dc%20H%C6%B0%E1%BB%9Dng&limit=1&page=2');
    expect([...first, ...second]).toEqual(['Trần Ngọc Hường', 'Lê Ngọc Huong']);
  });

  it('ranks the same in a filtered list, which does not read the index alone', async () => {
    expect(await listed('/customers?search=Ng%E1%BB%8Dc%20H%C6%B0%E1%BB%9Dng&active=true')).toEqual(['Trần Ngọc Hường', 'Lê Ngọc Huong', 'Phạm Ngọc Hương']);
  });

  it('changes nothing for a search typed without marks, or sorted by another field', async () => {
    expect(await listed('/customers?search=ngoc%20huong')).toEqual(['Lê Ngọc Huong', 'Phạm Ngọc Hương', 'Trần Ngọc Hường']);
    const newest = await listed('/customers?search=Ng%E1%BB%8Dc%20H%C6%B0%E1%BB%9Dng&sort=createdAt:desc');
    expect(newest).toEqual(['Lê Ngọc Huong', 'Trần Ngọc Hường', 'Phạm Ngọc Hương']);
  });

  it('ranks the pets whose name holds the marks first in a list that also finds pets by their owner', async () => {
    // without marks the three names differ only in their tones, so they sort by the name itself
    expect(await listed('/pets?search=mit')).toEqual(['Mit', 'Mít', 'Mịt']);
    expect(await listed('/pets?search=M%C3%ADt')).toEqual(['Mít', 'Mit', 'Mịt']);
    expect(await listed('/pets?search=Ph%E1%BA%A1m')).toEqual(['Mịt']);
  });
});

describe('the order of names', () => {
  it('sorts names as the Vietnamese alphabet does (a ă â … d đ … o ô ơ), either way', async () => {
    for (const name of ['Zoe Trần', 'Bông Lan', 'Ông Văn Tư', 'Băng Tâm', 'Dương Mỹ', 'Ơn Thị Hai', 'Ân Văn Ba', 'An Văn Bảy']) {
      expect((await call<Customer>(server.url, 'POST', '/customers', { ...asOwner(), body: { name } })).status).toBe(200);
    }
    const expected = ['An Văn Bảy', 'Ân Văn Ba', 'Băng Tâm', 'Bông Lan', 'Dương Mỹ', 'Đỗ Văn Hùng', 'Ông Văn Tư', 'Ơn Thị Hai', 'Zoe Trần'];
    // the customers of the other tests (Đỗ Văn Hùng among them) sit between them
    const names = (page: Page<Customer>) => page.items.map((c) => c.name).filter((n) => expected.includes(n));
    const asc = await call<Page<Customer>>(server.url, 'GET', '/customers?limit=100', asOwner());
    expect(names(asc.body)).toEqual(expected);
    const desc = await call<Page<Customer>>(server.url, 'GET', '/customers?limit=100&sort=name:desc', asOwner());
    expect(names(desc.body)).toEqual([...expected].reverse());
  });
});
