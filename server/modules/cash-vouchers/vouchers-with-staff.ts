import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cashVouchers } from '../../db/schema/cash-vouchers';
import { users } from '../../db/schema/users';

/** Vouchers of the shop under `where`, newest first (the last 200), with who wrote each: a party's payments. */
export function vouchersWithStaff(db: DbOrTx, shopId: string, where: SQL[]) {
  return db
    .select({ voucher: cashVouchers, createdBy: { id: users.id, name: users.name } })
    .from(cashVouchers)
    .innerJoin(users, eq(users.id, cashVouchers.createdBy))
    .where(and(eq(cashVouchers.shopId, shopId), ...where))
    .orderBy(desc(cashVouchers.createdAt), desc(cashVouchers.code))
    .limit(200);
}
