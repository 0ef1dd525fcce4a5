import { eq } from 'drizzle-orm';
import type { Session } from 'next-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@/lib/contracts/customers';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { Page } from '@/lib/contracts/pagination';
import type { Pet } from '@/lib/contracts/pets';
import type { Service } from '@/lib/contracts/services';
import type { ImportResult } from '@/lib/contracts/spreadsheets';
import type { Supplier } from '@/lib/contracts/suppliers';
import { petWeights } from '@/server/db/schema/pets';
import { call, signInAll } from '../support/api-client';
import { startCatalogueServer, tableCounts } from '../support/fixtures';
import type { TestServer } from '../support/test-server';
import { download, readWorkbook, sheetForm, workbook } from '../support/workbooks';

let server: TestServer;
let owner: Session;
let seller: Session;
let spa: Session;
let accountant: Session;
let other: Session;
let q1: string;
let hanoi: string;

const as = (s: Session, shopId = q1) => ({ token: s.backendTokens.accessToken, shopId });
const importInto = (catalogue: string, data: Buffer, opts: { session?: Session; shopId?: string; mode?: string } = {}) =>
  call<ImportResult & ErrorBody>(server.url, 'POST', `/${catalogue}/import`, {
    ...as(opts.session ?? owner, opts.shopId ?? q1),
    form: sheetForm(data, opts.mode ? { mode: opts.mode } : {}),
  });
const list = <T>(path: string, session = owner, shopId = q1) => call<Page<T>>(server.url, 'GET', path, as(session, shopId)).then((r) => r.body);

beforeAll(async () => {
  ({ server, q1, hanoi } = await startCatalogueServer());
  [owner, seller, spa, accountant, other] = await signInAll(server.url, ['owner', 'seller', 'spa', 'accountant', 'other']);
});
afterAll(() => server?.close());

