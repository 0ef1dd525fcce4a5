import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@/lib/contracts/activities';
import type { ProductImport } from '@/lib/contracts/product-imports';
import type { Product } from '@/lib/contracts/products';
import type { StockTake } from '@/lib/contracts/stock-takes';
import type { SupplierDebtDetail } from '@/lib/contracts/supplier-debts';
import type { Supplier } from '@/lib/contracts/suppliers';
import { ProductGroup } from '@/lib/enums/products';
import { demoPet, type PetOf } from '../support/activities';
import { call, created } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { expectAnswersMatchBooks, expectBooksBalanced } from '../support/books-invariants';
import { expectReportsMatchLedgers } from '../support/report-recompute';

// DESIGN §6 under random and concurrent use: sequences of imports (some in boxes, some with lots),
// voids, stock-takes, supplier payments, vouchers, visits whose medicine leaves the stock when
// they complete (some completed twice at once), retail sales, payments on invoices, debt
// collections and invoice voids, each batch of them sent at once, and after every
// sequence every invariant of the books holds — stock = Σ ledger ≥ 0 for every product and batch,
// paid = Σ payments for every import and invoice, supplier and customer debts and cash balances as
// the books sum them, every
// void reversed once, a completed visit's products out once, codes without gaps — and every figure
// of the reports equals the same figure worked out from the documents. On PostgreSQL the
// batches really run in parallel; on PGlite one after another.

const { server, as } = shopSuite(['accountant']);
const asAccountant = () => as('accountant');

let goods: Product[];
let sellers: Supplier[];
let patient: PetOf;
const done = { imports: [] as string[], stockTakes: [] as string[], vouchers: [] as string[], visits: [] as string[], invoices: [] as string[] };

beforeAll(async () => {
  const product = (i: number, units: Array<{ name: string; factor: number }> = []) =>
    created<Product>(server.url, '/products', { code: `INV-${i}`, name: `Hàng kiểm bất biến ${i}`, group: ProductGroup.OTHER, unit: 'cái', salePrice: 10_000, minimumStock: 0, units }, asAccountant());
  goods = await Promise.all([product(1, [{ name: 'hộp', factor: 10 }]), product(2), product(3)]);
  const supplier = (i: number) => created<Supplier>(server.url, '/suppliers', { name: `Nhà cung cấp bất biến ${i}`, alias: `NCC bất biến ${i}`, address: '1 Lê Lợi, Quận 1', phone: `090000000${i}` }, asAccountant());
  sellers = await Promise.all([supplier(1), supplier(2)]);
  patient = await demoPet(server.db, as('owner').shopId);
});

type Op =
  | { kind: 'import'; supplier: number; lines: Array<{ product: number; box: boolean; quantity: number; cost: number; lot: boolean }>; paidShare: number }
  | { kind: 'voidImport'; pick: number }
  | { kind: 'stockTake'; counts: Array<{ product: number; counted: number }> }
  | { kind: 'voidStockTake'; pick: number }
  | { kind: 'paySupplier'; supplier: number; share: number }
  | { kind: 'voucher'; type: 'RECEIPT' | 'PAYMENT'; amount: number; method: 'CASH' | 'BANK_TRANSFER' }
  | { kind: 'voidVoucher'; pick: number }
  | { kind: 'visit'; lines: Array<{ product: number; box: boolean; quantity: number }>; twice: boolean; deposit: number; invoice: boolean }
  | { kind: 'sale'; lines: Array<{ product: number; box: boolean; quantity: number }>; customer: boolean; paidShare: number; transferShare: number; fromCredit: boolean; twice: boolean }
  | { kind: 'payInvoice'; pick: number; share: number; twice: boolean }
  | { kind: 'collect'; share: number }
  | { kind: 'voidInvoice'; pick: number; keep: boolean };

