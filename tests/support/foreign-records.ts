import { and, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Gender } from '@/lib/enums/people';
import { ProductGroup } from '@/lib/enums/products';
import { ServiceGroup } from '@/lib/enums/services';
import { Role } from '@/lib/roles';
import type { Db } from '@/server/db/client';
import { products } from '@/server/db/schema/products';
import { services } from '@/server/db/schema/services';
import { suppliers } from '@/server/db/schema/suppliers';
import { customers } from '@/server/db/schema/customers';
import { pets } from '@/server/db/schema/pets';
import { files } from '@/server/db/schema/files';
import { users } from '@/server/db/schema/users';
import { cashVouchers } from '@/server/db/schema/cash-vouchers';
import { productImports } from '@/server/db/schema/product-imports';
import { stockTakes } from '@/server/db/schema/stock-takes';
import { invoices } from '@/server/db/schema/invoices';
import { promotions } from '@/server/db/schema/promotions';
import { activities, activityServices } from '@/server/db/schema/activities';
import { petRooms } from '@/server/db/schema/pet-rooms';
import { petStays } from '@/server/db/schema/pet-stays';
import { appointments } from '@/server/db/schema/appointments';

// For each /api/v1 route taking an id: where to find a record of ANOTHER shop (what the route
// sweep asks for, expecting 404 and none of the record's fields), and a body the route would
// accept, so that validation cannot answer first. A route with an id and no entry here fails the
// sweep: a new route must say how its records are kept apart.

/** Records of the caller's own shop a valid body may name. */
export interface OwnRecords {
  customerId: string;
  productId: string;
  supplierId: string;
}

export interface ForeignRecord {
  id: string;
  /** texts of the record that must not appear in the answer */
  fields: string[];
}

interface Entry {
  find: (db: Db, shopId: string) => Promise<ForeignRecord>;
  /** a valid body for the route's writes, built from the caller's own shop */
  body?: (own: OwnRecords) => unknown;
}

async function first<T extends Record<string, unknown>>(db: Db, table: PgTable, where: SQL, fields: (row: T) => Array<string | null>): Promise<ForeignRecord> {
  const [row] = (await db.select().from(table).where(where).limit(1)) as T[];
  if (!row) throw new Error('the other shop has no such record in the demo data');
  return { id: String(row.id), fields: fields(row).filter((f): f is string => !!f) };
}

const customer: Entry = {
  find: (db, shopId) => first<typeof customers.$inferSelect>(db, customers, eq(customers.shopId, shopId), (r) => [r.name, r.phone, r.email]),
  body: () => ({ name: 'Khách kiểm tra', phone: '0901112223' }),
};
const pet: Entry = {
  find: (db, shopId) => first<typeof pets.$inferSelect>(db, pets, eq(pets.shopId, shopId), (r) => [r.name, r.breed, r.microchip]),
  body: ({ customerId }) => ({ customerId, name: 'Kiểm tra', species: 'dog' }),
};
const service: Entry = {
  find: (db, shopId) => first<typeof services.$inferSelect>(db, services, eq(services.shopId, shopId), (r) => [r.name, r.description]),
  body: () => ({ name: 'Dịch vụ kiểm tra', group: ServiceGroup.SPA, price: 100_000, unit: 'lần' }),
};
const product: Entry = {
  find: (db, shopId) => first<typeof products.$inferSelect>(db, products, eq(products.shopId, shopId), (r) => [r.name, r.code, r.barcode]),
  body: () => ({ code: 'KT-0001', name: 'Sản phẩm kiểm tra', group: ProductGroup.SALE_GOODS, unit: 'hộp', salePrice: 1000, minimumStock: 0 }),
};
const supplier: Entry = {
  find: (db, shopId) => first<typeof suppliers.$inferSelect>(db, suppliers, eq(suppliers.shopId, shopId), (r) => [r.name, r.alias, r.phone]),
  body: () => ({ name: 'Nhà cung cấp kiểm tra', alias: 'NCC KT', address: '1 Lê Lợi, Quận 1', phone: '0901234567' }),
};
const petRoom: Entry = {
  find: (db, shopId) => first<typeof petRooms.$inferSelect>(db, petRooms, eq(petRooms.shopId, shopId), (r) => [r.name, r.note]),
  body: () => ({ name: 'Phòng kiểm tra', type: 1, dailyPrice: 100_000, capacity: 1 }),
};
const employee = (body: Entry['body']): Entry => ({
  find: (db, shopId) => first<typeof users.$inferSelect>(db, users, and(eq(users.shopId, shopId), eq(users.role, Role.SHOP_ADMIN))!, (r) => [r.name, r.email, r.phoneNumber]),
  body,
});

