import { sql } from 'drizzle-orm';
import type { Session } from 'next-auth';
import type { Activity } from '@/lib/contracts/activities';
import type { Appointment } from '@/lib/contracts/appointments';
import type { CashVoucher } from '@/lib/contracts/cash-vouchers';
import type { Customer } from '@/lib/contracts/customers';
import type { Employee } from '@/lib/contracts/employees';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import type { Pet } from '@/lib/contracts/pets';
import type { Promotion } from '@/lib/contracts/promotions';
import type { Stay } from '@/lib/contracts/stays';
import type { StockTake } from '@/lib/contracts/stock-takes';
import { ActivityStatus, InvoiceType } from '@/lib/enums/activities';
import { PetRoomType } from '@/lib/enums/pet-rooms';
import { ProductGroup } from '@/lib/enums/products';
import { Role } from '@/lib/roles';
import type { Db } from '@/server/db/client';
import { activityApi, demoPet, serviceId } from './activities';
import { call, type DemoName, signInAll, signInThroughNextAuth } from './api-client';
import { importLine, newImport, newProduct, newSupplier, shopDay } from './books';
import { rowsOf, shopIdByAlias } from './fixtures';
import type { TestServer } from './test-server';

// What the audit suites (tests/api/audit-*.test.ts) work with: the demo accounts signed in, the
// rows of the audit trail, and records of PetCare Quận 1 made through the API for a write to act
// on. Every fixture is made before the call a test measures, so its own entries are not counted.

export type Caller = Extract<DemoName, 'owner' | 'doctor' | 'seller' | 'accountant' | 'spa' | 'admin' | 'other'>;
const CALLERS: readonly Caller[] = ['owner', 'doctor', 'seller', 'accountant', 'spa', 'admin', 'other'];

/** One row of audit_entries, as the database holds it. */
export interface AuditRow {
  id: string;
  shopId: string | null;
  userId: string | null;
  userName: string | null;
  role: number | null;
  action: string;
  entityType: string;
  entityId: string | null;
  entityLabel: string | null;
  changes: Record<string, { from: unknown; to: unknown }> | null;
  operation: string;
  ip: string | null;
  createdAt: string;
}

/** The actions a change writes; the others (sign-ins, refusals) are events of access. */
export const ACCESS_EVENTS = ['sign_in', 'sign_in_failed', 'permission_denied'] as const;

export function auditRows(db: Db): Promise<AuditRow[]> {
  return rowsOf<AuditRow>(
    db,
    sql`select id, shop_id as "shopId", user_id as "userId", user_name as "userName", role, action, entity_type as "entityType", entity_id as "entityId",
      entity_label as "entityLabel", changes, operation, ip, created_at::text as "createdAt" from audit_entries`,
  );
}

