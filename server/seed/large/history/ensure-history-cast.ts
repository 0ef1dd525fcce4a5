import { and, eq, inArray, sql } from 'drizzle-orm';
import type { VatSettings } from '@/lib/contracts/shops';
import { InvoiceType } from '@/lib/enums/activities';
import { ServiceGroup } from '@/lib/enums/services';
import { Gender } from '@/lib/enums/people';
import type { VatKey } from '@/lib/enums/shops';
import { Role } from '@/lib/roles';
import { hashPassword } from '../../../auth/passwords';
import type { Db } from '../../../db/client';
import { services } from '../../../db/schema/services';
import { shops } from '../../../db/schema/shops';
import { suppliers } from '../../../db/schema/suppliers';
import { users } from '../../../db/schema/users';
import { BENCH_ACCOUNT } from '../bench-shop';

// Who and what the benchmark shop's two years of books are about: its staff (each with a salary),
// the services of each kind of visit, the suppliers of its goods, and its VAT settings.

const STAFF = [
  { key: 'doctor1', name: 'BS. Nguyễn Minh Tâm', role: Role.SHOP_DOCTORS, gender: Gender.MALE, salary: 18_000_000 },
  { key: 'doctor2', name: 'BS. Trần Thu Hà', role: Role.SHOP_DOCTORS, gender: Gender.FEMALE, salary: 17_000_000 },
  { key: 'doctor3', name: 'BS. Lê Quốc Bảo', role: Role.SHOP_DOCTORS, gender: Gender.MALE, salary: 16_000_000 },
  { key: 'spa1', name: 'Phạm Thị Lan', role: Role.SHOP_SPA, gender: Gender.FEMALE, salary: 9_000_000 },
  { key: 'spa2', name: 'Võ Văn Hùng', role: Role.SHOP_SPA, gender: Gender.MALE, salary: 8_500_000 },
  { key: 'seller1', name: 'Đỗ Ngọc Anh', role: Role.SHOP_SELLER, gender: Gender.FEMALE, salary: 8_000_000 },
  { key: 'seller2', name: 'Huỳnh Gia Bảo', role: Role.SHOP_SELLER, gender: Gender.MALE, salary: 8_000_000 },
  { key: 'accountant', name: 'Bùi Thanh Hương', role: Role.SHOP_ACCOUNTANT, gender: Gender.FEMALE, salary: 12_000_000 },
] as const;

/**
 * The services of each kind of visit: `P` the one a visit is for (a stay's is billed per night), `E`
 * the ones added to it. Pools are named P1…P5 and E1…E5 after the invoice type.
 */
