import { eq } from 'drizzle-orm';
import { ProductGroup } from '@/lib/enums/products';
import { ServiceGroup } from '@/lib/enums/services';
import { shops } from '@/server/db/schema/shops';
import { users } from '@/server/db/schema/users';
import type { AuditKit, Caller } from './audit-kit';
import { nextSerial, registration, uniquePhone } from './audit-kit';
import { BOOK_RECIPES } from './audit-recipes-books';
import { CARE_RECIPES } from './audit-recipes-care';
import { imageForm } from './fixtures';
import { sheetForm, workbook } from './workbooks';

// For every audited write route of /api/v1: a request it accepts, made as a user with its
// permission, and one it refuses. tests/api/audit-sweep.test.ts sends both and reads the audit
// trail after each; a write route without a recipe here fails the sweep, so a new one must add its
// own. This file holds the catalogues, the people, the shop and the system administrator's routes;
// audit-recipes-books.ts the stock and money, audit-recipes-care.ts the visits, stays and bookings.

/** A request to a route: its `[id]`, its body (JSON, or a form for an upload), and a caller of its own. */
export interface AuditCall {
  id?: string;
  body?: unknown;
  form?: FormData;
  /** a caller the recipe made itself, instead of the recipe's demo account */
  caller?: { token: string; userId: string };
}

export interface AuditRecipe {
  by: Caller;
  /** makes what the write needs (through the API, before the call is measured), then answers the call */
  call: (kit: AuditKit) => Promise<AuditCall>;
  /** the id of the record the call made, when the answer's own `id` is not it */
  created?: (answer: Record<string, unknown>) => unknown;
  /** the call names no one record (the rows of a spreadsheet), so the entry carries no id */
  namesNone?: true;
  /**
   * A call the route refuses: bad input, an unknown record, a conflict — found inside the route's
   * transaction where the route allows it. Absent: the accepted call on an unknown `[id]` (404).
   */
  fail?: (kit: AuditKit, accepted: AuditCall) => Promise<AuditCall & { status: 400 | 404 | 409 }>;
}

const customerSheet = (name: string, phone: string) => workbook(['Họ và tên', 'Số điện thoại', 'Địa chỉ', 'Email', 'Ghi chú', 'Đang giao dịch'], [[name, phone, null, null, null, 'Có']]);
const petSheet = (phone: string, name: string) => workbook(['SĐT chủ nuôi', 'Tên thú cưng', 'Loài', 'Giống', 'Giới tính', 'Ngày sinh', 'Cân nặng (kg)', 'Tình trạng'], [[phone, name, 'Chó', null, null, null, null, null]]);
const serviceSheet = (group: string) => workbook(['Tên dịch vụ', 'Nhóm dịch vụ', 'Giá', 'Đơn vị tính'], [[`Dịch vụ nhập ${nextSerial()}`, group, 150_000, 'lần']]);
const productSheet = (code: string) =>
  workbook(['Mã sản phẩm', 'Mã vạch', 'Tên sản phẩm', 'Nhóm sản phẩm', 'Đơn vị tính', 'Giá bán', 'Tồn tối thiểu', 'Đang kinh doanh'], [[code, null, `Sản phẩm nhập ${code}`, 'Thuốc', 'hộp', 10_000, 5, 'Có']]);
const supplierSheet = (phone: string) => workbook(['Tên nhà cung cấp', 'Tên viết tắt', 'Địa chỉ', 'Số điện thoại'], [[`Nhà cung cấp nhập ${nextSerial()}`, 'NCC', '12 Trần Hưng Đạo', phone]]);