describe('customers', () => {
  const HEADERS = ['Họ và tên', 'Số điện thoại', 'Địa chỉ', 'Email', 'Ghi chú', 'Đang giao dịch'];

  it('imports people with their phone typed as a number (the lost leading zero comes back)', async () => {
    const rows = [
      ['Nguyễn Văn An', 912345678, '1 Lê Lợi, Quận 1', 'an@example.vn', null, 'Có'],
      ['Trần Thị Bích', '0987654321', null, null, 'Khách quen', 'Không'],
    ];
    const res = await importInto('customers', await workbook(HEADERS, rows));
    expect(res.body).toEqual({ imported: 2, rejected: 0, errors: [] });
    const found = await list<Customer>('/customers?search=nguyen van an');
    expect(found.items[0]).toMatchObject({ name: 'Nguyễn Văn An', phone: '0912345678', email: 'an@example.vn', isActive: true });
    expect((await list<Customer>('/customers?search=bich')).items[0]).toMatchObject({ phone: '0987654321', note: 'Khách quen', isActive: false });
  });

  it('refuses a phone already used in the shop and a bad e-mail, naming rows and columns', async () => {
    const before = await tableCounts(server.db);
    const rows = [
      ['Lê Văn Cường', '0912345678', null, null, null, null],
      ['Phạm Thị Dung', '0911111111', null, 'not-an-email', null, null],
    ];
    const res = await importInto('customers', await workbook(HEADERS, rows));
    expect(res.status).toBe(400);
    expect(res.body.errors?.map((e) => e.field)).toEqual(['rows.2.phone', 'rows.3.email']);
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it('exports the list with pets count and debt, and the export imports into another shop unchanged', async () => {
    const exported = await download(server.url, '/customers/export?sort=name:asc', as(owner));
    const rows = await readWorkbook(exported.data);
    expect(rows[0]).toEqual(['Họ và tên *', ...HEADERS.slice(1, 5), 'Thú cưng', 'Công nợ', 'Đang giao dịch']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['0912345678', '0987654321']);
    expect(rows[1].slice(5)).toEqual([0, 0, 'Có']);
    const res = await importInto('customers', exported.data, { session: other, shopId: hanoi });
    expect(res.body).toMatchObject({ imported: 2 });
    expect(await readWorkbook((await download(server.url, '/customers/export?sort=name:asc', as(other, hanoi))).data)).toEqual(rows);
  });
});

describe('pets', () => {
  const HEADERS = ['SĐT chủ nuôi', 'Tên thú cưng', 'Loài', 'Giống', 'Giới tính', 'Ngày sinh', 'Cân nặng (kg)', 'Tình trạng'];

  it("finds each owner by phone among the shop's customers and starts the weight history", async () => {
    const rows = [
      ['0912345678', 'Mít', 'Chó', 'Poodle', 'Đực', new Date(Date.UTC(2022, 4, 1)), '4,5', 'Còn sống'],
      [987654321, 'Mướp', 'cat', null, 'Cái', '2021-01-15', null, null],
    ];
    const res = await importInto('pets', await workbook(HEADERS, rows));
    expect(res.body).toEqual({ imported: 2, rejected: 0, errors: [] });
    const pets = await list<Pet>('/pets?sort=name:asc');
    expect(pets.items.map((p) => [p.name, p.owner.phone, p.species, p.gender, p.birthDate, p.weightKg, p.status])).toEqual([
      ['Mít', '0912345678', 'dog', 1, '2022-05-01', 4.5, 1],
      ['Mướp', '0987654321', 'cat', 2, '2021-01-15', null, 1],
    ]);
    const mit = pets.items[0];
    const weights = await server.db.select().from(petWeights).where(eq(petWeights.petId, mit.id));
    expect(weights.map((w) => Number(w.weightKg))).toEqual([4.5]);
  });

  it("does not find an owner in another shop or without a phone", async () => {
    // a phone only Hà Nội knows (the customers above were also imported there)
    const hanoiPhone = '0900000099';
    await call(server.url, 'POST', '/customers', { ...as(other, hanoi), body: { name: 'Khách Hà Nội', phone: hanoiPhone } });
    const rows = [
      [hanoiPhone, 'Bí', 'Chó', null, null, null, null, null],
      [null, 'Ớt', 'Mèo', null, null, null, null, null],
    ];
    const res = await importInto('pets', await workbook(HEADERS, rows), { mode: 'valid' });
    expect(res.body).toEqual({
      imported: 0,
      rejected: 2,
      errors: [
        { field: 'rows.2.ownerPhone', messages: ['Không có khách hàng nào có số điện thoại này'] },
        { field: 'rows.3.ownerPhone', messages: ['Trường này là bắt buộc'] },
      ],
    });
  });

  it('exports with the owner name and phone', async () => {
    const rows = await readWorkbook((await download(server.url, '/pets/export?sort=name:asc', as(owner))).data);
    expect(rows[0].slice(0, 3)).toEqual(['SĐT chủ nuôi *', 'Chủ nuôi', 'Tên thú cưng *']);
    expect(rows[1].slice(0, 5)).toEqual(['0912345678', 'Nguyễn Văn An', 'Mít', 'Chó', 'Poodle']);
  });
});

describe('services', () => {
  it('imports groups by their names and refuses an unknown group', async () => {
    const headers = ['Tên dịch vụ', 'Nhóm dịch vụ', 'Giá', 'Đơn vị tính'];
    const rows = [
      ['Tắm gội chó nhỏ', 'Spa', 150000, 'lần'],
      ['Siêu âm ổ bụng', 'sieu am', '350.000', 'lần'],
      ['Cắt móng', 'Làm đẹp', 50000, 'lần'],
    ];
    const rejected = await importInto('services', await workbook(headers, rows));
    expect(rejected.status).toBe(400);
    expect(rejected.body.errors).toEqual([{ field: 'rows.4.group', messages: ['Nhóm dịch vụ không hợp lệ'] }]);
    const res = await importInto('services', await workbook(headers, rows), { mode: 'valid' });
    expect(res.body).toMatchObject({ imported: 2, rejected: 1 });
    expect((await list<Service>('/services?sort=price:asc')).items.map((s) => [s.name, s.group, s.price])).toEqual([
      ['Tắm gội chó nhỏ', 1, 150000],
      ['Siêu âm ổ bụng', 3, 350000],
    ]);
  });

  it('is imported only by roles that may create services, and exported only by the shop admin and the accountant', async () => {
    const data = await workbook(['Tên dịch vụ', 'Nhóm dịch vụ', 'Giá', 'Đơn vị tính'], [['Khám tổng quát', 2, 100000, 'lần']]);
    expect((await importInto('services', data, { session: seller })).status).toBe(403);
    // every role reads the price list, but taking it out of the shop is CATALOGUE_EXPORT
    expect((await download(server.url, '/services/export', as(seller))).status).toBe(403);
    expect((await download(server.url, '/services/export', as(accountant))).status).toBe(200);
  });
});

describe('who exports', () => {
  it.each(['customers', 'pets'])('takes the %s, phone numbers and all, out of the shop for the shop admin and the accountant only', async (catalogue) => {
    const status = async (session: Session) => (await download(server.url, `/${catalogue}/export`, as(session))).status;
    expect([await status(owner), await status(accountant), await status(seller), await status(spa)]).toEqual([200, 200, 403, 403]);
  });
});

describe('suppliers', () => {
  it('needs name, alias, address and phone columns, and checks each row', async () => {
    const missing = await importInto('suppliers', await workbook(['Tên nhà cung cấp'], [['Công ty Thú Y Việt']]));
    expect(missing.body.message).toBe('Tệp thiếu cột: Tên viết tắt, Địa chỉ, Số điện thoại. Hãy dùng tệp mẫu.');
    const headers = ['Supplier name', 'Short name', 'Address', 'Phone number', 'Bank'];
    const res = await importInto('suppliers', await workbook(headers, [['Công ty Thú Y Việt', 'TYV', '12 Trần Hưng Đạo', '0281234567', 'ACB'], ['Nhà thuốc Hà Nội', 'NTHN', 'Hà Nội', '12345', null]]), { mode: 'valid' });
    expect(res.body).toMatchObject({ imported: 1, rejected: 1, errors: [{ field: 'rows.3.phone' }] });
    expect((await list<Supplier>('/suppliers')).items.map((s) => [s.alias, s.bankName])).toEqual([['TYV', 'ACB']]);
  });

  it('is not exported for a role without supplier access, nor for another shop', async () => {
    expect((await download(server.url, '/suppliers/export', as(spa))).status).toBe(403);
    expect((await download(server.url, '/suppliers/export', as(owner, hanoi))).status).toBe(403);
  });
});
