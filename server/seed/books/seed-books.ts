import { eq } from 'drizzle-orm';
import type { ImportLineInput } from '@/lib/contracts/product-imports';
import type { StockTakeCreateInput } from '@/lib/contracts/stock-takes';
import { ProductGroup } from '@/lib/enums/products';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema/products';
import { suppliers } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';
import { createCashVoucher } from '../../modules/cash-vouchers/create-cash-voucher';
import { voidCashVoucher } from '../../modules/cash-vouchers/void-cash-voucher';
import { createProductImport } from '../../modules/product-imports/create-product-import';
import { replaceUnits } from '../../modules/products/product-units';
import { createStockTake } from '../../modules/stock-takes/create-stock-take';
import { updateStockTake } from '../../modules/stock-takes/update-stock-take';
import { getSupplierDebt } from '../../modules/supplier-debts/get-supplier-debt';
import { paySupplier } from '../../modules/supplier-debts/pay-supplier';
import { PRODUCTS, type ProductSeed, STARTER_PRODUCTS } from '../catalogues/product-data';
import { HANOI_SUPPLIERS, SUPPLIERS } from '../catalogues/supplier-data';
import { COUNT_DIFFERENCES, isLotted, MANUAL_VOUCHERS, SHORT_LOTS, supplierOf, UNCOUNTED, UNITS } from './book-data';
import { demoClock, type Event, runInOrder } from './demo-clock';

type ShopIds = { q1: string; q7: string; hanoi: string };
type Ids = { products: Map<string, string>; suppliers: Map<string, string>; users: Map<string, string> };

const round = (n: number, to: number) => Math.max(to, Math.round(n / to) * to);

/**
 * The demo's books (issue 16), written through the same use-cases as the console, dated over the
 * last three months: Quận 1's imports from its suppliers (some only partly paid, so it owes them),
 * lots with their expiry (a few expiring soon, one expired), a supplier payment, a stock-take of the
 * medical supplies that found differences, and a month of rent, utilities and salaries. Every stock
 * level and balance comes from these documents through the ledgers. `also` are a shop's other
 * documents (its visits), run in date order with its books so the stock card reads in time order.
 */
export async function seedBooks(tx: DbOrTx, shopIds: ShopIds, now = new Date(), also: { q1?: Event[]; hanoi?: Event[] } = {}): Promise<void> {
  const clock = demoClock(now);
  const staff = new Map((await tx.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]));
  const idsOf = async (shopId: string): Promise<Ids> => ({
    products: new Map((await tx.select({ id: products.id, name: products.name }).from(products).where(eq(products.shopId, shopId))).map((p) => [p.name, p.id])),
    suppliers: new Map((await tx.select({ id: suppliers.id, alias: suppliers.alias }).from(suppliers).where(eq(suppliers.shopId, shopId))).map((s) => [s.alias, s.id])),
    users: staff,
  });
  for (const shopId of Object.values(shopIds)) {
    const { products: goods } = await idsOf(shopId);
    for (const [name, units] of Object.entries(UNITS)) if (goods.has(name)) await replaceUnits(tx, { shopId, productId: goods.get(name)!, units });
  }
  const q1 = await idsOf(shopIds.q1);
  await runInOrder([...quan1(tx, shopIds.q1, q1, clock), ...branch(tx, shopIds.q7, await idsOf(shopIds.q7), clock, { supplier: SUPPLIERS[0].alias, by: 'owner@petclinic.vn', count: false, chainOwner: 'Nguyễn Thị Minh Anh' }), ...(also.q1 ?? [])]);
  await runInOrder([...branch(tx, shopIds.hanoi, await idsOf(shopIds.hanoi), clock, { supplier: HANOI_SUPPLIERS[0].alias, by: 'other@petclinic.vn', count: true }), ...(also.hanoi ?? [])]);
}

/** The lines one delivery of `quantity` brings: whole larger units first, the rest in the base unit. */
function deliveryLines(p: ProductSeed, productId: string, quantity: number, cost: number, lot: Pick<ImportLineInput, 'batchNo' | 'expiresOn'>): ImportLineInput[] {
  const larger = (UNITS[p.name] ?? []).filter((u) => quantity >= u.factor).sort((a, b) => b.factor - a.factor)[0];
  const line = (unitName: string, qty: number, unitCost: number): ImportLineInput => ({ productId, unitName, quantity: qty, unitCost, discount: 0, ...lot });
  if (!larger) return [line(p.unit, quantity, cost)];
  const whole = Math.floor(quantity / larger.factor);
  const rest = quantity - whole * larger.factor;
  return [line(larger.name, whole, cost * larger.factor), ...(rest > 0 ? [line(p.unit, rest, cost)] : [])];
}