const SERVICES: ReadonlyArray<{ pools: readonly string[]; name: string; group: number; price: number; unit: string }> = [
  { pools: [`P${InvoiceType.GROOMING}`], name: 'Tắm vệ sinh chó 5–10kg', group: ServiceGroup.SPA, price: 150_000, unit: 'lần' },
  { pools: [`P${InvoiceType.GROOMING}`], name: 'Tắm vệ sinh chó dưới 5kg', group: ServiceGroup.SPA, price: 120_000, unit: 'lần' },
  { pools: [`P${InvoiceType.GROOMING}`], name: 'Tắm vệ sinh mèo', group: ServiceGroup.SPA, price: 130_000, unit: 'lần' },
  { pools: [`E${InvoiceType.GROOMING}`], name: 'Cắt tỉa lông tạo kiểu', group: ServiceGroup.SPA, price: 250_000, unit: 'lần' },
  { pools: [`E${InvoiceType.GROOMING}`], name: 'Cạo lông toàn thân', group: ServiceGroup.SPA, price: 200_000, unit: 'lần' },
  { pools: [`E${InvoiceType.GROOMING}`], name: 'Vệ sinh tai, cắt móng', group: ServiceGroup.SPA, price: 60_000, unit: 'lần' },
  { pools: [`P${InvoiceType.HEALTHCARE}`], name: 'Khám tổng quát', group: ServiceGroup.EXAMINATION, price: 100_000, unit: 'lần' },
  { pools: [`E${InvoiceType.HEALTHCARE}`, `E${InvoiceType.INPATIENT_CARE}`], name: 'Siêu âm ổ bụng', group: ServiceGroup.ULTRASOUND, price: 200_000, unit: 'lần' },
  { pools: [`E${InvoiceType.HEALTHCARE}`], name: 'Chụp X-quang', group: ServiceGroup.X_RAY, price: 250_000, unit: 'lần' },
  { pools: [`E${InvoiceType.HEALTHCARE}`, `E${InvoiceType.INPATIENT_CARE}`], name: 'Xét nghiệm máu tổng quát', group: ServiceGroup.LAB_TEST, price: 300_000, unit: 'lần' },
  { pools: [`E${InvoiceType.HEALTHCARE}`], name: 'Tiêm phòng dại', group: ServiceGroup.VACCINATION, price: 120_000, unit: 'mũi' },
  { pools: [`E${InvoiceType.HEALTHCARE}`], name: 'Tiêm vắc-xin 7 bệnh', group: ServiceGroup.VACCINATION, price: 250_000, unit: 'mũi' },
  { pools: [`E${InvoiceType.HEALTHCARE}`], name: 'Triệt sản mèo cái', group: ServiceGroup.SURGERY, price: 900_000, unit: 'ca' },
  { pools: [`P${InvoiceType.HOME}`], name: 'Khám tại nhà', group: ServiceGroup.EXAMINATION, price: 250_000, unit: 'lần' },
  { pools: [`E${InvoiceType.HOME}`], name: 'Tiêm phòng tại nhà', group: ServiceGroup.VACCINATION, price: 200_000, unit: 'mũi' },
  { pools: [`E${InvoiceType.HOME}`], name: 'Xe đưa đón thú cưng', group: ServiceGroup.TRANSPORTATION, price: 100_000, unit: 'chuyến' },
  { pools: [`P${InvoiceType.HOTEL}`], name: 'Lưu chuồng chó dưới 10kg', group: ServiceGroup.HOTEL, price: 180_000, unit: 'ngày' },
  { pools: [`P${InvoiceType.HOTEL}`], name: 'Lưu chuồng mèo', group: ServiceGroup.HOTEL, price: 150_000, unit: 'ngày' },
  { pools: [`E${InvoiceType.HOTEL}`], name: 'Tắm trước khi về', group: ServiceGroup.SPA, price: 120_000, unit: 'lần' },
  { pools: [`E${InvoiceType.HOTEL}`], name: 'Dắt đi dạo', group: ServiceGroup.OTHER, price: 50_000, unit: 'lần' },
  { pools: [`P${InvoiceType.INPATIENT_CARE}`], name: 'Điều trị nội trú', group: ServiceGroup.INPATIENT_TREATMENT, price: 300_000, unit: 'ngày' },
  { pools: [`E${InvoiceType.INPATIENT_CARE}`], name: 'Truyền dịch', group: ServiceGroup.INPATIENT_TREATMENT, price: 150_000, unit: 'lần' },
];

const SUPPLIERS = [
  { alias: 'Dược thú y Sài Gòn', name: 'Công ty CP Dược thú y Sài Gòn', address: '12 Trường Chinh, Quận Tân Bình, TP. Hồ Chí Minh', phone: '02838100001' },
  { alias: 'Thức ăn thú cưng Việt', name: 'Công ty TNHH Thức ăn thú cưng Việt', address: '88 Quốc lộ 13, TP. Thủ Đức, TP. Hồ Chí Minh', phone: '02838100002' },
  { alias: 'Phụ kiện Miền Nam', name: 'Công ty TNHH Phụ kiện thú cưng Miền Nam', address: '5 Lũy Bán Bích, Quận Tân Phú, TP. Hồ Chí Minh', phone: '02838100003' },
] as const;

/** Taxed goods and grooming and hotel stays, veterinary care exempt (KCT) since July 2025. */
const HISTORY_VAT: VatSettings = {
  sale: { isEnabled: true, percent: 10 },
  grooming: { isEnabled: true, percent: 8 },
  healthcare: { isEnabled: false, percent: 0 },
  hotel: { isEnabled: true, percent: 8 },
};

