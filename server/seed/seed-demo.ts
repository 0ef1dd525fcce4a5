import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { serverEnv } from '../core/env';
import type { Db } from '../db/client';
import { chains } from '../db/schema/chains';
import { shops } from '../db/schema/shops';
import { subscriptions } from '../db/schema/subscriptions';
import { users } from '../db/schema/users';
import { activityEvents } from './activities/seed-activities';
import { demoClock } from './books/demo-clock';
import { seedBooks } from './books/seed-books';
import { seedPromotions } from './books/seed-promotions';
import { saleEvents } from './books/seed-sales';
import { seedCatalogues } from './catalogues/seed-catalogues';
import { seedRooms } from './catalogues/seed-rooms';
import { BOOKED, seedAppointments } from './activities/seed-appointments';
import { DEMO_ACCOUNTS } from './demo-accounts';

const disabled = { isEnabled: false, percent: 0 };

/** Demo chain, branches, a separate shop, the demo accounts, their catalogues and books, in one transaction. */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [chain] = await tx.insert(chains).values({ name: 'PetCare Sài Gòn' }).returning();
    const [q1, q7, hanoi] = await tx
      .insert(shops)
      .values([
        {
          chainId: chain.id,
          name: 'PetCare Sài Gòn - Quận 1',
          alias: 'Quận 1',
          phone: '02838221234',
          address: '45 Lê Thánh Tôn, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
          bankInfo: { bankName: 'Vietcombank', accountNumber: '0071001234567', bankBranch: 'Chi nhánh Sài Gòn', accountName: 'CONG TY TNHH PETCARE SAI GON' },
          vatSettings: { sale: disabled, grooming: disabled, healthcare: { isEnabled: true, percent: 8 }, hotel: disabled },
        },
        {
          chainId: chain.id,
          name: 'PetCare Sài Gòn - Quận 7',
          alias: 'Quận 7',
          phone: '02837761234',
          address: '120 Nguyễn Thị Thập, Phường Tân Phú, Quận 7, TP. Hồ Chí Minh',
        },
        {
          name: 'Happy Pet Hà Nội',
          alias: 'Happy Pet',
          phone: '02437654321',
          address: '18 Trần Duy Hưng, Phường Trung Hòa, Quận Cầu Giấy, Hà Nội',
        },
      ])
      .returning();
    const now = new Date();
    const inOneYear = new Date(now.getTime() + 365 * 86_400_000);
    await tx.insert(subscriptions).values([
      { shopId: q1.id, timeframe: '2-01Y', startsAt: now, endsAt: inOneYear },
      { shopId: q7.id, timeframe: '2-01Y', startsAt: now, endsAt: inOneYear },
      { shopId: hanoi.id, timeframe: '0-NO_EXPIRY', startsAt: now, endsAt: null },
    ]);
    const shopIds = { q1: q1.id, q7: q7.id, hanoi: hanoi.id };
    const rows = await Promise.all(
      DEMO_ACCOUNTS.map(async (a) => ({
        email: a.email,
        name: a.name,
        role: a.role,
        phoneNumber: a.phone,
        gender: a.gender,
        passwordHash: await hashPassword(a.password),
        shopId: a.shop ? shopIds[a.shop] : null,
        chainId: a.chainMember ? chain.id : null,
      })),
    );
    await tx.insert(users).values(rows);
    await seedCatalogues(tx, shopIds);
    await seedRooms(tx, shopIds);
    const staff = new Map((await tx.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]));
    const clock = demoClock(now);
    const q1Visits = await activityEvents(tx, {
      shopId: q1.id,
      staff: { desk: staff.get('seller@petclinic.vn')!, doctor: staff.get('doctor@petclinic.vn')!, spa: staff.get('spa@petclinic.vn')! },
      clock,
      now,
      days: serverEnv().DEMO_HISTORY_DAYS,
      perDay: [5, 9],
      today: ['completed', 'completed', 'canceled', 'completed', 'taken', 'started', 'taken', 'started', 'waiting', 'waiting', 'waiting', 'waiting', 'draft', 'draft'],
      seed: 17,
    });
    const other = staff.get('other@petclinic.vn')!;
    const hanoiVisits = await activityEvents(tx, { shopId: hanoi.id, staff: { desk: other, doctor: other, spa: other }, clock, now, days: Math.min(10, serverEnv().DEMO_HISTORY_DAYS), perDay: [1, 3], today: ['waiting', 'started'], seed: 71 });
    await seedPromotions(tx, { shopId: q1.id, owner: staff.get('owner@petclinic.vn')!, clock });
    const q1Sales = await saleEvents(tx, {
      shopId: q1.id,
      seller: staff.get('seller@petclinic.vn')!,
      accountant: staff.get('accountant@petclinic.vn')!,
      owner: staff.get('owner@petclinic.vn')!,
      clock,
      now,
      days: serverEnv().DEMO_HISTORY_DAYS,
    });
    await seedBooks(tx, shopIds, now, { q1: [...q1Visits, ...q1Sales], hanoi: hanoiVisits });
    const desk = staff.get('seller@petclinic.vn')!;
    await seedAppointments(tx, { shopId: q1.id, staff: [
        { id: staff.get('doctor@petclinic.vn')!, does: BOOKED.clinical },
        { id: staff.get('spa@petclinic.vn')!, does: BOOKED.spa },
      ], by: desk, clock, daysBack: 3, daysAhead: 10, perStaff: [1, 4], seed: 29 });
    await seedAppointments(tx, { shopId: hanoi.id, staff: [{ id: other, does: [...BOOKED.clinical, ...BOOKED.spa] }], by: other, clock, daysBack: 1, daysAhead: 5, perStaff: [0, 2], seed: 31, note: 'Lịch hẹn Bí Mật Hà Nội' });
  });
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

/** Seeds the demo data only into an empty database, so a restart never re-seeds. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seedDemo(db);
  return true;
}