function quan1(tx: DbOrTx, shopId: string, ids: Ids, clock: ReturnType<typeof demoClock>): Event[] {
  const accountant = ids.users.get('accountant@petclinic.vn')!;
  const owner = ids.users.get('owner@petclinic.vn')!;
  const events: Event[] = [capital(tx, shopId, owner, clock.daysAgo(95, 8), [300_000_000, 80_000_000])];

  // two deliveries of everything: 60 % about three months ago, the rest later, at slightly higher cost
  const bySupplier = new Map<string, ProductSeed[]>();
  for (const p of PRODUCTS) bySupplier.set(supplierOf(p), [...(bySupplier.get(supplierOf(p)) ?? []), p]);
  const deliveries: Array<{ supplier: string; round: number; goods: ProductSeed[] }> = [];
  for (const round of [0, 1]) {
    for (const [supplier, goods] of bySupplier) {
      const parts = Math.ceil(goods.length / 9);
      for (let i = 0; i < parts; i++) deliveries.push({ supplier, round, goods: goods.filter((_, k) => k % parts === i) });
    }
  }
  deliveries.forEach((delivery, k) => {
    const day = 88 - Math.round((k * 76) / (deliveries.length - 1));
    const at = clock.daysAgo(day, 9 + (k % 6));
    const lines = delivery.goods.flatMap((p) => {
      const first = Math.max(1, Math.round(p.stocked * 0.6));
      const quantity = delivery.round === 0 ? first : p.stocked - first;
      if (quantity <= 0) return [];
      const cost = round(p.purchaseCost * (delivery.round === 0 ? 0.97 : 1.03), 100);
      const short = SHORT_LOTS[p.name]?.round === delivery.round ? SHORT_LOTS[p.name] : undefined;
      const lot = isLotted(p)
        ? { batchNo: `L${clock.monthCode(at)}-${String(PRODUCTS.indexOf(p) + 1).padStart(3, '0')}`, expiresOn: clock.day(short ? clock.daysAgo(-short.daysLeft) : clock.daysAfter(at, p.name.startsWith('Vaccine') ? 365 : 540)) }
        : { batchNo: null, expiresOn: null };
      return deliveryLines(p, ids.products.get(p.name)!, quantity, cost, lot);
    });
    if (lines.length === 0) return;
    // the last two deliveries are still unpaid, every third was paid half
    const pay = (total: number) => (k >= deliveries.length - 2 ? 0 : k % 3 === 1 ? round(total / 2, 1000) : total);
    events.push({
      at,
      run: async () => {
        // every fifth delivery came with a freight charge
        const otherCosts = k % 5 === 0 ? 30_000 : 0;
        const total = lines.reduce((s, l) => s + l.quantity * l.unitCost, 0) + otherCosts;
        const body = { supplierId: ids.suppliers.get(delivery.supplier)!, lines, discount: 0, otherCosts, note: null, complete: true };
        await createProductImport(tx, { shopId, userId: k % 4 === 0 ? owner : accountant, body: { ...body, payNow: pay(total), payMethod: k % 2 ? 'BANK_TRANSFER' : 'CASH' }, at });
      },
    });
  });

  events.push({
    at: clock.daysAgo(8, 10),
    run: async () => {
      const supplierId = ids.suppliers.get('Sài Gòn Vet')!;
      const { debt } = await getSupplierDebt(tx, { shopId, supplierId });
      if (debt > 0) await paySupplier(tx, { shopId, userId: accountant, supplierId, body: { amount: round(debt / 2, 1000), method: 'BANK_TRANSFER', note: 'Thanh toán bớt công nợ', idempotencyKey: 'demo-supplier-payment' }, at: clock.daysAgo(8, 10) });
    },
  });
  events.push(stockTake(tx, shopId, accountant, clock.daysAgo(5, 17), ProductGroup.MEDICAL_SUPPLIES, (name) => (UNCOUNTED.has(name) ? null : (COUNT_DIFFERENCES[name] ?? 0))));

  for (const [n, v] of MANUAL_VOUCHERS.entries()) {
    const at = clock.daysAgo(v.daysAgo, 11);
    const payer = 'employee' in v.payer ? { payerType: 'EMPLOYEE' as const, payerId: ids.users.get(v.payer.employee)!, payerName: null } : { payerType: v.payer.type, payerId: null, payerName: v.payer.name };
    events.push({
      at,
      run: async () => {
        const voucher = await createCashVoucher(tx, { shopId, userId: accountant, body: { type: v.type, category: v.category, ...payer, amount: v.amount, method: v.method, note: v.note, idempotencyKey: `demo-voucher-${n}` }, at });
        if (v.voided) await voidCashVoucher(tx, { shopId, userId: owner, voucherId: voucher.id, reason: v.voided, at: clock.daysAgo(v.daysAgo - 2, 16) });
      },
    });
  }
  return events;
}