// The books: the other shop's import, stock-take and vouchers come from its demo history.
const productImport = (body?: Entry['body']): Entry => ({
  find: (db, shopId) => first<typeof productImports.$inferSelect>(db, productImports, eq(productImports.shopId, shopId), (r) => [r.code, r.note]),
  body,
});
const stockTake = (body?: Entry['body']): Entry => ({
  find: (db, shopId) => first<typeof stockTakes.$inferSelect>(db, stockTakes, eq(stockTakes.shopId, shopId), (r) => [r.note]),
  body,
});
const voucher = (body?: Entry['body']): Entry => ({
  find: (db, shopId) => first<typeof cashVouchers.$inferSelect>(db, cashVouchers, eq(cashVouchers.shopId, shopId), (r) => [r.payerName, r.note]),
  body,
});
const VOID = () => ({ reason: 'Kiểm tra' });
const invoice = (body?: Entry['body']): Entry => ({
  find: (db, shopId) => first<typeof invoices.$inferSelect>(db, invoices, eq(invoices.shopId, shopId), (r) => [r.code, r.note]),
  body,
});

// The other shop's promotion is made by the sweep's setup (the demo has none).
const promotion = (body?: Entry['body']): Entry => ({
  find: (db, shopId) => first<typeof promotions.$inferSelect>(db, promotions, eq(promotions.shopId, shopId), (r) => [r.code, r.name]),
  body,
});
const PROMOTION = () => ({ code: 'KM-KIEMTRA', name: 'Khuyến mãi kiểm tra', method: 'INVOICE#INVOICE_DISCOUNT', startsOn: '2026-01-01', kinds: [6], discountAmount: 1000 });

// The other shop's visits come from its demo month.
const activity = (body?: Entry['body']): Entry => ({
  find: (db, shopId) => first<typeof activities.$inferSelect>(db, activities, eq(activities.shopId, shopId), (r) => [r.code, r.note]),
  body,
});
const serviceLine = (body?: Entry['body']): Entry => ({
  find: (db, shopId) => first<typeof activityServices.$inferSelect>(db, activityServices, eq(activityServices.shopId, shopId), (r) => [r.result]),
  body,
});
// The other shop's stay is checked in by the sweep's setup (the demo has none); the texts at the
// desk are its notes.
const appointment = (body?: Entry['body']): Entry => ({
  find: (db, shopId) => first<typeof appointments.$inferSelect>(db, appointments, eq(appointments.shopId, shopId), (r) => [r.note]),
  body,
});
const petStay = (body?: Entry['body']): Entry => ({
  find: (db, shopId) => first<typeof petStays.$inferSelect>(db, petStays, eq(petStays.shopId, shopId), (r) => [r.feedingNote, r.careNote, r.belongings]),
  body,
});
// names the caller's customer twice: the shop's record is looked up before the body's references
const ACTIVITY_EDIT = ({ customerId }: OwnRecords) => ({ customerId, petId: customerId, type: 2, version: 1 });

