import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FinancialResponse, OverviewResponse, VatInvoicesResponse } from '@/lib/contracts/reports';
import { call } from '../support/api-client';
import { expectNothingWritten, shopSuite } from '../support/api-suite';
import { expectRefused, foreignBooks, type ForeignBooks, expectNothingOf, saleOf, shopDay } from '../support/books';
import { rowsOf, shopIdByAlias } from '../support/fixtures';
import { expectReportsMatchLedgers } from '../support/report-recompute';

// The report endpoints (issue "Reports"): who may read them, for which branches, and what they refuse.
// The figures themselves: reports-worked-example.test.ts and the books' property test.

const { server, shops, as } = shopSuite(['seller', 'doctor', 'accountant', 'spa']);
const month = `from=${shopDay(-29)}&to=${shopDay()}`;
const paths = ['/reports/overview', '/reports/financial', '/reports/vat-invoices', '/reports/financial/export'];
let q7 = '';
let foreign: ForeignBooks;

beforeAll(async () => {
  q7 = await shopIdByAlias(server.db, 'Quận 7');
  foreign = await foreignBooks(server.db, shops.hanoi);
  // a sale in the other chain's shop today, which no report of this chain may show
  await saleOf(server, as('other', 'hanoi'));
});

describe('who reads the reports', () => {
  it('the owner and the accountant read the overview and the financial report of their shop', async () => {
    for (const who of ['owner', 'accountant'] as const) {
      const overview = await call<OverviewResponse>(server.url, 'GET', `/reports/overview?${month}`, as(who));
      expect(overview.status).toBe(200);
      expect(overview.body.branches.map((b) => b.branch.id)).toEqual([shops.q1]);
      expect(overview.body.total.tiles.invoices).toBeGreaterThan(0);
      expectNothingOf(foreign, overview.body);
      const financial = await call<FinancialResponse>(server.url, 'GET', `/reports/financial?${month}`, as(who));
      expect(financial.status).toBe(200);
      expectNothingOf(foreign, financial.body);
      const vat = await call<VatInvoicesResponse>(server.url, 'GET', `/reports/vat-invoices?${month}&limit=200`, as(who));
      expect(vat.status).toBe(200);
      expectNothingOf(foreign, vat.body);
    }
  });

  it('the seller, the doctor and the spa are refused every report', async () => {
    for (const who of ['seller', 'doctor', 'spa'] as const) {
      for (const path of [...paths, '/reports/today']) await expectRefused(call(server.url, 'GET', `${path}?${month}`, as(who)), 403);
    }
  });

  it('another shop’s owner cannot read this shop’s reports, nor name its branch from their own shop', async () => {
    for (const path of paths) {
      await expectRefused(call(server.url, 'GET', `${path}?${month}`, { ...as('other', 'hanoi'), shopId: shops.q1 }), 403);
      await expectRefused(call(server.url, 'GET', `${path}?${month}&branch=${shops.q1}`, as('other', 'hanoi')), 403, 'Bạn chỉ xem được báo cáo của chi nhánh mình làm việc');
    }
  });
});

describe('the chain view', () => {
  it('the chain’s owner reads all branches side by side, and their sum', async () => {
    const all = await call<OverviewResponse>(server.url, 'GET', `/reports/overview?${month}&branch=all`, as('owner'));
    expect(all.status).toBe(200);
    expect(all.body.branches.map((b) => b.branch.id).sort()).toEqual([shops.q1, q7].sort());
    const sum = (pick: (t: OverviewResponse['total']['tiles']) => number) => all.body.branches.reduce((s, b) => s + pick(b.report.tiles), 0);
    expect(all.body.total.tiles.revenue).toBe(sum((t) => t.revenue));
    expect(all.body.total.tiles.invoices).toBe(sum((t) => t.invoices));
    expect(all.body.total.tiles.newCustomers).toBe(sum((t) => t.newCustomers));
    expectNothingOf(foreign, all.body);

    const financial = await call<FinancialResponse>(server.url, 'GET', `/reports/financial?${month}&branch=all`, as('owner'));
    expect(financial.status).toBe(200);
    for (const figure of ['revenue', 'vat', 'cost', 'netProfit', 'receipts', 'payments'] as const) {
      expect(financial.body.total[figure], figure).toBe(financial.body.branches.reduce((s, b) => s + b.report[figure], 0));
    }
    expect(financial.body.total.customerDebt.end).toBe(financial.body.branches.reduce((s, b) => s + b.report.customerDebt.end, 0));

    const one = await call<OverviewResponse>(server.url, 'GET', `/reports/overview?${month}&branch=${q7}`, as('owner'));
    expect(one.status).toBe(200);
    expect(one.body.branches.map((b) => b.branch.id)).toEqual([q7]);
    expect(one.body.total).toEqual(all.body.branches.find((b) => b.branch.id === q7)!.report);
  });

  it('staff of one branch see only theirs; nobody reaches a shop of another chain', async () => {
    await expectRefused(call(server.url, 'GET', `/reports/overview?${month}&branch=all`, as('accountant')), 403, 'Bạn chỉ xem được báo cáo của chi nhánh mình làm việc');
    await expectRefused(call(server.url, 'GET', `/reports/financial?${month}&branch=${q7}`, as('accountant')), 403);
    await expectRefused(call(server.url, 'GET', `/reports/financial?${month}&branch=${shops.hanoi}`, { ...as('owner'), lang: 'en' }), 403, 'You can only see the reports of your own branch');
    // the accountant's own shop named as the branch is just their report
    expect((await call(server.url, 'GET', `/reports/overview?${month}&branch=${shops.q1}`, as('accountant'))).status).toBe(200);
  });
});

