import type { Customer } from '@/lib/contracts/customers';
import type { PetDetail } from '@/lib/contracts/pets';
import type { ImportResult } from '@/lib/contracts/spreadsheets';
import { call } from './api-client';
import { type BookKind, type BookWrite, type BurstBooks, sendBookWrite } from './book-burst';
import { burstPrefix, type BurstTarget } from './burst-names';
import { sheetForm, workbook } from './workbooks';

// A burst of concurrent writes, each touching several rows in one transaction, so that a crash in
// the middle of one would leave something half-written to find: a customer and its search terms
// (triggers of migration 0006), a pet with its first weighing (pets + pet_weights + search terms),
// a product sheet of several rows (products + search terms), and the books (tests/support/book-burst.ts):
// imports completed on arrival, stock-takes, supplier payments.

export { burstPrefix, type BurstTarget };

/** `sheet`: a product sheet upload (`POST /products/import`); `purchase`: a supplier import (`POST /product-imports`) */
export type BurstKind = 'customer' | 'pet' | 'sheet' | BookKind;

export interface BurstWrite extends BookWrite {
  kind: BurstKind;
  index: number;
  /** null: no answer (the server died with the request in flight) */
  status: number | null;
  /** the created record (customer, pet, import, stock-take, payment voucher) when it answered 2xx */
  id: string | null;
  /** the pet's weight sent */
  weightKg: number | null;
  /** the product codes of a sheet */
  codes: string[];
}

/** What the burst writes against, made before it. */
export interface BurstFixtures {
  /** customers to own the pets */
  owners: string[];
  books: BurstBooks;
}

export const SHEET_ROWS = 10;
const PRODUCT_HEADERS = ['Mã sản phẩm', 'Mã vạch', 'Tên sản phẩm', 'Nhóm sản phẩm', 'Đơn vị tính', 'Giá bán', 'Giá vốn', 'Tồn tối thiểu', 'Đang kinh doanh'];

// of every 10 writes: 4 customers, 2 pets, 1 sheet, 2 imports, and a stock-take or a supplier payment
const KINDS: readonly BurstKind[] = ['customer', 'pet', 'customer', 'purchase', 'customer', 'pet', 'purchase', 'stock-take', 'customer', 'sheet'];
const kindOf = (i: number): BurstKind => {
  const kind = KINDS[i % KINDS.length];
  return kind === 'stock-take' && i % 20 >= 10 ? 'supplier-payment' : kind;
};
const weightOf = (i: number) => 2 + (i % 50) / 4;
// 10 digits, unique within the tag (a 4-digit number)
const phoneOf = (tag: string, i: number) => `09${tag}${String(i).padStart(4, '0')}`;
export const productCodes = (tag: string, i: number) => Array.from({ length: SHEET_ROWS }, (_, r) => `F${tag}-${i}-${r}`);

/** Customers to own the pets of the burst, created one by one before it. */
export async function createOwners(target: BurstTarget, tag: string, count = 5): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await call<Customer>(target.url, 'POST', '/customers', {
      token: target.token,
      shopId: target.shopId,
      body: { name: `${burstPrefix(tag)} chủ ${i}`, phone: phoneOf(tag, 9000 + i) },
    });
    if (res.status !== 200) throw new Error(`owner ${i}: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(res.body.id);
  }
  return ids;
}

async function productSheet(tag: string, i: number): Promise<Buffer> {
  const rows = productCodes(tag, i).map((code, r) => [code, `${tag}${String(i).padStart(4, '0')}${r}`, `${burstPrefix(tag)} sản phẩm ${i}-${r}`, 'Thuốc', 'hộp', 10000 + r, 8000, 1, 'Có']);
  return workbook(PRODUCT_HEADERS, rows);
}

async function send(target: BurstTarget, tag: string, fixtures: BurstFixtures, sheets: Map<number, Buffer>, i: number): Promise<BurstWrite> {
  const kind = kindOf(i);
  const as = { token: target.token, shopId: target.shopId };
  const { owners } = fixtures;
  const write: BurstWrite = { kind, index: i, status: null, id: null, weightKg: null, codes: [], key: null, amount: null, units: null };
  try {
    if (kind === 'customer') {
      const body = { name: `${burstPrefix(tag)} khách ${i}`, phone: phoneOf(tag, i), address: `${i} Lê Lợi, Quận 1` };
      const res = await call<Customer>(target.url, 'POST', '/customers', { ...as, body });
      Object.assign(write, { status: res.status, id: res.status === 200 ? res.body.id : null });
    } else if (kind === 'pet') {
      write.weightKg = weightOf(i);
      const body = { customerId: owners[i % owners.length], name: `${burstPrefix(tag)} thú ${i}`, species: 'dog', breed: 'Poodle', weightKg: write.weightKg };
      const res = await call<PetDetail>(target.url, 'POST', '/pets', { ...as, body });
      Object.assign(write, { status: res.status, id: res.status === 200 ? res.body.id : null });
    } else if (kind === 'sheet') {
      write.codes = productCodes(tag, i);
      const form = sheetForm(sheets.get(i)!);
      const res = await call<ImportResult>(target.url, 'POST', '/products/import', { ...as, form });
      write.status = res.status;
    } else {
      await sendBookWrite(target, fixtures.books, tag, kind, i, write);
    }
  } catch {
    // the connection died: the write may or may not have committed, but never by halves
  }
  return write;
}

export interface Burst {
  /** every write, once each has an answer or has lost its connection */
  done: Promise<BurstWrite[]>;
  /** resolves once the writes answered so far pass `test` (rejects if the burst ends first) */
  until: (test: (answered: BurstWrite[]) => boolean) => Promise<void>;
}

/**
 * Sends `count` writes at once: 40 % customers, 20 % pets of the owners, 10 % 10-row product
 * sheets, 20 % imports of the books' products and 10 % stock-takes or supplier payments.
 */
export async function startBurst(target: BurstTarget, tag: string, fixtures: BurstFixtures, count = 200): Promise<Burst> {
  // the sheets are made first, so that every request leaves at once
  const uploads = Array.from({ length: count }, (_, i) => i).filter((i) => kindOf(i) === 'sheet');
  const sheets = new Map(await Promise.all(uploads.map(async (i) => [i, await productSheet(tag, i)] as const)));
  const answered: BurstWrite[] = [];
  const waiting: Array<{ test: (answered: BurstWrite[]) => boolean; resolve: () => void }> = [];
  const onAnswer = (write: BurstWrite) => {
    if (write.status !== null) answered.push(write);
    for (const w of waiting.filter((w) => w.test(answered))) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
    return write;
  };
  const writes = Array.from({ length: count }, (_, i) => send(target, tag, fixtures, sheets, i).then(onAnswer));
  const done = Promise.all(writes);
  return {
    done,
    until: (test) =>
      new Promise<void>((resolve, reject) => {
        if (test(answered)) return resolve();
        waiting.push({ test, resolve });
        // all settled without passing: say so rather than wait forever
        void done.then(() => (test(answered) ? resolve() : reject(new Error(`the burst ended (${answered.length} of ${count} answered) before the awaited point`))));
      }),
  };
}
