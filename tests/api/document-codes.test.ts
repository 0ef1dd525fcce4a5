import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CashVoucher } from '@/lib/contracts/cash-vouchers';
import type { Product } from '@/lib/contracts/products';
import type { ProductImport } from '@/lib/contracts/product-imports';
import type { Supplier } from '@/lib/contracts/suppliers';
import { DocumentKind } from '@/lib/enums/documents';
import { call } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { importLine, lastNumber, newProduct, newSupplier, numberOf } from '../support/books';

// Document codes (DESIGN §6): each shop numbers each kind of document without a gap, whatever the
// concurrency — 20 requests sent at once get 20 consecutive codes, and a request that fails gives
// its number back.

const { server, shops, as } = shopSuite(['accountant'], { emptyCatalogues: false });
const asOwner = () => as('owner');
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

/** The numbers of the codes, sorted, after checking their prefix and six digits. */
function numbersOf(codes: string[], kind: DocumentKind) {
  for (const code of codes) expect(code).toMatch(new RegExp(`^${kind}\\d{6}$`));
  return codes.map(numberOf).sort((a, b) => a - b);
}

let supplier: Supplier;
let product: Product;

beforeAll(async () => {
  supplier = await newSupplier(server, asOwner());
  product = await newProduct(server, asOwner());
});

describe('POST /cash-vouchers', () => {
  it('gives 20 vouchers sent at once 20 consecutive codes, with none lost to the 5 refused among them', async () => {
    const [receipts, payments] = [await lastNumber(server.db, shops.q1, DocumentKind.RECEIPT), await lastNumber(server.db, shops.q1, DocumentKind.PAYMENT)];
    const voucher = (i: number) => ({ type: 'PAYMENT', category: 'OTHER_EXPENSE', payerType: 'OTHER', payerName: `Người nhận ${i}`, amount: 10_000 + i, method: 'CASH', idempotencyKey: randomUUID() });
    // an unknown employee is refused inside the transaction, after the request was accepted
    const refused = (i: number) => ({ ...voucher(i), payerType: 'EMPLOYEE', payerId: randomUUID(), category: 'SALARY' });
    const sent = range(0, 25).map((i) => call<CashVoucher>(server.url, 'POST', '/cash-vouchers', { ...(i % 2 ? as('accountant') : asOwner()), body: i % 5 === 4 ? refused(i) : voucher(i) }));
    const answers = await Promise.all(sent);
    expect(answers.map((a) => a.status).filter((s) => s === 404)).toHaveLength(5);
    const made = answers.filter((a) => a.status === 200).map((a) => a.body.code);
    expect(numbersOf(made, DocumentKind.PAYMENT)).toEqual(range(payments + 1, 20));
    expect(await lastNumber(server.db, shops.q1, DocumentKind.PAYMENT)).toBe(payments + 20);
    expect(await lastNumber(server.db, shops.q1, DocumentKind.RECEIPT)).toBe(receipts);
  });

  it('numbers receipts and payments sent together each in their own series', async () => {
    const [receipts, payments] = [await lastNumber(server.db, shops.q1, DocumentKind.RECEIPT), await lastNumber(server.db, shops.q1, DocumentKind.PAYMENT)];
    const answers = await Promise.all(
      range(0, 20).map((i) =>
        call<CashVoucher>(server.url, 'POST', '/cash-vouchers', {
          ...asOwner(),
          body: {
            ...(i % 2 ? { type: 'RECEIPT', category: 'OTHER_INCOME', payerType: 'OTHER', payerName: 'Thu khác', amount: 5_000 } : { type: 'PAYMENT', category: 'RENT', payerType: 'OTHER', payerName: 'Chủ nhà', amount: 5_000 }),
            idempotencyKey: randomUUID(),
          },
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const codes = answers.map((a) => a.body.code);
    expect(numbersOf(codes.filter((c) => c.startsWith('PT')), DocumentKind.RECEIPT)).toEqual(range(receipts + 1, 10));
    expect(numbersOf(codes.filter((c) => c.startsWith('PC')), DocumentKind.PAYMENT)).toEqual(range(payments + 1, 10));
  });
});

describe('POST /product-imports', () => {
  it('gives 20 drafts sent at once 20 consecutive codes, with none lost to the 5 refused among them', async () => {
    const before = await lastNumber(server.db, shops.q1, DocumentKind.PRODUCT_IMPORT);
    // an unknown product is refused after the code was taken: the number must come back
    const body = (i: number) => ({ supplierId: supplier.id, lines: [importLine(i % 5 === 4 ? randomUUID() : product.id, { quantity: i + 1 })] });
    const answers = await Promise.all(range(0, 25).map((i) => call<ProductImport>(server.url, 'POST', '/product-imports', { ...(i % 2 ? as('accountant') : asOwner()), body: body(i) })));
    expect(answers.map((a) => a.status).filter((s) => s === 404)).toHaveLength(5);
    const made = answers.filter((a) => a.status === 200).map((a) => a.body.code);
    expect(numbersOf(made, DocumentKind.PRODUCT_IMPORT)).toEqual(range(before + 1, 20));
    const listed = await call<{ total: number }>(server.url, 'GET', '/product-imports?status=0', asOwner());
    expect(listed.body.total).toBe(20);
  });

  it('gives imports completed at once their PN codes and their payment vouchers PC codes without a gap', async () => {
    const [imports, payments] = [await lastNumber(server.db, shops.q1, DocumentKind.PRODUCT_IMPORT), await lastNumber(server.db, shops.q1, DocumentKind.PAYMENT)];
    const answers = await Promise.all(
      range(0, 20).map(() => call<ProductImport>(server.url, 'POST', '/product-imports', { ...asOwner(), body: { supplierId: supplier.id, lines: [importLine(product.id, { quantity: 1 })], payNow: 10_000, complete: true } })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(numbersOf(answers.map((a) => a.body.code), DocumentKind.PRODUCT_IMPORT)).toEqual(range(imports + 1, 20));
    expect(numbersOf(answers.map((a) => a.body.payments[0].voucherCode), DocumentKind.PAYMENT)).toEqual(range(payments + 1, 20));
  });
});
