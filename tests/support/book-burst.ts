import type { ProductImport } from '@/lib/contracts/product-imports';
import type { Product } from '@/lib/contracts/products';
import type { StockTake } from '@/lib/contracts/stock-takes';
import type { SupplierPayment } from '@/lib/contracts/supplier-debts';
import type { Supplier } from '@/lib/contracts/suppliers';
import { ProductGroup } from '@/lib/enums/products';
import { call } from './api-client';
import { bookNames, burstPrefix, type BurstTarget } from './burst-names';

// The books' share of the crash burst (DESIGN §6): imports completed on arrival (lines, lots,
// stock movements, a payment voucher, codes from the shop's counters), stock-takes completed
// against the stock of that moment, and supplier payments that settle the oldest imports first —
// each one transaction of many rows over ledgers that must balance, so a kill in the middle of one
// would leave a sum to break.

export type BookKind = 'purchase' | 'stock-take' | 'supplier-payment';

export interface BurstBooks {
  supplierId: string;
  /** the first is also counted in boxes of 10 and gets lots; the second has neither */
  productIds: [string, string];
}

/** What a write of the books sent and was answered: the fields of a burst write it fills in. */
export interface BookWrite {
  status: number | null;
  /** the import, the stock-take (once its sheet is made) or the payment's voucher */
  id: string | null;
  /** the idempotency key of an import or a supplier payment */
  key: string | null;
  /** what it pays: an import's payNow, a supplier payment's amount */
  amount: number | null;
  /** the base units an import brings in */
  units: number | null;
}

/** The lines of each import of the burst: one of each product. */
export const PURCHASE_LINES = 2;

/** What the owner owes the burst's supplier before it: 5,000 on the older import, then 1,000,000. */
export const OPENING_DEBTS = [5_000, 1_000_000] as const;

async function made<T>(target: BurstTarget, path: string, body: unknown): Promise<T> {
  const res = await call<T>(target.url, 'POST', path, { token: target.token, shopId: target.shopId, body });
  if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * Two products and a supplier carrying the burst's prefix, made one by one before it, and two
 * completed imports: stock to count and take, and two debts to pay, the older one small so that
 * the burst's payments settle it and go on to the next (a voucher over two imports).
 */
export async function prepareBooks(target: BurstTarget, tag: string): Promise<BurstBooks> {
  const names = bookNames(tag);
  const product = (i: number, units: Array<{ name: string; factor: number }>) =>
    made<Product>(target, '/products', { code: names.products[i], name: `${burstPrefix(tag)} hàng sổ sách ${i}`, group: ProductGroup.OTHER, unit: 'viên', salePrice: 9_000, minimumStock: 0, units });
  const first = await product(0, [{ name: 'hộp', factor: 10 }]);
  const second = await product(1, []);
  const supplier = await made<Supplier>(target, '/suppliers', { name: names.supplier, alias: `NCC ${tag}`, address: '5 Nguyễn Huệ, Quận 1', phone: `08${tag}9100` });
  const stock = [
    { productId: first.id, unitName: 'hộp', quantity: 20, unitCost: 40_000, batchNo: `L${tag}-0`, expiresOn: '2027-01-28' },
    { productId: second.id, unitName: 'viên', quantity: 100, unitCost: 3_000 },
  ];
  await made<ProductImport>(target, '/product-imports', { supplierId: supplier.id, lines: stock, payNow: 800_000 + 300_000 - OPENING_DEBTS[0], complete: true });
  await made<ProductImport>(target, '/product-imports', { supplierId: supplier.id, lines: [{ productId: second.id, unitName: 'viên', quantity: 100, unitCost: 10_000 }], complete: true });
  return { supplierId: supplier.id, productIds: [first.id, second.id] };
}

/** The import of write `i`: two lines (boxes or units, a lot or none), freight on some, paid in full, in part or not at all. */
function purchase(books: BurstBooks, tag: string, i: number) {
  const box = i % 3 === 0;
  const first = { quantity: 1 + (i % 4), unitCost: box ? 40_000 : 4_000 };
  const second = { quantity: 2 + (i % 5), unitCost: 3_000 };
  const otherCosts = i % 3 === 1 ? 2_000 : 0;
  const total = first.quantity * first.unitCost + second.quantity * second.unitCost + otherCosts;
  const payNow = [0, total, Math.floor(total / 2), 1_000][i % 4];
  const lot = i % 2 === 0 ? { batchNo: `L${tag}-${i % 3}`, expiresOn: `2027-0${1 + (i % 3)}-28` } : {};
  const lines = [
    { productId: books.productIds[0], unitName: box ? 'hộp' : 'viên', ...first, ...lot },
    { productId: books.productIds[1], unitName: 'viên', ...second },
  ];
  const body = { supplierId: books.supplierId, lines, otherCosts, payNow, payMethod: 'CASH', complete: true, idempotencyKey: bookNames(tag).importKey(i), note: `${burstPrefix(tag)} nhập ${i}` };
  return { body, payNow, units: first.quantity * (box ? 10 : 1) + second.quantity };
}

/**
 * Sends write `i` of the books and notes on `write` what it sent and, as each answer comes, what was
 * answered — a stock-take's sheet before its completion, so that a kill between the two still
 * leaves the sheet to look for.
 */
export async function sendBookWrite(target: BurstTarget, books: BurstBooks, tag: string, kind: BookKind, i: number, write: BookWrite): Promise<void> {
  const as = { token: target.token, shopId: target.shopId };
  const names = bookNames(tag);
  if (kind === 'purchase') {
    const { body, payNow, units } = purchase(books, tag, i);
    Object.assign(write, { key: body.idempotencyKey, amount: payNow, units });
    const res = await call<ProductImport>(target.url, 'POST', '/product-imports', { ...as, body });
    Object.assign(write, { status: res.status, id: res.status === 200 ? res.body.id : null });
  } else if (kind === 'supplier-payment') {
    // well under what is owed, whatever order the payments run in: none can be refused as too much
    Object.assign(write, { key: names.paymentKey(i), amount: 1_000 + i });
    const body = { amount: write.amount, method: 'CASH', idempotencyKey: write.key };
    const res = await call<SupplierPayment>(target.url, 'POST', `/supplier-debts/${books.supplierId}/payments`, { ...as, body });
    Object.assign(write, { status: res.status, id: res.status === 200 ? res.body.voucherId : null });
  } else {
    const sheet = await call<StockTake>(target.url, 'POST', '/stock-takes', { ...as, body: { productGroup: ProductGroup.OTHER, note: names.stockTakeNote(i) } });
    write.status = sheet.status;
    if (sheet.status !== 200) return;
    // the sheet is made: from here its completion's answer is the write's
    write.status = null;
    write.id = sheet.body.id;
    const counts = [
      { productId: books.productIds[0], countedQuantity: 150 + i },
      { productId: books.productIds[1], countedQuantity: 80 + (i % 7) },
    ];
    write.status = (await call(target.url, 'PUT', `/stock-takes/${sheet.body.id}`, { ...as, body: { counts, complete: true } })).status;
  }
}
