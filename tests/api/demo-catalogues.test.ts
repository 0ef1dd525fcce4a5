import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, CustomerDetail } from '@/lib/contracts/customers';
import type { Page } from '@/lib/contracts/pagination';
import type { Pet, PetDetail } from '@/lib/contracts/pets';
import type { Product } from '@/lib/contracts/products';
import type { Service } from '@/lib/contracts/services';
import type { Supplier } from '@/lib/contracts/suppliers';
import { PRODUCT_GROUP_IDS } from '@/lib/enums/products';
import { SERVICE_GROUP_IDS } from '@/lib/enums/services';
import { call, signInAs } from '../support/api-client';
import { shopIdByAlias } from '../support/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

// The first start seeds realistic catalogues (issue 5 item 4): what a demo of Quận 1 shows.

let server: TestServer;
let owner: Session;
let other: Session;
let q1: string;
let q7: string;
let hanoi: string;

const as = (session: Session, shopId: string) => ({ token: session.backendTokens.accessToken, shopId });
const list = async <T>(path: string, shopId = q1, session = owner) => {
  const res = await call<Page<T>>(server.url, 'GET', path, as(session, shopId));
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([signInAs(server.url, 'owner@petclinic.vn'), signInAs(server.url, 'other@petclinic.vn')]);
  [q1, q7, hanoi] = await Promise.all(['Quận 1', 'Quận 7', 'Happy Pet'].map((alias) => shopIdByAlias(server.db, alias)));
});
afterAll(() => server?.close());

describe('demo catalogues of Quận 1', () => {
  it('has at least 50 customers with unique 09… phones, each with one or two pets', async () => {
    const page = await list<Customer>('/customers?limit=100');
    expect(page.total).toBeGreaterThanOrEqual(50);
    const phones = page.items.map((c) => c.phone);
    expect(phones.every((p) => /^09\d{8}$/.test(p ?? ''))).toBe(true);
    expect(new Set(phones).size).toBe(phones.length);
    expect(page.items.every((c) => c.petsCount >= 1 && c.petsCount <= 2)).toBe(true);
  });

  it('finds "Nguyễn Văn An" typed without accents, with a pet that has a weight history', async () => {
    const found = await list<Customer>('/customers?search=nguyen%20van%20an');
    const an = found.items.find((c) => c.name === 'Nguyễn Văn An')!;
    expect(an).toBeDefined();
    const detail = await call<CustomerDetail>(server.url, 'GET', `/customers/${an.id}`, as(owner, q1));
    const pet = await call<PetDetail>(server.url, 'GET', `/pets/${detail.body.pets[0].id}`, as(owner, q1));
    expect(pet.body.weights.length).toBeGreaterThanOrEqual(1);
    expect(pet.body.weights.at(-1)!.weightKg).toBe(pet.body.weightKg);
  });

  it('has dogs, cats and other pets', async () => {
    for (const species of ['dog', 'cat', 'other']) expect((await list<Pet>(`/pets?species=${species}&limit=1`)).total).toBeGreaterThan(0);
  });

  it('has at least 40 services covering all 11 service groups', async () => {
    const page = await list<Service>('/services?limit=100');
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(new Set(page.items.map((s) => s.group))).toEqual(new Set(SERVICE_GROUP_IDS));
    expect(page.items.find((s) => s.name === 'Khám tổng quát')).toMatchObject({ price: 100_000, unit: 'lần' });
  });

  it('has at least 60 products covering all 5 groups, codes SP…, barcodes 893…, some low on stock', async () => {
    const page = await list<Product>('/products?limit=100');
    expect(page.total).toBeGreaterThanOrEqual(60);
    expect(new Set(page.items.map((p) => p.group))).toEqual(new Set(PRODUCT_GROUP_IDS));
    expect(page.items.every((p) => /^SP\d{4}$/.test(p.code) && (p.barcode === null || /^893\d{10}$/.test(p.barcode)))).toBe(true);
    expect((await list<Product>('/products?lowStock=true')).total).toBeGreaterThan(0);
    const scanned = page.items.find((p) => p.barcode)!;
    expect((await list<Product>(`/products?search=${scanned.barcode}`)).items.map((p) => p.id)).toEqual([scanned.id]);
  });

  it('has at least 5 suppliers', async () => {
    expect((await list<Supplier>('/suppliers')).total).toBeGreaterThanOrEqual(5);
  });
});

describe('demo catalogues of the other shops', () => {
  it.each([
    ['Quận 7', () => q7, () => owner],
    ['Happy Pet Hà Nội', () => hanoi, () => other],
  ])('%s starts with a few customers, services and products', async (_name, shopId, session) => {
    for (const path of ['/customers', '/services', '/products']) expect((await list(path, shopId(), session())).total).toBe(5);
  });
});