const serviceBody = () => ({ name: `Dịch vụ nhật ký ${nextSerial()}`, group: ServiceGroup.SPA, price: 100_000, unit: 'lần' });
const supplierBody = () => ({ name: `Nhà cung cấp nhật ký ${nextSerial()}`, alias: 'NCC NK', address: '1 Lê Lợi, Quận 1', phone: '0901234567' });
const productBody = (code = `NK-P-${nextSerial()}`) => ({ code, name: `Sản phẩm nhật ký ${code}`, group: ProductGroup.SALE_GOODS, unit: 'hộp', salePrice: 1000, minimumStock: 0 });
const roomBody = () => ({ name: `Phòng nhật ký ${nextSerial()}`, type: 1, size: null, species: null, dailyPrice: 100_000, serviceId: null, capacity: 1 });
const promotionBody = (code = `KM-NK-${nextSerial()}`) => ({ code, name: `Khuyến mãi ${code}`, method: 'INVOICE#INVOICE_DISCOUNT', startsOn: '2030-01-01', kinds: [6], discountAmount: 1000 });
const unknownId = () => crypto.randomUUID();

/** The shop's own fields as PUT /shops/info takes them, with `patch` over them. */
async function shopForm(kit: AuditKit, patch: Record<string, string> = {}): Promise<FormData> {
  const [shop] = await kit.server.db.select().from(shops).where(eq(shops.id, kit.q1));
  const form = new FormData();
  for (const [k, v] of Object.entries({ name: shop.name, alias: shop.alias, phone: shop.phone ?? '0281234567', address: `${shop.address ?? 'Quận 1'}`, ...patch })) form.set(k, v);
  form.set('bankInfo', JSON.stringify(shop.bankInfo ?? {}));
  form.set('vatSettings', JSON.stringify(shop.vatSettings));
  return form;
}