/** How many entries of changes (not of access) the trail holds. */
export async function changeEntryCount(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from audit_entries where action not in ('sign_in', 'sign_in_failed', 'permission_denied')`);
  return Number(row.n);
}

/** Runs `request` and answers the entries it added, whatever their action. */
export async function entriesOf<T>(db: Db, request: () => Promise<T>): Promise<{ result: T; added: AuditRow[] }> {
  const before = new Set((await auditRows(db)).map((r) => r.id));
  const result = await request();
  const added = (await auditRows(db)).filter((r) => !before.has(r.id));
  return { result, added };
}

let serial = 0;
/** A number unique in the run, for names, codes, phones and e-mails. */
export const nextSerial = () => ++serial;
// eleven digits: the demo's phones have ten
const PHONE_BASE = Math.floor(Math.random() * 5_000_000);
/** A phone number no other record has (the demo's have ten digits, these eleven). */
export const uniquePhone = () => `0${String(6_000_000_000 + PHONE_BASE + nextSerial())}`;

/** The body of a shop's registration by the system administrator, unique in the run. */
export function registration(patch: Record<string, unknown> = {}) {
  const n = nextSerial();
  return {
    shopName: `Thú Y Nhật Ký ${n}`,
    name: `Chủ cửa hàng ${n}`,
    phoneNumber: uniquePhone(),
    email: `nhatky${n}.${Date.now()}@petclinic.vn`,
    address: '22 Võ Văn Tần, Quận 3',
    gender: 2,
    timeframe: '1-01M',
    password: 'NhatKy1',
    confirmPassword: 'NhatKy1',
    ...patch,
  };
}

export type AuditKit = Awaited<ReturnType<typeof auditKit>>;

/** Signs in the demo accounts and answers the kit: who calls, and the fixtures a write needs. */
export async function auditKit(server: TestServer) {
  const [q1, hanoi] = await Promise.all([shopIdByAlias(server.db, 'Quận 1'), shopIdByAlias(server.db, 'Happy Pet')]);
  const signedIn = await signInAll(server.url, CALLERS);
  const sessions = Object.fromEntries(CALLERS.map((name, i) => [name, signedIn[i]])) as Record<Caller, Session>;

  /** The token and shop-Id of `caller` (Happy Pet's for `other`; no shop for the system administrator). */
  const by = (caller: Caller) => ({ token: sessions[caller].backendTokens.accessToken, shopId: caller === 'admin' ? '' : caller === 'other' ? hanoi : q1 });
  const owner = by('owner');
  const userId = (caller: Caller) => sessions[caller].user.id;
  const post = async <T>(path: string, body: unknown, as = owner): Promise<T> => {
    const res = await call<T>(server.url, 'POST', path, { ...as, body });
    if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const visits = activityApi(server);
  const exam = await serviceId(server.db, q1, 'Khám tổng quát');

  const customer = (patch: Record<string, unknown> = {}) => post<Customer>('/customers', { name: `Khách nhật ký ${nextSerial()}`, phone: uniquePhone(), ...patch });
  const pet = async () => {
    const owner_ = await customer();
    return post<Pet>('/pets', { customerId: owner_.id, name: `Bé ${nextSerial()}`, species: 'dog' });
  };
  const product = (patch: Record<string, unknown> = {}) => newProduct(server, owner, { code: `NK-${nextSerial()}-${Date.now() % 10_000}`, ...patch });
  const supplier = () => newSupplier(server, owner);
  /** a product with `quantity` in stock, brought by a completed import */
  const stocked = async (quantity = 20) => {
    const p = await product({ group: ProductGroup.SALE_GOODS });
    await newImport(server, owner, { supplierId: (await supplier()).id, lines: [importLine(p.id, { quantity })], complete: true, idempotencyKey: crypto.randomUUID() });
    return p;
  };
  const draftImport = async () => {
    const p = await product();
    return newImport(server, owner, { supplierId: (await supplier()).id, lines: [importLine(p.id)] });
  };
  const completedImport = async (payNow = 0) => {
    const p = await product();
    return newImport(server, owner, { supplierId: (await supplier()).id, lines: [importLine(p.id)], payNow, complete: true, idempotencyKey: crypto.randomUUID() });
  };
  const draftStockTake = () => post<StockTake>('/stock-takes', { productGroup: ProductGroup.OTHER });
  const completedStockTake = async () => {
    const sheet = await draftStockTake();
    const res = await call<StockTake>(server.url, 'PUT', `/stock-takes/${sheet.id}`, { ...owner, body: { counts: [], complete: true } });
    if (res.status !== 200) throw new Error(`completing a stock-take: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const voucher = () =>
    post<CashVoucher>('/cash-vouchers', { type: 'PAYMENT', category: 'UTILITIES', payerType: 'OTHER', payerName: 'Công ty Điện lực', amount: 150_000, idempotencyKey: crypto.randomUUID() });
  /** a sale at the counter of one unit of a stocked product, `paid` of it paid, to a new customer */
  const sale = async (paid: number | 'all' = 'all') => {
    const p = await stocked();
    const buyer = await customer();
    const payments = paid === 'all' ? [{ method: 'CASH', amount: 10_000_000 }] : paid > 0 ? [{ method: 'CASH', amount: paid }] : [];
    return post<InvoiceDetail>('/invoices', { idempotencyKey: crypto.randomUUID(), customerId: buyer.id, lines: [{ productId: p.id, unitName: p.unit, quantity: 1 }], payments });
  };
  /** a visit of a demo pet moved to `status` (an examination as its one service line) */
  const visit = async (status: ActivityStatus, patch: Record<string, unknown> = {}): Promise<Activity> => {
    const party = await demoPet(server.db, q1, nextSerial() % 20);
    return visits.visitIn(owner, { customerId: party.customerId, petId: party.petId, type: InvoiceType.HEALTHCARE, services: [{ serviceId: exam }], ...patch }, status);
  };
  const appointment = async (patch: Record<string, unknown> = {}) => {
    const party = await pet();
    const day = shopDay(1 + (nextSerial() % 20));
    return post<Appointment>('/appointments', { customerId: party.customerId, petId: party.id, serviceId: exam, startsAt: `${day}T09:00:00+07:00`, durationMinutes: 30, ...patch });
  };
  // a room of its own for every stay, billed as a demo hotel room is
  const [hotelService] = await rowsOf<{ id: string | null }>(server.db, sql`select service_id as id from pet_rooms where shop_id = ${q1} and type = ${PetRoomType.HOTEL} and service_id is not null limit 1`);
  const room = (patch: Record<string, unknown> = {}) =>
    post<{ id: string; name: string }>('/pet-rooms', { name: `Phòng nhật ký ${nextSerial()}`, type: PetRoomType.HOTEL, size: null, species: null, dailyPrice: 200_000, serviceId: hotelService?.id ?? null, capacity: 1, ...patch });
  const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
  const stay = async (patch: Record<string, unknown> = {}) => {
    const guest = await pet();
    return post<Stay>('/stays', { roomId: (await room()).id, customerId: guest.customerId, petId: guest.id, startsAt: inHours(-2), endsAt: inHours(24), ...patch });
  };
  const promotion = () => {
    const n = nextSerial();
    return post<Promotion>('/promotions', { code: `KM-NK-${n}`, name: `Khuyến mãi nhật ký ${n}`, method: 'INVOICE#INVOICE_DISCOUNT', startsOn: shopDay(30), kinds: [6], discountAmount: 1000 });
  };
  const employeeBody = (patch: Record<string, unknown> = {}) => {
    const n = nextSerial();
    return { name: `Nhân viên nhật ký ${n}`, phoneNumber: uniquePhone(), email: `nv${n}.${Date.now()}@petclinic.vn`, address: '12 Nguyễn Huệ, Quận 1', role: Role.SHOP_SELLER, gender: 2, password: 'NhanVien1', confirmPassword: 'NhanVien1', ...patch };
  };
  const employee = () => post<Employee>('/employees', employeeBody());
  /** a member of staff made for the call, signed in with their own session */
  const freshStaff = async () => {
    const body = employeeBody();
    const made = await post<Employee>('/employees', body);
    const { session } = await signInThroughNextAuth(server.url, body.email, body.password);
    if (!session) throw new Error('the new member of staff could not sign in');
    return { id: made.id, password: body.password, token: session.backendTokens.accessToken };
  };
  const chain = () => post<{ id: string }>('/admin/chains', { name: `Chuỗi nhật ký ${nextSerial()}` }, by('admin'));
  const newShop = () => post<{ shopId: string; adminId: string }>('/admin/shops', registration(), by('admin'));

  return {
    server,
    q1,
    hanoi,
    sessions,
    by,
    userId,
    post,
    exam,
    customer,
    pet,
    product,
    supplier,
    stocked,
    draftImport,
    completedImport,
    draftStockTake,
    completedStockTake,
    voucher,
    sale,
    visit,
    appointment,
    room,
    inHours,
    stay,
    promotion,
    employeeBody,
    employee,
    freshStaff,
    chain,
    newShop,
  };
}
