import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reminder } from '@/lib/contracts/reminders';
import { ActivityStatus } from '@/lib/enums/activities';
import { products } from '@/server/db/schema/products';
import { reminderContacts } from '@/server/db/schema/reminders';
import { shops as shopTable } from '@/server/db/schema/shops';
import { activityApi, demoPet, serviceId } from '../support/activities';
import { call } from '../support/api-client';
import { expectNothingWritten, shopSuite } from '../support/api-suite';
import { expectRefused, shopDay } from '../support/books';

// Reminders (issue 19 §6): a vaccine's booster due in 5 days, a follow-up visit, tomorrow's appointment
// — each with the customer's phone and a Vietnamese message signed by the shop — marked contacted;
// a booster given again replaces the reminder; another shop's are not there.

const { server, shops, as } = shopSuite(['seller', 'doctor']);
const visits = activityApi(server);
type Page = { items: Reminder[]; total: number };
const list = (query: string) => call<Page>(server.url, 'GET', `/reminders?${query}`, as('seller'));
let shop = { name: '', phone: '' as string | null };

beforeAll(async () => {
  [shop] = await server.db.select({ name: shopTable.name, phone: shopTable.phone }).from(shopTable).where(eq(shopTable.id, shops.q1));
});

async function vaccinated(skip: number, dueIn: number) {
  const pet = await demoPet(server.db, shops.q1, skip);
  const [vaccine] = await server.db.select({ id: products.id, name: products.name, unit: products.unit }).from(products).where(and(eq(products.shopId, shops.q1), eq(products.name, 'Vaccine dại Rabisin')));
  const visit = await visits.visitIn(as('doctor'), { customerId: pet.customerId, petId: pet.petId, products: [{ productId: vaccine.id, unitName: vaccine.unit, quantity: 1, nextDueOn: shopDay(dueIn) }] }, ActivityStatus.COMPLETED);
  return { pet, visit, vaccine };
}