const PEOPLE_AND_CATALOGUES: Record<string, AuditRecipe> = {
  'POST /customers': {
    by: 'seller',
    call: async () => ({ body: { name: `Khách mới ${nextSerial()}`, phone: uniquePhone() } }),
    fail: async (kit) => ({ body: { name: 'Khách trùng số', phone: (await kit.customer()).phone }, status: 409 }),
  },
  'PUT /customers/[id]': { by: 'seller', call: async (kit) => ({ id: (await kit.customer()).id, body: { name: `Khách đổi tên ${nextSerial()}`, phone: uniquePhone() } }) },
  'DELETE /customers/[id]': { by: 'owner', call: async (kit) => ({ id: (await kit.customer()).id }) },
  'POST /customers/import': {
    by: 'owner',
    call: async () => ({ form: sheetForm(await customerSheet(`Khách nhập ${nextSerial()}`, uniquePhone())) }),
    namesNone: true,
    // a phone the shop already has: the sheet is refused as a whole
    fail: async (kit) => ({ form: sheetForm(await customerSheet('Khách trùng', (await kit.customer()).phone!)), status: 400 }),
  },
  'POST /pets': {
    by: 'doctor',
    call: async (kit) => ({ body: { customerId: (await kit.customer()).id, name: `Bé mới ${nextSerial()}`, species: 'cat' } }),
    fail: async () => ({ body: { customerId: unknownId(), name: 'Bé lạc', species: 'cat' }, status: 404 }),
  },
  'PUT /pets/[id]': {
    by: 'doctor',
    call: async (kit) => {
      const pet = await kit.pet();
      return { id: pet.id, body: { customerId: pet.customerId, name: `Bé đổi tên ${nextSerial()}`, species: 'dog', breed: 'Poodle' } };
    },
  },
  'DELETE /pets/[id]': { by: 'owner', call: async (kit) => ({ id: (await kit.pet()).id }) },
  'POST /pets/import': {
    by: 'owner',
    call: async (kit) => ({ form: sheetForm(await petSheet((await kit.customer()).phone!, `Bé nhập ${nextSerial()}`)) }),
    namesNone: true,
    // an owner's phone the shop does not know
    fail: async () => ({ form: sheetForm(await petSheet(uniquePhone(), 'Bé không chủ')), status: 400 }),
  },
  'POST /services': { by: 'accountant', call: async () => ({ body: serviceBody() }), fail: async () => ({ body: { ...serviceBody(), price: -1 }, status: 400 }) },
  'PUT /services/[id]': { by: 'accountant', call: async (kit) => ({ id: (await kit.post<{ id: string }>('/services', serviceBody())).id, body: { ...serviceBody(), price: 120_000 } }) },
  'DELETE /services/[id]': { by: 'accountant', call: async (kit) => ({ id: (await kit.post<{ id: string }>('/services', serviceBody())).id }) },
  'POST /services/import': { by: 'accountant', call: async () => ({ form: sheetForm(await serviceSheet('Spa')) }), namesNone: true, fail: async () => ({ form: sheetForm(await serviceSheet('Không có nhóm này')), status: 400 }) },
  'POST /products': { by: 'accountant', call: async () => ({ body: productBody() }), fail: async (kit) => ({ body: productBody((await kit.product()).code), status: 409 }) },
  'PUT /products/[id]': {
    by: 'accountant',
    call: async (kit) => {
      const p = await kit.product();
      return { id: p.id, body: { code: p.code, name: p.name, group: p.group, unit: p.unit, salePrice: p.salePrice + 5000, minimumStock: 0 } };
    },
  },
  'DELETE /products/[id]': { by: 'accountant', call: async (kit) => ({ id: (await kit.product()).id }) },
  'POST /products/import': {
    by: 'accountant',
    call: async () => ({ form: sheetForm(await productSheet(`NK-IMP-${nextSerial()}`)) }),
    namesNone: true,
    fail: async (kit) => ({ form: sheetForm(await productSheet((await kit.product()).code)), status: 400 }),
  },
  'POST /suppliers': { by: 'accountant', call: async () => ({ body: supplierBody() }), fail: async () => ({ body: { ...supplierBody(), phone: '12345' }, status: 400 }) },
  'PUT /suppliers/[id]': { by: 'accountant', call: async (kit) => ({ id: (await kit.supplier()).id, body: { ...supplierBody(), alias: 'NCC đổi' } }) },
  'DELETE /suppliers/[id]': { by: 'accountant', call: async (kit) => ({ id: (await kit.supplier()).id }) },
  'POST /suppliers/import': { by: 'accountant', call: async () => ({ form: sheetForm(await supplierSheet('0281234567')) }), namesNone: true, fail: async () => ({ form: sheetForm(await supplierSheet('12345')), status: 400 }) },
  'POST /pet-rooms': { by: 'owner', call: async () => ({ body: roomBody() }), fail: async (kit) => ({ body: { ...roomBody(), name: (await kit.room()).name }, status: 409 }) },
  'PUT /pet-rooms/[id]': { by: 'owner', call: async (kit) => ({ id: (await kit.room()).id, body: { ...roomBody(), dailyPrice: 150_000 } }) },
  'DELETE /pet-rooms/[id]': { by: 'owner', call: async (kit) => ({ id: (await kit.room()).id }) },
  'POST /promotions': { by: 'accountant', call: async () => ({ body: promotionBody() }), fail: async (kit) => ({ body: promotionBody((await kit.promotion()).code), status: 409 }) },
  'PUT /promotions/[id]': {
    by: 'accountant',
    call: async (kit) => {
      const p = await kit.promotion();
      return { id: p.id, body: { ...promotionBody(p.code), discountAmount: 2000 } };
    },
  },
  'DELETE /promotions/[id]': { by: 'accountant', call: async (kit) => ({ id: (await kit.promotion()).id }) },
  'PUT /promotions/[id]/status': { by: 'accountant', call: async (kit) => ({ id: (await kit.promotion()).id, body: { isActive: false } }) },
  'POST /employees': {
    by: 'owner',
    call: async (kit) => ({ body: kit.employeeBody() }),
    // an e-mail another account has
    fail: async (kit) => ({ body: kit.employeeBody({ email: 'doctor@petclinic.vn' }), status: 409 }),
  },
  'PUT /employees/[id]': {
    by: 'owner',
    call: async (kit) => {
      const e = await kit.employee();
      return { id: e.id, body: { ...kit.employeeBody({ email: e.email, phoneNumber: e.phoneNumber }), address: '99 Hai Bà Trưng, Quận 1', password: 'DoiMatKhau1', confirmPassword: 'DoiMatKhau1' } };
    },
  },
  'PUT /employees/[id]/status': { by: 'owner', call: async (kit) => ({ id: (await kit.employee()).id, body: { isActive: false } }) },
  'POST /display-links': { by: 'owner', call: async () => ({ body: { name: `TV phòng chờ ${nextSerial()}` } }), fail: async () => ({ body: { name: '' }, status: 400 }) },
  'DELETE /display-links/[id]': { by: 'owner', call: async (kit) => ({ id: (await kit.post<{ id: string }>('/display-links', { name: `TV quầy ${nextSerial()}` })).id }) },
  'PUT /shops/info': {
    by: 'owner',
    call: async (kit) => ({ form: await shopForm(kit, { address: `${nextSerial()} Lê Thánh Tôn, Quận 1` }) }),
    fail: async (kit) => ({ form: await shopForm(kit, { phone: '12345' }), status: 400 }),
  },
  'PUT /users/me': {
    by: 'doctor',
    call: async (kit) => {
      const [me] = await kit.server.db.select().from(users).where(eq(users.id, kit.userId('doctor')));
      return { body: { name: me.name, phoneNumber: me.phoneNumber, gender: me.gender ?? 1, address: `${nextSerial()} Pasteur, Quận 1` } };
    },
    // another account's e-mail
    fail: async (kit, accepted) => ({ body: { ...(accepted.body as object), email: 'owner@petclinic.vn' }, status: 409 }),
  },
  'PUT /users/avatar': { by: 'doctor', call: async () => ({ form: imageForm() }), fail: async () => ({ form: imageForm('document', new TextEncoder().encode('not an image'), 'a.png'), status: 400 }) },
  'PUT /users/change-password': {
    by: 'seller',
    // a member of staff of its own, so that no demo account's password or sessions change
    call: async (kit) => {
      const staff = await kit.freshStaff();
      return { caller: { token: staff.token, userId: staff.id }, body: { oldPassword: staff.password, newPassword: 'MatKhau@Moi1' } };
    },
    fail: async (kit) => {
      const staff = await kit.freshStaff();
      return { caller: { token: staff.token, userId: staff.id }, body: { oldPassword: 'KhongPhaiMatKhau1', newPassword: 'MatKhau@Moi2' }, status: 400 };
    },
  },
};

