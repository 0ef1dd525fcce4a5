import { REGISTRATION_ADMIN_FIELDS, type RegisterShopInput } from '@/lib/contracts/admin';
import { pick } from '@/lib/pick';
import type { SubscriptionTimeframe } from '@/lib/enums/subscriptions';
import { Role } from '@/lib/roles';
import { hashPassword } from '../../auth/passwords';
import type { DbOrTx } from '../../db/client';
import { shops } from '../../db/schema/shops';
import { subscriptions } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/users';
import { assertUniqueContact } from '../employees/assert-unique-contact';
import { subscriptionEnd } from './subscription-end';

/** A new shop, its SHOP_ADMIN account and a subscription for the chosen timeframe. */
export async function registerShop(db: DbOrTx, input: { registration: RegisterShopInput; chainId?: string }): Promise<{ shopId: string; adminId: string }> {
  const { registration: r, chainId } = input;
  const [shop] = await db
    .insert(shops)
    .values({ name: r.shopName, alias: r.shopName, phone: r.phoneNumber, address: r.address, chainId: chainId ?? null })
    .returning({ id: shops.id });
  await assertUniqueContact(db, { shopId: shop.id, email: r.email, phoneNumber: r.phoneNumber });
  const [admin] = await db
    .insert(users)
    .values({
      shopId: shop.id,
      role: Role.SHOP_ADMIN,
      ...pick(r, REGISTRATION_ADMIN_FIELDS),
      passwordHash: await hashPassword(r.password),
    })
    .returning({ id: users.id });
  const now = new Date();
  await db.insert(subscriptions).values({ shopId: shop.id, timeframe: r.timeframe, startsAt: now, endsAt: subscriptionEnd(r.timeframe as SubscriptionTimeframe, now) });
  return { shopId: shop.id, adminId: admin.id };
}
