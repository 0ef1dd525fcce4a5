import { describe, expect, it } from 'vitest';
import type { CashSummary, CashVoucher } from '@/lib/contracts/cash-vouchers';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { Page } from '@/lib/contracts/pagination';
import { XLSX_MIME } from '@/lib/contracts/spreadsheets';
import { formatDay } from '@/lib/format';
import { call } from '../support/api-client';
import { shopSuite } from '../support/api-suite';
import { download, readWorkbook } from '../support/workbooks';

// GET /cash-vouchers/export (FINANCIAL_RECEIPT_PAYMENTS): the cash book of a period and its filters
// as an .xlsx — one row per voucher, its money in the Thu or Chi column, then the period's balances
// of the cash drawer, the transfers, the cards and in all — on the demo's three months of books.

const { server, as } = shopSuite(['seller', 'accountant']);

const HEADERS = ['Mã phiếu', 'Thời gian', 'Loại phiếu', 'Hạng mục', 'Đối tượng', 'Người nộp/nhận', 'Phương thức', 'Chứng từ', 'Ghi chú', 'Nhân viên', 'Tình trạng', 'Tồn đầu kỳ', 'Thu', 'Chi', 'Tồn cuối kỳ'];
const dayOf = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(date);
// the demo's books span about three months up to today
const PERIOD = { from: dayOf(new Date(Date.now() - 120 * 86_400_000)), to: dayOf(new Date()) };
const period = (extra = '') => `from=${PERIOD.from}&to=${PERIOD.to}${extra}`;

type Row = Array<string | number | null>;
/** The file's rows, every one as wide as the header (Excel keeps no empty cell). */
const rowsOf = async (data: Buffer) => (await readWorkbook(data)).map((r) => Array.from(HEADERS, (_, i) => (r[i] ?? null) as string | number | null));
const exported = async (query: string, who: Parameters<typeof as>[0] = 'owner', shop: Parameters<typeof as>[1] = 'q1') => {
  const res = await download(server.url, `/cash-vouchers/export?${query}`, as(who, shop));
  expect(res.status).toBe(200);
  return rowsOf(res.data);
};
/** Every voucher the list answers for the query (the demo's fit in a few pages of 100). */
async function listed(query: string, who: Parameters<typeof as>[0] = 'owner', shop: Parameters<typeof as>[1] = 'q1'): Promise<CashVoucher[]> {
  const items: CashVoucher[] = [];
  for (let page = 1; ; page++) {
    const res = await call<Page<CashVoucher>>(server.url, 'GET', `/cash-vouchers?${query}&limit=100&page=${page}`, as(who, shop));
    items.push(...res.body.items);
    if (items.length >= res.body.total) return items;
  }
}
/** The voucher rows of a file: between the header and the summary block. */
const voucherRows = (rows: Row[]) => rows.slice(1, rows.findIndex((r) => String(r[0]).startsWith('Tổng hợp')));