export const FOREIGN_RECORDS: Record<string, Entry | 'system-wide'> = {
  '/customers/[id]': customer,
  '/pets/[id]': pet,
  '/pets/[id]/vaccinations': pet,
  '/services/[id]': service,
  '/pet-rooms/[id]': petRoom,
  '/products/[id]': product,
  '/suppliers/[id]': supplier,
  '/employees/[id]': employee(() => ({
    name: 'Trương Mỹ Linh',
    phoneNumber: '0911222333',
    email: 'linh.truong@petclinic.vn',
    address: '12 Nguyễn Huệ, Quận 1',
    role: Role.SHOP_DOCTORS,
    gender: Gender.FEMALE,
    password: '',
    confirmPassword: '',
  })),
  '/employees/[id]/status': employee(() => ({ isActive: false })),
  // an upload of the other shop (the sweep has its owner upload an avatar first)
  '/products/[id]/stock-card': product,
  '/products/[id]/lots': product,
  '/products/[id]/stock-card/export': product,
  '/product-imports/[id]': productImport(({ supplierId, productId }) => ({ supplierId, lines: [{ productId, unitName: 'viên', quantity: 1, unitCost: 1000 }] })),
  '/product-imports/[id]/complete': productImport(() => ({})),
  '/product-imports/[id]/cancel': productImport(),
  '/product-imports/[id]/void': productImport(VOID),
  '/stock-takes/[id]': stockTake(() => ({ counts: [] })),
  '/stock-takes/[id]/cancel': stockTake(),
  '/stock-takes/[id]/void': stockTake(VOID),
  '/activities/[id]': activity(ACTIVITY_EDIT),
  '/activities/[id]/transition': activity(() => ({ transition: 'start', version: 1 })),
  '/activities/[id]/record': activity(() => ({})),
  '/activities/[id]/invoice': activity(() => ({ idempotencyKey: 'sweep-activity-invoice-0001' })),
  '/activities/[id]/invoice/quote': activity(() => ({})),
  '/activities/[id]/deposits': activity(() => ({ payments: [{ method: 'CASH', amount: 1000 }], idempotencyKey: 'sweep-deposit-0001' })),
  '/stays/[id]': petStay(() => ({ endsAt: '2030-01-02T10:00:00.000Z' })),
  '/stays/[id]/arrive': petStay(() => ({})),
  '/stays/[id]/check-out': petStay(() => ({})),
  '/stays/[id]/log': petStay(() => ({ note: 'Ăn hết khẩu phần', fed: 'true' })),
  '/appointments/[id]': appointment(() => ({ note: 'Đổi giờ' })),
  '/appointments/[id]/status': appointment(() => ({ status: 2 })),
  '/appointments/[id]/arrive': appointment(() => ({})),
  '/activity-services/[id]': serviceLine(() => ({ result: 'Kiểm tra' })),
  '/activity-services/[id]/transition': serviceLine(() => ({ transition: 'start' })),
  '/display-links/[id]': {
    find: async (db, shopId) => {
      const { displayLinks } = await import('@/server/db/schema/activities');
      return first<typeof displayLinks.$inferSelect>(db, displayLinks, eq(displayLinks.shopId, shopId), (r) => [r.name, r.tokenHash]);
    },
  },
  '/activity-attachments/[id]': {
    find: async (db, shopId) => {
      const { activityAttachments } = await import('@/server/db/schema/activities');
      return first<typeof activityAttachments.$inferSelect>(db, activityAttachments, eq(activityAttachments.shopId, shopId), (r) => [r.kind]);
    },
  },
  '/cash-vouchers/[id]': voucher(),
  '/cash-vouchers/[id]/void': voucher(VOID),
  // the supplier whose debt it is
  '/supplier-debts/[id]': supplier,
  '/supplier-debts/[id]/payments': { ...supplier, body: () => ({ amount: 1000, method: 'CASH', idempotencyKey: 'sweep-payment-0001' }) },
  '/invoices/[id]': invoice(),
  '/customer-debts/[id]': customer,
  '/customer-debts/[id]/payments': { ...customer, body: () => ({ amount: 1000, method: 'CASH', idempotencyKey: 'sweep-collection-0001' }) },
  // a voucher of the other shop: not its receipt to print, whatever it was for
  '/customer-debts/receipts/[id]': voucher(),
  '/invoices/[id]/payments': invoice(() => ({ payments: [{ method: 'CASH', amount: 1000 }], idempotencyKey: 'sweep-invoice-payment-0001' })),
  '/invoices/[id]/void': invoice(VOID),
  '/promotions/[id]': promotion(PROMOTION),
  '/promotions/[id]/status': promotion(() => ({ isActive: false })),
  '/files/[id]': { find: (db, shopId) => first<typeof files.$inferSelect>(db, files, eq(files.shopId, shopId), (r) => [r.name]) },
  // the system administrator's routes act on any shop or chain: no shop to keep apart
  '/admin/shops/[id]/status': 'system-wide',
  '/admin/shops/[id]/subscription': 'system-wide',
  '/admin/shops/[id]/users': 'system-wide',
  '/admin/chains/[id]/members': 'system-wide',
  '/admin/chains/[id]/branches': 'system-wide',
};