describe('GET /reminders', () => {
  it('lists a vaccination due in 5 days in the week, with the phone and the Vietnamese message; marked contacted, it shows who and what came of it', async () => {
    const { pet, visit } = await vaccinated(30, 5);
    const week = await list('window=7d&kind=vaccination&pending=true&limit=100');
    expect(week.status).toBe(200);
    const due = week.body.items.find((r) => r.pet.id === pet.petId)!;
    expect(due).toMatchObject({ kind: 'vaccination', dueOn: shopDay(5), what: 'Vaccine dại Rabisin', customer: { id: pet.customerId }, contact: null, sourceId: visit.productLines[0].id });
    expect(due.message).toBe(
      `${shop.name} xin chào anh/chị ${due.customer.name}. Bé ${due.pet.name} đến lịch tiêm nhắc Vaccine dại Rabisin vào ngày ${shopDay(5).split('-').reverse().join('/')}. Anh/chị vui lòng liên hệ ${shop.phone} để đặt lịch hoặc đổi giờ. Cảm ơn anh/chị!`,
    );
    expect((await list('window=today&kind=vaccination&limit=100')).body.items.map((r) => r.pet.id)).not.toContain(pet.petId);

    const before = (await call<{ due: number }>(server.url, 'GET', '/reminders/count', as('seller'))).body.due;
    const res = await call(server.url, 'POST', '/reminders/contacts', { ...as('seller'), body: { kind: 'vaccination', sourceId: due.sourceId, dueOn: due.dueOn, outcome: 'will_come', note: 'Hẹn thứ Bảy' } });
    expect(res.status).toBe(200);
    const after = (await list('window=7d&kind=vaccination&limit=100')).body.items.find((r) => r.pet.id === pet.petId)!;
    expect(after.contact).toMatchObject({ outcome: 'will_come', note: 'Hẹn thứ Bảy', by: { name: 'Phạm Thu Trang' } });
    expect((await list('window=7d&kind=vaccination&pending=true&limit=100')).body.items.map((r) => r.pet.id)).not.toContain(pet.petId);
    expect((await call<{ due: number }>(server.url, 'GET', '/reminders/count', as('seller'))).body.due).toBe(before - 1);
  });

  it('shows a missed booster as overdue, and a newer vaccine of the same kind replaces it', async () => {
    const { pet } = await vaccinated(31, -3);
    expect((await list('window=overdue&kind=vaccination&limit=100')).body.items.filter((r) => r.pet.id === pet.petId).map((r) => r.dueOn)).toEqual([shopDay(-3)]);
    const again = await vaccinated(31, 365);
    expect(again.pet.petId).toBe(pet.petId);
    expect((await list('window=overdue&kind=vaccination&limit=100')).body.items.map((r) => r.pet.id)).not.toContain(pet.petId);
  });

  it('reminds of tomorrow’s appointment on today’s list, and of a follow-up visit', async () => {
    const pet = await demoPet(server.db, shops.q1, 32);
    const checkup = await serviceId(server.db, shops.q1, 'Khám tổng quát');
    const booked = await call<{ id: string }>(server.url, 'POST', '/appointments', {
      ...as('seller'),
      body: { customerId: pet.customerId, petId: pet.petId, serviceId: checkup, startsAt: `${shopDay(1)}T19:30:00+07:00`, durationMinutes: 15 },
    });
    expect(booked.status).toBe(200);
    const today = (await list('window=today&kind=appointment&limit=100')).body.items.find((r) => r.sourceId === booked.body.id)!;
    expect(today).toMatchObject({ dueOn: shopDay(1), what: 'Khám tổng quát' });
    expect(today.message).toContain('lúc 19:30');

    const visit = await visits.visitIn(as('doctor'), { customerId: pet.customerId, petId: pet.petId }, ActivityStatus.IN_PROGRESS);
    expect((await call(server.url, 'PUT', `/activities/${visit.id}/record`, { ...as('doctor'), body: { nextVisitOn: shopDay(10) } })).status).toBe(200);
    const fresh = await visits.get(as('doctor'), visit.id);
    expect((await visits.move(as('doctor'), fresh, 'complete')).status).toBe(200);
    const month = await list('window=30d&kind=follow_up&limit=100');
    expect(month.body.items.find((r) => r.sourceId === visit.id)).toMatchObject({ dueOn: shopDay(10), what: null });
  });

  it('refuses bad input and another shop’s records, writing nothing', async () => {
    await expectRefused(list('window=ngay-mai'), 400, undefined, ['window']);
    await expectRefused(list('limit=7'), 400, undefined, ['limit']);
    await expectNothingWritten(server.db, async () => {
      await expectRefused(call(server.url, 'POST', '/reminders/contacts', { ...as('seller'), body: { kind: 'vaccination', sourceId: crypto.randomUUID(), dueOn: shopDay(1), outcome: 'reached' } }), 404, 'Không tìm thấy nhắc lịch này');
      await expectRefused(call(server.url, 'POST', '/reminders/contacts', { ...as('seller'), body: { kind: 'call', sourceId: crypto.randomUUID(), dueOn: 'mai', outcome: 'ok' } }), 400, undefined, ['kind', 'dueOn', 'outcome']);
      const [foreign] = (await call<Page>(server.url, 'GET', '/reminders?window=30d', as('other', 'hanoi'))).body.items;
      if (foreign) await expectRefused(call(server.url, 'POST', '/reminders/contacts', { ...as('seller'), body: { kind: foreign.kind, sourceId: foreign.sourceId, dueOn: foreign.dueOn, outcome: 'reached' } }), 404);
    });
    expect((await call(server.url, 'GET', '/reminders', as('owner', 'hanoi'))).status).toBe(403);
    expect(JSON.stringify((await list('window=30d&limit=100')).body)).not.toContain('Bí Mật');
    expect(await server.db.select().from(reminderContacts).where(eq(reminderContacts.shopId, shops.hanoi))).toEqual([]);
  });
});