describe('GET /cash-vouchers/export', () => {
  it('exports the period’s vouchers in the list’s order, then the balances the summary gives', async () => {
    const res = await download(server.url, `/cash-vouchers/export?${period()}`, as('accountant'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_MIME);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cash-book-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const rows = await rowsOf(res.data);
    expect(rows[0]).toEqual(HEADERS);

    const vouchers = await listed(period());
    expect(vouchers.length).toBeGreaterThan(20);
    const body = voucherRows(rows);
    expect(body.map((r) => r[0])).toEqual(vouchers.map((v) => v.code));
    const rent = vouchers.find((v) => v.category === 'RENT')!;
    expect(body.find((r) => r[0] === rent.code)!.slice(2, 10)).toEqual(['Phiếu chi', 'Tiền thuê mặt bằng', 'Khác', 'Công ty TNHH Đầu tư Bến Nghé', 'Chuyển khoản', null, 'Tiền thuê mặt bằng tháng này', 'Võ Thị Hạnh']);
    expect(body.find((r) => r[0] === rent.code)!.slice(11)).toEqual([null, null, 15_000_000, null]);
    const income = vouchers.find((v) => v.category === 'OTHER_INCOME' && v.note === 'Bán thùng carton cũ')!;
    expect(body.find((r) => r[0] === income.code)!.slice(12, 14)).toEqual([120_000, null]);

    const summary = (await call<CashSummary>(server.url, 'GET', `/cash-vouchers/summary?${period()}`, as('owner'))).body;
    const block = rows.slice(rows.length - 5);
    expect(block[0][0]).toBe(`Tổng hợp từ ${formatDay(PERIOD.from)} đến ${formatDay(PERIOD.to)}`);
    const balances = (b: CashSummary) => [b.opening, b.totalIn, b.totalOut, b.closing];
    expect(block.slice(1).map((r) => [r[0], ...r.slice(11)])).toEqual([
      ['Tiền mặt', ...balances({ ...summary, ...summary.methods[0] })],
      ['Chuyển khoản', ...balances({ ...summary, ...summary.methods[1] })],
      ['Thẻ', ...balances({ ...summary, ...summary.methods[2] })],
      ['Tổng cộng', ...balances(summary)],
    ]);
  });

  it('applies the list’s filters and search, and says who voided a voucher and why', async () => {
    const filters = period('&type=PAYMENT&category=UTILITIES&method=CASH');
    const body = voucherRows(await exported(filters));
    expect(body.map((r) => r[0])).toEqual((await listed(filters)).map((v) => v.code));
    expect(body.length).toBeGreaterThan(1);
    for (const row of body) expect(row.slice(2, 7)).toEqual(['Phiếu chi', 'Điện, nước, internet', 'Khác', expect.any(String), 'Tiền mặt']);
    const voided = body.filter((r) => r[10] !== null);
    expect(voided).toHaveLength(1);
    expect(voided[0][10]).toMatch(/^Hủy bởi Nguyễn Thị Minh Anh lúc \d\d\/\d\d\/\d{4} \d\d:\d\d: Ghi trùng phiếu tiền nước$/);

    const searched = voucherRows(await exported(period('&search=tien nuoc')));
    expect(new Set(searched.map((r) => r[8]))).toEqual(new Set(['Tiền nước', 'Ghi trùng phiếu tiền nước']));
  });

  it('writes its headers in English for an English reader', async () => {
    const res = await download(server.url, `/cash-vouchers/export?${period()}`, { ...as('owner'), lang: 'en' });
    const rows = await rowsOf(res.data);
    expect(rows[0].slice(0, 3)).toEqual(['Voucher', 'Time', 'Type']);
    expect(rows.at(-1)![0]).toBe('Total');
  });

  it('never puts Hà Nội’s vouchers in Quận 1’s file, nor lets Quận 1’s owner export Hà Nội’s', async () => {
    const q1 = voucherRows(await exported(period()));
    const hanoi = voucherRows(await exported(period(), 'other', 'hanoi'));
    const hanoiList = await listed(period(), 'other', 'hanoi');
    expect(hanoi.map((r) => r[0])).toEqual(hanoiList.map((v) => v.code));
    const key = (r: Row) => `${r[0]}|${r[1]}|${r[5]}`;
    const mine = new Set(q1.map(key));
    expect(hanoi.filter((r) => mine.has(key(r)))).toEqual([]);
    expect(q1.map((r) => r[0])).toEqual((await listed(period())).map((v) => v.code));

    const refused = await call<ErrorBody>(server.url, 'GET', `/cash-vouchers/export?${period()}`, as('owner', 'hanoi'));
    expect(refused.status).toBe(403);
  });

  it('refuses a seller (SPEC §6: the cash book is the admin’s and the accountant’s) and a period that ends before it starts', async () => {
    const seller = await call<ErrorBody>(server.url, 'GET', `/cash-vouchers/export?${period()}`, as('seller'));
    expect(seller.status).toBe(403);
    const backwards = await call<ErrorBody>(server.url, 'GET', `/cash-vouchers/export?from=${PERIOD.to}&to=${PERIOD.from}`, as('owner'));
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors?.map((e) => e.field)).toEqual(['to']);
  });
});
