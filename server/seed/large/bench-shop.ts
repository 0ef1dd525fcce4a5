import { eq } from 'drizzle-orm';
import { Gender } from '@/lib/enums/people';
import { Role } from '@/lib/roles';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema/shops';
import { subscriptions } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/users';

// The shop the large seed fills, apart from the demo shops so they stay small and quick to use.
export const BENCH_ACCOUNT = { email: 'bench@petclinic.vn', password: 'Bench@123' } as const;
const BENCH_ALIAS = 'Benchmark';

/** The benchmark shop with its owner account (bench@petclinic.vn), made on first use. */
export async function ensureBenchShop(db: Db): Promise<string> {
  const [existing] = await db.select({ id: shops.id }).from(shops).where(eq(shops.alias, BENCH_ALIAS));
  if (existing) return existing.id;
  const passwordHash = await hashPassword(BENCH_ACCOUNT.password);
  return db.transaction(async (tx) => {
    const [shop] = await tx
      .insert(shops)
      .values({ name: 'PawDesk Benchmark', alias: BENCH_ALIAS, phone: '02800000000', address: '1 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh' })
      .returning({ id: shops.id });
    await tx.insert(subscriptions).values({ shopId: shop.id, timeframe: '0-NO_EXPIRY', startsAt: new Date(), endsAt: null });
    await tx.insert(users).values({
      email: BENCH_ACCOUNT.email,
      name: 'Quản lý Benchmark',
      role: Role.SHOP_ADMIN,
      phoneNumber: '0900000001',
      gender: Gender.MALE,
      passwordHash,
      shopId: shop.id,
    });
    return shop.id;
  });
}