// The system administrator's: no shop of their own, so their entries carry none.
const ADMIN: Record<string, AuditRecipe> = {
  'POST /admin/shops': {
    by: 'admin',
    call: async () => ({ body: registration() }),
    created: (answer) => answer.shopId,
    // the e-mail of an existing account
    fail: async () => ({ body: registration({ email: 'owner@petclinic.vn' }), status: 409 }),
  },
  'PUT /admin/shops/[id]/status': { by: 'admin', call: async (kit) => ({ id: (await kit.newShop()).shopId, body: { isLocked: true } }) },
  'PUT /admin/shops/[id]/subscription': { by: 'admin', call: async (kit) => ({ id: (await kit.newShop()).shopId, body: { timeframe: '1-03M' } }) },
  'POST /admin/chains': { by: 'admin', call: async () => ({ body: { name: `Chuỗi mới ${nextSerial()}` } }), fail: async () => ({ body: { name: 'x' }, status: 400 }) },
  'POST /admin/chains/[id]/branches': { by: 'admin', call: async (kit) => ({ id: (await kit.chain()).id, body: { shopId: (await kit.newShop()).shopId } }) },
  'PUT /admin/chains/[id]/members': {
    by: 'admin',
    call: async (kit) => {
      const chain = await kit.chain();
      const branch = await kit.newShop();
      await kit.post(`/admin/chains/${chain.id}/branches`, { shopId: branch.shopId }, kit.by('admin'));
      return { id: chain.id, body: { userId: branch.adminId, isMember: true } };
    },
  },
};

/** Every audited write route's recipe, by `METHOD /path`. */
export const AUDIT_RECIPES: Record<string, AuditRecipe> = { ...PEOPLE_AND_CATALOGUES, ...ADMIN, ...BOOK_RECIPES, ...CARE_RECIPES };