/** A branch's opening: the owner's capital, one delivery of its starter goods paid in cash, and, if asked, a stock-take that found everything in place. */
function branch(tx: DbOrTx, shopId: string, ids: Ids, clock: ReturnType<typeof demoClock>, opts: { supplier: string; by: string; count: boolean; chainOwner?: string }): Event[] {
  const by = ids.users.get(opts.by)!;
  const events: Event[] = [capital(tx, shopId, by, clock.daysAgo(92, 8), [0, 50_000_000], opts.chainOwner)];
  const lines = STARTER_PRODUCTS.map((p) => ({ productId: ids.products.get(p.name)!, unitName: p.unit, quantity: Math.max(1, Math.round(p.stocked / 3)), unitCost: p.purchaseCost, discount: 0, batchNo: null, expiresOn: null }));
  const at = clock.daysAgo(85, 10);
  events.push({
    at,
    run: async () => {
      const total = lines.reduce((s, l) => s + l.quantity * l.unitCost, 0);
      const body = { supplierId: ids.suppliers.get(opts.supplier)!, lines, discount: 0, otherCosts: 0, payNow: total, payMethod: 'CASH' as const, note: 'Nhập hàng khai trương', complete: true };
      await createProductImport(tx, { shopId, userId: by, body, at });
    },
  });
  if (opts.count) events.push(stockTake(tx, shopId, by, clock.daysAgo(30, 18), null, () => 0));
  return events;
}

/** The owner's money put into the shop, by transfer and in the drawer: an employee of the shop, or the chain's owner by name. */
function capital(tx: DbOrTx, shopId: string, ownerId: string, at: Date, [bank, cash]: [number, number], chainOwner?: string): Event {
  const payer = chainOwner ? { payerType: 'OTHER' as const, payerId: null, payerName: chainOwner } : { payerType: 'EMPLOYEE' as const, payerId: ownerId, payerName: null };
  const body = { type: 'RECEIPT' as const, category: 'OTHER_INCOME' as const, ...payer, note: 'Vốn góp ban đầu' };
  return {
    at,
    run: async () => {
      if (bank) await createCashVoucher(tx, { shopId, userId: ownerId, body: { ...body, amount: bank, method: 'BANK_TRANSFER', idempotencyKey: 'demo-capital-bank' }, at });
      if (cash) await createCashVoucher(tx, { shopId, userId: ownerId, body: { ...body, amount: cash, method: 'CASH', idempotencyKey: 'demo-capital-cash' }, at });
    },
  };
}

/** A stock-take made in the morning and completed at `at`, each line counted as its system quantity plus `difference(name)` (null: not counted). */
function stockTake(tx: DbOrTx, shopId: string, userId: string, at: Date, productGroup: StockTakeCreateInput['productGroup'], difference: (name: string) => number | null): Event {
  return {
    at,
    run: async () => {
      const sheet = await createStockTake(tx, { shopId, userId, body: { productGroup, note: 'Kiểm kho định kỳ' }, at: new Date(at.getTime() - 6 * 3_600_000) });
      const counts = sheet.lines.map((l) => {
        const d = difference(l.name);
        return { productId: l.productId, countedQuantity: d === null ? null : Math.max(0, l.systemQuantity + d) };
      });
      await updateStockTake(tx, { shopId, userId, stockTakeId: sheet.id, body: { counts, complete: true }, at });
    },
  };
}
