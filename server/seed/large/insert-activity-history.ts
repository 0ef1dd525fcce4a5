import { count, eq, sql } from 'drizzle-orm';
import { ActivityStatus, InvoiceType } from '@/lib/enums/activities';
import { DocumentKind } from '@/lib/enums/documents';
import { ServiceGroup } from '@/lib/enums/services';
import type { Db, DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { documentCounters } from '../../db/schema/document-counters';
import { pets } from '../../db/schema/pets';
import { services } from '../../db/schema/services';
import { users } from '../../db/schema/users';
import { hashed, pickFrom } from './generated-rows';

/** Completed and canceled visits over the past month, and the visits of today's board. */
export const HISTORY_ACTIVITIES = 50_000;
export const TODAY_ACTIVITIES = 500;
/** Customers who own a pet: the visits come from them. */
const PET_OWNERS = 60_000;
const HISTORY_DAYS = 30;
const TIME_ZONE = 'Asia/Ho_Chi_Minh';

const PET_NAMES = ['Mướp', 'Miu', 'Bông', 'Lu', 'Milo', 'Mochi', 'Na', 'Bơ', 'Đậu', 'Kem', 'Cốm', 'Mực', 'Vàng', 'Mun', 'Tôm', 'Bi', 'Lucky', 'Coco', 'Bắp', 'Sữa'];
const BREEDS = ['Poodle', 'Phốc sóc', 'Corgi', 'Husky', 'Chó ta', 'Mèo Anh lông ngắn', 'Mèo ta', 'Mèo Ba Tư', 'Shiba', 'Golden Retriever'];

// The service of each kind of visit (its name, group and price), and a queue test added to some.
const SERVICES = [
  { type: InvoiceType.GROOMING, name: 'Tắm vệ sinh chó 5–10kg', group: ServiceGroup.SPA, price: 150_000, unit: 'lần' },
  { type: InvoiceType.HEALTHCARE, name: 'Khám tổng quát', group: ServiceGroup.EXAMINATION, price: 100_000, unit: 'lần' },
  { type: InvoiceType.HOME, name: 'Khám tại nhà', group: ServiceGroup.EXAMINATION, price: 250_000, unit: 'lần' },
  { type: InvoiceType.HOTEL, name: 'Lưu chuồng chó dưới 10kg', group: ServiceGroup.HOTEL, price: 180_000, unit: 'ngày' },
  { type: InvoiceType.INPATIENT_CARE, name: 'Điều trị nội trú', group: ServiceGroup.INPATIENT_TREATMENT, price: 300_000, unit: 'ngày' },
] as const;
const QUEUE_TEST = { name: 'Siêu âm ổ bụng', group: ServiceGroup.ULTRASOUND, price: 200_000, unit: 'lần' } as const;

/**
 * The benchmark shop's visits (issue 17), made by the database: a pet for each of the first
 * PET_OWNERS customers, HISTORY_ACTIVITIES visits over the past month (nine in ten completed, the
 * rest canceled) and TODAY_ACTIVITIES on today's board in every status, each with its service line
 * and, for one examination in three, an ultrasound in its queue. Codes run DV000001… with the
 * counter set after them, and each day's tickets from 1, as the console would number them. Made
 * once: a shop that has activities is left as it is.
 */
export async function insertActivityHistory(db: Db, shopId: string, log: (line: string) => void): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(activities).where(eq(activities.shopId, shopId));
  if (n > 0) return;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.shopId, shopId)).limit(1);
  const started = performance.now();
  await db.transaction(async (tx) => {
    const serviceIds = await tx
      .insert(services)
      .values([...SERVICES, QUEUE_TEST].map((s) => ({ shopId, name: s.name, serviceGroup: s.group, price: s.price, unit: s.unit })))
      .returning({ id: services.id });
    const petCount = await insertPets(tx, shopId);
    await insertVisits(tx, { shopId, userId: owner.id, pets: petCount, serviceIds: serviceIds.map((s) => s.id) });
    await tx
      .insert(documentCounters)
      .values({ shopId, kind: DocumentKind.ACTIVITY, lastNumber: HISTORY_ACTIVITIES + TODAY_ACTIVITIES })
      .onConflictDoUpdate({ target: [documentCounters.shopId, documentCounters.kind], set: { lastNumber: HISTORY_ACTIVITIES + TODAY_ACTIVITIES } });
  });
  log(`  ${PET_OWNERS.toLocaleString('en')} pets, ${HISTORY_ACTIVITIES.toLocaleString('en')} visits this month and ${TODAY_ACTIVITIES} today (${Math.round(performance.now() - started)} ms)`);
}

/** A pet for each of the shop's first PET_OWNERS customers (fewer in a smaller seed); how many. */
async function insertPets(db: DbOrTx, shopId: string): Promise<number> {
  await db.execute(sql`
    insert into pets (shop_id, customer_id, name, species, breed, gender, birth_date, weight_kg)
    select ${shopId}::uuid, c.id, ${pickFrom(PET_NAMES, 'pet')}, case when i % 2 = 0 then 'dog' else 'cat' end,
      ${pickFrom(BREEDS, 'breed')}, 1 + i % 2, current_date - (200 + ${hashed('born', 3000)}), 2 + ${hashed('kg', 250)} / 10.0
    from (select id, row_number() over (order by id) as i from customers where shop_id = ${shopId}::uuid order by id limit ${PET_OWNERS}) as c`);
  const [{ n }] = await db.select({ n: count() }).from(pets).where(eq(pets.shopId, shopId));
  return n;
}