const line = fc.record({ product: fc.nat(2), box: fc.boolean(), quantity: fc.integer({ min: 1, max: 12 }), cost: fc.integer({ min: 0, max: 50_000 }), lot: fc.boolean() });
const saleLine = fc.record({ product: fc.nat(2), box: fc.boolean(), quantity: fc.integer({ min: 1, max: 8 }) });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sale' as const),
      lines: fc.array(saleLine, { minLength: 1, maxLength: 3 }),
      customer: fc.boolean(),
      paidShare: fc.constantFrom(0, 0.5, 1, 1.2),
      transferShare: fc.constantFrom(0, 0.5),
      fromCredit: fc.boolean(),
      twice: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('payInvoice' as const), pick: fc.nat(), share: fc.constantFrom(0.4, 1, 1.3), twice: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('collect' as const), share: fc.constantFrom(0.5, 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('voidInvoice' as const), pick: fc.nat(), keep: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('import' as const), supplier: fc.nat(1), lines: fc.array(line, { minLength: 1, maxLength: 3 }), paidShare: fc.constantFrom(0, 0.5, 1) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('voidImport' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('stockTake' as const), counts: fc.array(fc.record({ product: fc.nat(2), counted: fc.integer({ min: 0, max: 40 }) }), { minLength: 1, maxLength: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('voidStockTake' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('paySupplier' as const), supplier: fc.nat(1), share: fc.constantFrom(0.3, 1, 1.5) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('voucher' as const), type: fc.constantFrom('RECEIPT' as const, 'PAYMENT' as const), amount: fc.integer({ min: 1, max: 5_000_000 }), method: fc.constantFrom('CASH' as const, 'BANK_TRANSFER' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('voidVoucher' as const), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('visit' as const),
      lines: fc.array(fc.record({ product: fc.nat(2), box: fc.boolean(), quantity: fc.integer({ min: 1, max: 8 }) }), { minLength: 1, maxLength: 3 }),
      twice: fc.boolean(),
      deposit: fc.constantFrom(0, 30_000, 500_000),
      invoice: fc.boolean(),
    }),
  },
);

const post = <T>(path: string, body: unknown) => call<T>(server.url, 'POST', path, { ...asAccountant(), body });

/**
 * A visit whose products leave the stock when it completes: made waiting, started (a deposit taken
 * then, when asked), then completed (by two desks at once when `twice`: exactly one may win), and
 * invoiced when asked. Its last answer.
 */
async function visit(o: Extract<Op, { kind: 'visit' }>): Promise<number> {
  const by = as('owner');
  const products = o.lines.map((l) => ({ productId: goods[l.product].id, unitName: l.box && l.product === 0 ? 'hộp' : 'cái', quantity: l.quantity, price: 10_000 }));
  const made = await call<Activity>(server.url, 'POST', '/activities', { ...by, body: { type: 2, customerId: patient.customerId, petId: patient.petId, products, submit: true } });
  if (made.status !== 200) return made.status;
  const move = (a: Activity, transition: string) => call<Activity>(server.url, 'POST', `/activities/${a.id}/transition`, { ...by, body: { transition, version: a.version } });
  const started = await move(made.body, 'start');
  if (started.status !== 200) return started.status;
  if (o.deposit) await post(`/activities/${made.body.id}/deposits`, { payments: [{ method: 'CASH', amount: o.deposit }], idempotencyKey: crypto.randomUUID() });
  const completions = await Promise.all((o.twice ? [1, 2] : [1]).map(() => move(started.body, 'complete')));
  const statuses = completions.map((c) => c.status);
  if (o.twice) expect(statuses.filter((status) => status === 200).length, `two completions at once answered ${statuses}`).toBeLessThanOrEqual(1);
  if (!statuses.includes(200)) return statuses[0];
  done.visits.push(made.body.id);
  if (!o.invoice) return 200;
  // paid half in cash, the rest owed by the pet's owner
  const invoiced = await post<{ id: string; total: number }>(`/activities/${made.body.id}/invoice`, { payments: [{ method: 'CASH', amount: 20_000 }], idempotencyKey: crypto.randomUUID() });
  if (invoiced.status === 200) done.invoices.push(invoiced.body.id);
  return invoiced.status;
}

/** Runs one operation; a refusal the books call for (409 out of stock or already voided, 400 over the debt) is an answer, a 5xx never. */
async function run(o: Op): Promise<number> {
  switch (o.kind) {
    case 'import': {
      const lines = o.lines.map((l) => ({ productId: goods[l.product].id, unitName: l.box && l.product === 0 ? 'hộp' : 'cái', quantity: l.quantity, unitCost: l.cost, ...(l.lot ? { batchNo: `L-${l.product}`, expiresOn: '2027-06-30' } : {}) }));
      const total = o.lines.reduce((s, l) => s + l.quantity * l.cost, 0);
      const res = await post<ProductImport>('/product-imports', { supplierId: sellers[o.supplier].id, lines, payNow: Math.floor(total * o.paidShare), payMethod: 'CASH', complete: true });
      if (res.status === 200) done.imports.push(res.body.id);
      return res.status;
    }
    case 'voidImport':
      if (done.imports.length === 0) return 0;
      return (await post(`/product-imports/${done.imports[o.pick % done.imports.length]}/void`, { reason: 'Nhập sai' })).status;
    case 'stockTake': {
      const sheet = await post<StockTake>('/stock-takes', { productGroup: ProductGroup.OTHER });
      if (sheet.status !== 200) return sheet.status;
      const counts = o.counts.map((c) => ({ productId: goods[c.product].id, countedQuantity: c.counted }));
      const res = await call(server.url, 'PUT', `/stock-takes/${sheet.body.id}`, { ...asAccountant(), body: { counts, complete: true } });
      if (res.status === 200) done.stockTakes.push(sheet.body.id);
      return res.status;
    }
    case 'voidStockTake':
      if (done.stockTakes.length === 0) return 0;
      return (await post(`/stock-takes/${done.stockTakes[o.pick % done.stockTakes.length]}/void`, { reason: 'Đếm nhầm' })).status;
    case 'paySupplier': {
      const debt = await call<SupplierDebtDetail>(server.url, 'GET', `/supplier-debts/${sellers[o.supplier].id}`, asAccountant());
      const amount = Math.max(1, Math.floor(debt.body.debt * o.share));
      return (await post(`/supplier-debts/${sellers[o.supplier].id}/payments`, { amount, method: 'CASH', idempotencyKey: crypto.randomUUID() })).status;
    }
    case 'voucher': {
      const category = o.type === 'RECEIPT' ? 'OTHER_INCOME' : 'OTHER_EXPENSE';
      const res = await post<{ id: string }>('/cash-vouchers', { type: o.type, category, payerType: 'OTHER', payerName: 'Khách lẻ', amount: o.amount, method: o.method, idempotencyKey: crypto.randomUUID() });
      if (res.status === 200) done.vouchers.push(res.body.id);
      return res.status;
    }
    case 'voidVoucher':
      if (done.vouchers.length === 0) return 0;
      return (await post(`/cash-vouchers/${done.vouchers[o.pick % done.vouchers.length]}/void`, { reason: 'Ghi nhầm' })).status;
    case 'visit':
      return visit(o);
    default:
      return checkout(o);
  }
}

/**
 * The counter and what follows it: a sale (walk-in or of the patient's owner, paid in part, in full or
 * with change, partly by transfer or from credit; sent twice with one key when `twice`: one invoice),
 * money on an invoice (twice at once with one key: one payment), a collection from the owner, a void
 * that gives the money back or keeps it as the customer's credit.
 */
async function checkout(o: Extract<Op, { kind: 'sale' | 'payInvoice' | 'collect' | 'voidInvoice' }>): Promise<number> {
  const pick = (n: number) => done.invoices[n % done.invoices.length];
  switch (o.kind) {
    case 'sale': {
      const lines = o.lines.map((l) => ({ productId: goods[l.product].id, unitName: l.box && l.product === 0 ? 'hộp' : 'cái', quantity: l.quantity }));
      // goods at 10 000 a unit, VAT aside: the shares are of a rough total, so some pay it all with change
      const rough = o.lines.reduce((s, l) => s + l.quantity * (l.box && l.product === 0 ? 10 : 1) * 10_000, 0);
      const transfer = Math.floor(rough * o.transferShare * Math.min(o.paidShare, 1) * 0.5);
      const cash = Math.floor(rough * o.paidShare) - transfer;
      // a part from the customer's credit (what voids kept for them): refused when it is not there
      const credit = o.fromCredit ? Math.floor(rough * 0.3) : 0;
      const payments = [
        ...(transfer > 0 ? [{ method: 'BANK_TRANSFER', amount: transfer }] : []),
        ...(cash > 0 ? [{ method: 'CASH', amount: cash }] : []),
        ...(credit > 0 ? [{ method: 'CREDIT', amount: credit }] : []),
      ];
      const body = { lines, payments, customerId: o.customer ? patient.customerId : undefined, idempotencyKey: crypto.randomUUID() };
      const answers = await Promise.all((o.twice ? [1, 2] : [1]).map(() => post<{ id: string }>('/invoices', body)));
      if (answers.every((a) => a.status === 200)) expect(new Set(answers.map((a) => a.body.id)).size, 'one invoice per key').toBe(1);
      if (answers[0].status === 200) done.invoices.push(answers[0].body.id);
      return answers[0].status;
    }
    case 'payInvoice': {
      if (done.invoices.length === 0) return 0;
      const id = pick(o.pick);
      const invoice = await call<{ debt: number }>(server.url, 'GET', `/invoices/${id}`, asAccountant());
      const body = { payments: [{ method: 'CASH', amount: Math.max(1, Math.floor(invoice.body.debt * o.share)) }], idempotencyKey: crypto.randomUUID() };
      const answers = await Promise.all((o.twice ? [1, 2] : [1]).map(() => post(`/invoices/${id}/payments`, body)));
      return answers[0].status;
    }
    case 'collect': {
      const debt = await call<{ debt: number }>(server.url, 'GET', `/customer-debts/${patient.customerId}`, asAccountant());
      return (await post(`/customer-debts/${patient.customerId}/payments`, { amount: Math.max(1, Math.floor(debt.body.debt * o.share)), method: 'CASH', idempotencyKey: crypto.randomUUID() })).status;
    }
    case 'voidInvoice':
      if (done.invoices.length === 0) return 0;
      // kept as the customer's credit (refused for a walk-in) or given back by payment vouchers
      return (await post(`/invoices/${pick(o.pick)}/void`, { reason: 'Bán nhầm', refund: o.keep ? 'CREDIT' : 'REFUND' })).status;
  }
}

const ANSWERS = new Set([0, 200, 400, 409]);

describe('the books under random, concurrent sequences of documents', () => {
  it('keep every invariant of DESIGN §6 after each sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), async (batches) => {
        for (const batch of batches) {
          const statuses = await Promise.all(batch.map(run));
          statuses.forEach((status, i) => expect(ANSWERS.has(status), `${JSON.stringify(batch[i])} answered ${status}`).toBe(true));
        }
        await expectBooksBalanced(server.db);
        await expectAnswersMatchBooks(server, asAccountant());
        await expectReportsMatchLedgers(server, asAccountant());
      }),
      { numRuns: Number(process.env.BOOKS_RUNS ?? 12) },
    );
    // the sequences did more than get refused
    expect(done.imports.length).toBeGreaterThan(3);
    expect(done.visits.length).toBeGreaterThan(0);
    expect(done.invoices.length).toBeGreaterThan(0);
  }, 600_000);

  it('keep them when 50 imports and stock-takes of the same goods complete at once', async () => {
    const lines = goods.map((g) => ({ productId: g.id, unitName: 'cái', quantity: 3, unitCost: 1_000 }));
    const drafts = await Promise.all(Array.from({ length: 40 }, () => created<ProductImport>(server.url, '/product-imports', { supplierId: sellers[0].id, lines, payNow: 1_000 }, asAccountant())));
    const sheets = await Promise.all(Array.from({ length: 10 }, () => created<StockTake>(server.url, '/stock-takes', { productGroup: ProductGroup.OTHER }, asAccountant())));
    const statuses = await Promise.all([
      ...drafts.map((d) => post(`/product-imports/${d.id}/complete`, {}).then((r) => r.status)),
      ...sheets.map((s, i) => call(server.url, 'PUT', `/stock-takes/${s.id}`, { ...asAccountant(), body: { counts: goods.map((g) => ({ productId: g.id, countedQuantity: i })), complete: true } }).then((r) => r.status)),
    ]);
    expect(statuses).toEqual(Array(50).fill(200));
    await expectBooksBalanced(server.db);
    await expectAnswersMatchBooks(server, asAccountant());
    await expectReportsMatchLedgers(server, asAccountant());
  }, 300_000);
});