describe('bad input', () => {
  it('refuses a period of more than three years, naming the limit, in the caller’s language', async () => {
    for (const path of paths) {
      await expectRefused(call(server.url, 'GET', `${path}?from=2022-01-01&to=2025-01-01`, as('owner')), 400, undefined, ['to']);
      await expectRefused(call(server.url, 'GET', `${path}?from=2022-01-01&to=2025-01-01`, { ...as('owner'), lang: 'en' }), 400, undefined, ['to']);
    }
    const vi = await call<{ errors: { messages: string[] }[] }>(server.url, 'GET', '/reports/overview?from=2022-01-01&to=2025-01-01', as('owner'));
    expect(vi.body.errors[0].messages).toEqual(['Khoảng thời gian tối đa là 3 năm']);
    const en = await call<{ errors: { messages: string[] }[] }>(server.url, 'GET', '/reports/overview?from=2022-01-01&to=2025-01-01', { ...as('owner'), lang: 'en' });
    expect(en.body.errors[0].messages).toEqual(['The period can be at most 3 years']);
    // three years less a day is fine
    expect((await call(server.url, 'GET', '/reports/overview?from=2022-01-01&to=2024-12-31', as('owner'))).status).toBe(200);
  });

  it('refuses a start after the end, days that are not days, a missing day and a branch that is not one', async () => {
    await expectNothingWritten(server.db, async () => {
      for (const path of paths) {
        await expectRefused(call(server.url, 'GET', `${path}?from=2026-03-10&to=2026-03-01`, as('owner')), 400, undefined, ['to']);
        await expectRefused(call(server.url, 'GET', `${path}?from=2026-02-30&to=2026-03-01`, as('owner')), 400, undefined, ['from']);
        await expectRefused(call(server.url, 'GET', `${path}?from=hôm-qua&to=2026-03-01`, as('owner')), 400, undefined, ['from']);
        await expectRefused(call(server.url, 'GET', `${path}?to=2026-03-01`, as('owner')), 400, undefined, ['from']);
        await expectRefused(call(server.url, 'GET', `${path}?${month}&branch=quan-7`, as('owner')), 400, undefined, ['branch']);
      }
    });
  });
});

describe('GET /reports/financial/export', () => {
  it('gives one sheet per section, the revenue as a number in đồng equal to the report’s', async () => {
    const report = await call<FinancialResponse>(server.url, 'GET', `/reports/financial?${month}`, as('accountant'));
    const res = await fetch(`${server.url}/api/v1/reports/financial/export?${month}`, {
      headers: { authorization: `Bearer ${as('accountant').token}`, 'shop-Id': shops.q1, 'accept-language': 'vi' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual(['Kết quả kinh doanh', 'Thuế GTGT', 'Thu chi', 'Công nợ và tồn kho', 'Hóa đơn VAT']);
    const results = book.getWorksheet('Kết quả kinh doanh')!;
    const revenueRow = results.getColumn(1).values.findIndex((v) => v === 'Doanh thu (chưa VAT)');
    const cell = results.getRow(revenueRow).getCell(2);
    expect(cell.value).toBe(report.body.total.revenue);
    expect(typeof cell.value).toBe('number');
    expect(cell.numFmt).toContain('₫');
    const vatRows = book.getWorksheet('Hóa đơn VAT')!.rowCount - 1;
    const vat = await call<VatInvoicesResponse>(server.url, 'GET', `/reports/vat-invoices?${month}&limit=1`, as('accountant'));
    expect(vatRows).toBe(vat.body.total);
  });
});

describe('documents that touch the same figures at once', () => {
  it('a void, a sale of other goods to the same customer, a payment and a debt collection at once all go through, and the figures still match the books', async () => {
    const goods = await rowsOf<{ id: string; unit: string }>(server.db, sql`select id, unit from products where shop_id = ${shops.q1} and stock_on_hand > 20 and sale_price > 0 order by code limit 3`);
    const [customer] = await rowsOf<{ id: string }>(server.db, sql`select id from customers where shop_id = ${shops.q1} order by created_at, id limit 1`);
    const sell = (productId: string, unitName: string, paid: number) =>
      call<{ id: string; total: number }>(server.url, 'POST', '/invoices', {
        ...as('seller'),
        body: { idempotencyKey: crypto.randomUUID(), customerId: customer.id, lines: [{ productId, unitName, quantity: 1 }], payments: paid ? [{ method: 'CASH', amount: paid }] : [] },
      });
    for (let round = 0; round < 4; round++) {
      const paidSale = await sell(goods[0].id, goods[0].unit, 10_000_000);
      const owed = await sell(goods[1].id, goods[1].unit, 0);
      expect([paidSale.status, owed.status]).toEqual([200, 200]);
      const statuses = await Promise.all([
        call(server.url, 'POST', `/invoices/${paidSale.body.id}/void`, { ...as('owner'), body: { reason: 'Bán nhầm', refund: round % 2 ? 'CREDIT' : 'REFUND' } }).then((r) => r.status),
        sell(goods[2].id, goods[2].unit, 1_000).then((r) => r.status),
        call(server.url, 'POST', `/invoices/${owed.body.id}/payments`, { ...as('accountant'), body: { idempotencyKey: crypto.randomUUID(), payments: [{ method: 'CASH', amount: 1_000 }] } }).then((r) => r.status),
        call(server.url, 'POST', `/customer-debts/${customer.id}/payments`, { ...as('accountant'), body: { amount: 500, method: 'BANK_TRANSFER', idempotencyKey: crypto.randomUUID() } }).then((r) => r.status),
      ]);
      expect(statuses).toEqual([200, 200, 200, 200]);
    }
    await expectReportsMatchLedgers(server, as('accountant'));
  });
});