async function insertVisits(db: DbOrTx, input: { shopId: string; userId: string; pets: number; serviceIds: string[] }) {
  const { shopId, userId, serviceIds } = input;
  const dayStart = (daysAgo: ReturnType<typeof sql>) => sql`(date_trunc('day', now() at time zone ${TIME_ZONE}) - ${daysAgo} * interval '1 day') at time zone ${TIME_ZONE}`;
  // i ≤ HISTORY: the past month, 8:00 to 20:00 of each day; after it: today, spread up to now
  const history = sql`i <= ${HISTORY_ACTIVITIES}`;
  const createdAt = sql`case when ${history}
    then ${dayStart(sql`(1 + i % ${HISTORY_DAYS})`)} + interval '8 hours' + ${hashed('minute', 720)} * interval '1 minute'
    else ${dayStart(sql`0`)} + (now() - ${dayStart(sql`0`)}) * (i - ${HISTORY_ACTIVITIES})::float8 / ${TODAY_ACTIVITIES + 1} end`;
  const status = sql`case when ${history} then case when ${hashed('fate', 10)} = 0 then ${ActivityStatus.CANCELED}::int else ${ActivityStatus.COMPLETED}::int end
    else (i % 5) end`;
  const type = sql`1 + (case when ${hashed('type', 10)} < 4 then 1 else ${hashed('kind', 5)} end)`;
  await db.execute(sql`
    create temporary table bench_visits on commit drop as
    select i, ${createdAt} as created_at, (${status})::smallint as status, (${type})::smallint as type, p.id as pet_id, p.customer_id
    from generate_series(1, ${HISTORY_ACTIVITIES + TODAY_ACTIVITIES}::int) as i
    join (select id, customer_id, row_number() over (order by id) as n from pets where shop_id = ${shopId}::uuid) as p
      on p.n = 1 + ${hashed('pet', input.pets)}`);
  // who moved it and when: waiting 5 minutes after it was made, started at 20, completed at 60, canceled at 30
  const after = (condition: ReturnType<typeof sql>, minutes: number) =>
    sql`case when ${condition} then v.created_at + ${minutes}::int * interval '1 minute' end, case when ${condition} then ${userId}::uuid end`;
  await db.execute(sql`
    insert into activities (shop_id, code, type, status, ticket_no, customer_id, pet_id, assignee_id, cancel_reason, created_by,
      waiting_at, waiting_by, started_at, started_by, completed_at, completed_by, canceled_at, canceled_by, created_at, updated_at)
    select ${shopId}::uuid, 'DV' || lpad(v.i::text, 6, '0'), v.type, v.status,
      row_number() over (partition by date_trunc('day', v.created_at at time zone ${TIME_ZONE}) order by v.i),
      v.customer_id, v.pet_id, ${userId}::uuid,
      case when v.status = ${ActivityStatus.CANCELED} then 'Khách hẹn lại ngày khác' end, ${userId}::uuid,
      ${after(sql`v.status <> ${ActivityStatus.DRAFT}`, 5)},
      ${after(sql`v.status in (${ActivityStatus.IN_PROGRESS}, ${ActivityStatus.COMPLETED})`, 20)},
      ${after(sql`v.status = ${ActivityStatus.COMPLETED}`, 60)},
      ${after(sql`v.status = ${ActivityStatus.CANCELED}`, 30)},
      v.created_at, v.created_at
    from bench_visits v`);
  const columns = sql`(shop_id, activity_id, position, service_id, service_group, name, unit, quantity, price, status, performer_id, started_at, completed_at, created_at, updated_at)`;
  for (const [index, service] of SERVICES.entries()) {
    await db.execute(sql`insert into activity_services ${columns}
      select ${shopId}::uuid, a.id, 1, ${serviceIds[index]}::uuid, ${service.group}, ${service.name}, ${service.unit}, 1, ${service.price},
        a.status, a.started_by, a.started_at, a.completed_at, a.created_at, a.created_at
      from activities a where a.shop_id = ${shopId}::uuid and a.type = ${service.type}`);
  }
  // an ultrasound for one examination in three; today's wait in its queue while the visit is under way
  await db.execute(sql`insert into activity_services ${columns}
    select shop_id, activity_id, 2, ${serviceIds[SERVICES.length]}::uuid, ${QUEUE_TEST.group}, ${QUEUE_TEST.name}, ${QUEUE_TEST.unit}, 1, ${QUEUE_TEST.price},
      case when status = ${ActivityStatus.IN_PROGRESS} then ${ActivityStatus.WAITING} else status end,
      case when status = ${ActivityStatus.COMPLETED} then performer_id end, null, completed_at, created_at, updated_at
    from activity_services s where s.shop_id = ${shopId}::uuid and s.service_group = ${ServiceGroup.EXAMINATION}
      and ('x' || substr(md5(s.activity_id::text), 1, 2))::bit(8)::int % 3 = 0`);
}
