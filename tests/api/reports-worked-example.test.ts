import { beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@/lib/contracts/activities';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import type { Product } from '@/lib/contracts/products';
import type { FinancialResponse, OverviewResponse, TodayTiles, VatInvoicesResponse } from '@/lib/contracts/reports';
import { ActivityStatus, InvoiceType } from '@/lib/enums/activities';
import { ProductGroup } from '@/lib/enums/products';
import { ServiceGroup } from '@/lib/enums/services';
import { activityApi } from '../support/activities';
import { call, created } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { idWhere, importLine, newImport, newProduct, newSupplier, shopDay } from '../support/books';

// A day of six documents written out by hand (issue "Reports"): an import paid in part, a retail sale
// paid in cash, a healthcare visit's invoice paid in part by transfer (8 % VAT), a debt collected,
// the rent paid, and the retail sale voided with its money given back — then every figure of the
// overview, the financial report, the VAT report and Home's tiles, as an accountant works them out.

const { server, as } = shopSuite(['seller', 'doctor', 'accountant'], { emptyCatalogues: true });
const today = shopDay();
const period = `from=${today}&to=${today}`;
const read = <T>(path: string) => call<T>(server.url, 'GET', path, as('accountant'));
let food: Product;
let pills: Product;
let customerId: string;
let exam: string;
let visit: Activity;
let seller: string;

beforeAll(async () => {
  const owner = as('owner');
  food = await newProduct(server, owner, { name: 'Hạt Royal Canin 400 g', group: ProductGroup.SALE_GOODS, unit: 'gói', salePrice: 30_000 });
  pills = await newProduct(server, owner, { name: 'Amoxicillin 250 mg', group: ProductGroup.MEDICINE, unit: 'viên', salePrice: 5_000 });
  exam = (await created<{ id: string }>(server.url, '/services', { name: 'Khám tổng quát', group: ServiceGroup.EXAMINATION, price: 200_000, unit: 'Lần' }, owner)).id;
  customerId = (await created<{ id: string }>(server.url, '/customers', { name: 'Trần Văn Khoa', phone: '0909111222' }, owner)).id;
  const pet = await created<{ id: string }>(server.url, '/pets', { customerId, name: 'Mực', species: 'dog', gender: 1 }, owner);
  const supplier = await newSupplier(server, owner);
  seller = await idWhere(server.db, 'users', as('seller').shopId, 'email', 'seller@petclinic.vn');

  // 1. PN: 10 packs at 20.000 and 100 pills at 1.000 (300.000), 100.000 paid in cash
  await newImport(server, as('accountant'), {
    supplierId: supplier.id,
    lines: [importLine(food.id, { unitName: 'gói', quantity: 10, unitCost: 20_000 }), importLine(pills.id, { quantity: 100, unitCost: 1_000 })],
    payNow: 100_000,
    complete: true,
  });
  // 2. HD: two packs sold for 60.000 in cash (goods for sale: VAT off in this shop, KCT)
  const sale = await created<InvoiceDetail>(
    server.url,
    '/invoices',
    { idempotencyKey: crypto.randomUUID(), customerId, lines: [{ productId: food.id, unitName: 'gói', quantity: 2 }], payments: [{ method: 'CASH', amount: 60_000 }] },
    as('seller'),
  );
  // 3. HD of a visit: the examination 200.000 and 10 pills 50.000, 8 % VAT on both (270.000), 100.000 by transfer
  visit = await activityApi(server).visitIn(
    as('doctor'),
    { type: InvoiceType.HEALTHCARE, customerId, petId: pet.id, services: [{ serviceId: exam, price: 200_000 }], products: [{ productId: pills.id, unitName: 'viên', quantity: 10, price: 5_000 }] },
    ActivityStatus.COMPLETED,
  );
  const billed = await call(server.url, 'POST', `/activities/${visit.id}/invoice`, { ...as('seller'), body: { idempotencyKey: crypto.randomUUID(), payments: [{ method: 'BANK_TRANSFER', amount: 100_000 }] } });
  expect(billed.status, JSON.stringify(billed.body)).toBe(200);
  // 4. PT: 70.000 of the debt collected in cash
  const collected = await call(server.url, 'POST', `/customer-debts/${customerId}/payments`, { ...as('accountant'), body: { amount: 70_000, method: 'CASH', idempotencyKey: crypto.randomUUID() } });
  expect(collected.status, JSON.stringify(collected.body)).toBe(200);
  // 5. PC: the rent, 500.000 by transfer
  const rent = await call(server.url, 'POST', '/cash-vouchers', { ...as('accountant'), body: { type: 'PAYMENT', payerType: 'OTHER', payerName: 'Chủ nhà', amount: 500_000, method: 'BANK_TRANSFER', category: 'RENT', idempotencyKey: crypto.randomUUID() } });
  expect(rent.status, JSON.stringify(rent.body)).toBe(200);
  // 6. the sale voided, its 60.000 given back in cash and the two packs back in stock
  const voided = await call(server.url, 'POST', `/invoices/${sale.id}/void`, { ...as('owner'), body: { reason: 'Khách đổi ý', refund: 'REFUND' } });
  expect(voided.status, JSON.stringify(voided.body)).toBe(200);
});

const zeroTiles = { revenue: 0, invoices: 0, averageInvoice: 0, newCustomers: 0, activities: 0, activitiesByType: {}, debtCollected: 0, debtCreated: 0 };

describe('the reports of a hand-built day', () => {
  it('overview: 250.000 of healthcare revenue on one invoice, the voided sale netted out, 70.000 collected of 170.000 owed', async () => {
    const res = await read<OverviewResponse>(`/reports/overview?${period}`);
    expect(res.status).toBe(200);
    const { tiles, previous, unit, series, byMethod, topServicesByRevenue, topProductsByRevenue, topProductsByQuantity, byStaff } = res.body.total;
    expect(tiles).toEqual({ revenue: 250_000, invoices: 1, averageInvoice: 250_000, newCustomers: 1, activities: 1, activitiesByType: { '2': 1 }, debtCollected: 70_000, debtCreated: 170_000 });
    expect(previous).toEqual(zeroTiles);
    expect(unit).toBe('day');
    expect(series).toEqual([{ date: today, revenueByKind: { '2': 250_000 }, activitiesByType: { '2': 1 } }]);
    expect(byMethod).toEqual([
      { method: 'BANK_TRANSFER', amount: 100_000 },
      { method: 'CASH', amount: 70_000 },
    ]);
    expect(topServicesByRevenue).toEqual([{ id: exam, name: 'Khám tổng quát', quantity: 1, revenue: 200_000 }]);
    // the two packs sold and given back count nothing
    expect(topProductsByRevenue).toEqual([{ id: pills.id, name: 'Amoxicillin 250 mg', quantity: 10, revenue: 50_000 }]);
    expect(topProductsByQuantity).toEqual(topProductsByRevenue);
    expect(byStaff.map(({ invoices, revenue }) => ({ invoices, revenue }))).toEqual([{ invoices: 1, revenue: 250_000 }]);
    expect(byStaff[0].id).toBe(visit.assignee?.id ?? seller);
    expect(res.body.branches).toHaveLength(1);
    expect(res.body.branches[0].report).toEqual(res.body.total);
  });

  it('financial report: revenue, VAT, cost, margin, the cash book, debts and stock value to the đồng', async () => {
    const res = await read<FinancialResponse>(`/reports/financial?${period}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toEqual({
      byKind: [{ kind: 2, invoices: 1, subtotal: 250_000, discount: 0, revenue: 250_000, vat: 20_000, total: 270_000, cost: 10_000 }],
      revenue: 250_000,
      discount: 0,
      vat: 20_000,
      cost: 10_000,
      grossProfit: 240_000,
      margin: 96,
      vatByRate: [{ vatKey: 'healthcare', vatPercent: 8, taxableBase: 250_000, vat: 20_000 }],
      expenses: [{ category: 'RENT', amount: 500_000 }],
      otherIncome: 0,
      netProfit: -260_000,
      cash: [
        { type: 'RECEIPT', category: 'DEBT_COLLECTION', method: 'CASH', vouchers: 1, amount: 70_000 },
        { type: 'RECEIPT', category: 'SALES', method: 'BANK_TRANSFER', vouchers: 1, amount: 100_000 },
        { type: 'RECEIPT', category: 'SALES', method: 'CASH', vouchers: 1, amount: 60_000 },
        { type: 'PAYMENT', category: 'PURCHASE', method: 'CASH', vouchers: 1, amount: 100_000 },
        { type: 'PAYMENT', category: 'RENT', method: 'BANK_TRANSFER', vouchers: 1, amount: 500_000 },
        { type: 'PAYMENT', category: 'SALES', method: 'CASH', vouchers: 1, amount: 60_000 },
      ],
      receipts: 230_000,
      payments: 660_000,
      customerDebt: { start: 0, end: 100_000, change: 100_000 },
      supplierDebt: { start: 0, end: 200_000, change: 200_000 },
      // 300.000 in, 40.000 and 10.000 out at cost, 40.000 back with the void
      stockValue: { start: 0, end: 290_000, change: 290_000 },
    });
  });

  it('VAT report: the sale, the visit and the sale taken back out on the day of its void', async () => {
    const res = await read<VatInvoicesResponse>(`/reports/vat-invoices?${period}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((i) => ({ kind: i.kind, voided: i.voided, byRate: i.byRate, total: i.total }))).toEqual([
      { kind: 6, voided: false, byRate: [{ vatPercent: null, taxableBase: 60_000, vat: 0 }], total: 60_000 },
      { kind: 2, voided: false, byRate: [{ vatPercent: 8, taxableBase: 250_000, vat: 20_000 }], total: 270_000 },
      { kind: 6, voided: true, byRate: [{ vatPercent: null, taxableBase: -60_000, vat: 0 }], total: -60_000 },
    ]);
    expect(res.body.items[0].customerName).toBe('Trần Văn Khoa');
  });

  it('Home: today so far', async () => {
    const res = await read<TodayTiles>('/reports/today');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ revenue: 250_000, invoices: 1, activitiesWaiting: 0, debtCollected: 70_000, expiring: 0 });
  });

  it('a period with nothing in it: zeros, not an error', async () => {
    const res = await read<FinancialResponse>(`/reports/financial?from=${shopDay(-400)}&to=${shopDay(-390)}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toMatchObject({ byKind: [], revenue: 0, margin: null, cash: [], customerDebt: { start: 0, end: 0, change: 0 }, stockValue: { start: 0, end: 0, change: 0 } });
  });
});