export interface HistoryCast {
  timeZone: string;
  owner: string;
  /** by who they are: the vet, the groomer, the front desk, the books */
  doctors: string[];
  groomers: string[];
  sellers: string[];
  accountant: string;
  staff: Array<{ id: string; name: string; salary: number }>;
  /** the suppliers of medicine and supplies, of food, of accessories and care products */
  suppliers: Array<{ id: string; name: string }>;
  services: Array<{ id: string; pools: readonly string[]; name: string; group: number; price: number; unit: string }>;
  /** each VAT key's percent, or null where it is not subject to VAT */
  vat: Record<VatKey, number | null>;
}

/** The cast of the history, made the first time (staff, services, suppliers, VAT settings) and found again after. */
export async function ensureHistoryCast(db: Db, shopId: string): Promise<HistoryCast> {
  const [shop] = await db.select({ timeZone: shops.timeZone, vat: shops.vatSettings }).from(shops).where(eq(shops.id, shopId));
  const vatSettings = Object.values(shop.vat).some((v) => v.isEnabled) ? shop.vat : HISTORY_VAT;
  if (vatSettings === HISTORY_VAT) await db.update(shops).set({ vatSettings }).where(eq(shops.id, shopId));

  const emails = STAFF.map((s) => `bench.${s.key}@petclinic.vn`);
  const known = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const missing = STAFF.filter((s, i) => !known.some((k) => k.email === emails[i]));
  if (missing.length) {
    const passwordHash = await hashPassword(BENCH_ACCOUNT.password);
    await db.insert(users).values(
      missing.map((s) => ({ email: `bench.${s.key}@petclinic.vn`, name: s.name, role: s.role, gender: s.gender, phoneNumber: null, passwordHash, shopId })),
    );
  }
  const people = await db.select({ id: users.id, email: users.email, role: users.role }).from(users).where(eq(users.shopId, shopId));
  const id = (key: string) => people.find((p) => p.email === `bench.${key}@petclinic.vn`)!.id;
  const owner = people.find((p) => p.email === BENCH_ACCOUNT.email)!.id;

  const made = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(eq(services.shopId, shopId), inArray(services.name, SERVICES.map((s) => s.name))));
  const toMake = SERVICES.filter((s) => !made.some((m) => m.name === s.name));
  if (toMake.length) made.push(...(await db.insert(services).values(toMake.map((s) => ({ shopId, name: s.name, serviceGroup: s.group, price: s.price, unit: s.unit }))).returning({ id: services.id, name: services.name })));

  const found = await db.select({ id: suppliers.id, name: suppliers.name, alias: suppliers.alias }).from(suppliers).where(and(eq(suppliers.shopId, shopId), inArray(suppliers.alias, SUPPLIERS.map((s) => s.alias))));
  const newSuppliers = SUPPLIERS.filter((s) => !found.some((f) => f.alias === s.alias));
  if (newSuppliers.length) found.push(...(await db.insert(suppliers).values(newSuppliers.map((s) => ({ shopId, ...s }))).returning({ id: suppliers.id, name: suppliers.name, alias: suppliers.alias })));

  return {
    timeZone: shop.timeZone,
    owner,
    doctors: ['doctor1', 'doctor2', 'doctor3'].map(id),
    groomers: ['spa1', 'spa2'].map(id),
    sellers: ['seller1', 'seller2'].map(id),
    accountant: id('accountant'),
    staff: STAFF.map((s) => ({ id: id(s.key), name: s.name, salary: s.salary })),
    suppliers: SUPPLIERS.map((s) => found.find((f) => f.alias === s.alias)!).map((s) => ({ id: s.id, name: s.name })),
    // the first made of a name, should the shop have two
    services: SERVICES.map((s) => ({ ...s, id: made.find((m) => m.name === s.name)!.id })),
    vat: Object.fromEntries(Object.entries(vatSettings).map(([key, v]) => [key, v.isEnabled ? v.percent : null])) as Record<VatKey, number | null>,
  };
}

/** What a cast member's id is, in SQL: one of `ids` picked by `index` (0-based). */
export const oneOf = (ids: readonly string[], index: ReturnType<typeof sql>) => sql`(${`{${ids.join(',')}}`}::uuid[])[1 + ${index}]`;
