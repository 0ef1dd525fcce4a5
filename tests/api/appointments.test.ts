import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@/lib/contracts/activities';
import type { Appointment } from '@/lib/contracts/appointments';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { Page } from '@/lib/contracts/pagination';
import { ActivityStatus, InvoiceType } from '@/lib/enums/activities';
import { AppointmentStatus } from '@/lib/enums/appointments';
import { services } from '@/server/db/schema/services';
import { users } from '@/server/db/schema/users';
import { call, type CallOptions } from '../support/api-client';
import { expectNothingWritten, shopSuite } from '../support/api-suite';
import { expectRefused, shopDay } from '../support/books';
import { type Party, staysKit } from '../support/stays';

// The appointment schedule (issue 19 §5): bookings within opening hours (08:00–20:00 in the demo
// shops), at most 12 hours, a staff member never booked twice unless the desk says so (also when two
// desks book the same slot at once), moved and resized while ahead, confirmed, canceled, and turned
// into an activity on arrival; another shop's schedule is not there.

const { server, shops, as } = shopSuite(['seller']);
const { partiesOf } = staysKit(server, shops, as);

let parties: Party[] = [];
let doctor = '';
let spa = '';
let checkup = '';
let bath = '';
/** `time` on the shop's clock (UTC+7) `days` from today: beyond the demo's schedule, which goes ten days ahead. */
const at = (days: number, time: string) => `${shopDay(days)}T${time}:00+07:00`;
const book = (body: Record<string, unknown>, by: CallOptions = as('seller')) => call<Appointment>(server.url, 'POST', '/appointments', { ...by, body });
const booking = (party: Party, patch: Record<string, unknown>) => ({ ...party, serviceId: checkup, staffId: doctor, durationMinutes: 30, ...patch });
const change = (id: string, body: Record<string, unknown>) => call<Appointment>(server.url, 'PATCH', `/appointments/${id}`, { ...as('seller'), body });
const setStatus = (id: string, status: number) => call<Appointment>(server.url, 'POST', `/appointments/${id}/status`, { ...as('seller'), body: { status } });
async function made(body: Record<string, unknown>): Promise<Appointment> {
  const res = await book(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

beforeAll(async () => {
  parties = await partiesOf(shops.q1);
  const staff = async (email: string) => (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  [doctor, spa] = await Promise.all([staff('doctor@petclinic.vn'), staff('spa@petclinic.vn')]);
  const service = async (name: string) => (await server.db.select({ id: services.id }).from(services).where(and(eq(services.shopId, shops.q1), eq(services.name, name))))[0].id;
  [checkup, bath] = await Promise.all([service('Khám tổng quát'), service('Tắm vệ sinh chó dưới 5kg')]);
});

describe('POST /appointments', () => {
  it('books a pet with a doctor: coded LH, scheduled, on the calendar of its day and found by its pet in the list', async () => {
    const res = await book(booking(parties[0], { startsAt: at(20, '09:00'), note: 'Khách gọi điện' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      code: expect.stringMatching(/^LH\d{6}$/),
      status: AppointmentStatus.SCHEDULED,
      startsAt: new Date(at(20, '09:00')).toISOString(),
      endsAt: new Date(at(20, '09:30')).toISOString(),
      durationMinutes: 30,
      pet: { id: parties[0].petId },
      customer: { id: parties[0].customerId },
      service: { id: checkup, name: 'Khám tổng quát' },
      staff: { id: doctor },
      note: 'Khách gọi điện',
      activityId: null,
    });
    const calendar = await call<{ items: Appointment[] }>(server.url, 'GET', `/appointments/calendar?from=${shopDay(20)}&to=${shopDay(20)}`, as('seller'));
    expect(calendar.body.items.map((a) => a.id)).toContain(res.body.id);
    const ofDoctor = await call<{ items: Appointment[] }>(server.url, 'GET', `/appointments/calendar?from=${shopDay(20)}&to=${shopDay(20)}&staffId=${spa}`, as('seller'));
    expect(ofDoctor.body.items.map((a) => a.id)).not.toContain(res.body.id);
    const list = await call<Page<Appointment>>(server.url, 'GET', `/appointments?search=${encodeURIComponent(res.body.pet.name)}&from=${shopDay(20)}&to=${shopDay(20)}`, as('seller'));
    expect(list.body.items.map((a) => a.id)).toEqual([res.body.id]);
    expect((await call<Appointment>(server.url, 'GET', `/appointments/${res.body.id}`, as('seller'))).body).toEqual(res.body);
  });

  it('refuses, writing nothing: an end before the start, more than 12 hours, outside opening hours, unknown or inactive references', async () => {
    await expectNothingWritten(server.db, async () => {
      await expectRefused(book(booking(parties[1], { startsAt: at(21, '09:00'), durationMinutes: -30 })), 400, 'Giờ kết thúc phải sau giờ bắt đầu', ['durationMinutes']);
      await expectRefused(book(booking(parties[1], { startsAt: at(21, '08:00'), durationMinutes: 721 })), 400, 'Lịch hẹn tối đa 12 giờ', ['durationMinutes']);
      await expectRefused(book(booking(parties[1], { startsAt: at(21, '07:30') })), 400, 'Ngoài giờ mở cửa của cửa hàng', ['startsAt']);
      await expectRefused(book(booking(parties[1], { startsAt: at(21, '19:45') }), { ...as('seller'), lang: 'en' }), 400, "Outside the shop's opening hours", ['startsAt']);
      await expectRefused(book(booking(parties[1], { startsAt: 'mai' })), 400, undefined, ['startsAt']);
      await expectRefused(book(booking(parties[1], { startsAt: at(21, '09:00'), staffId: crypto.randomUUID() })), 404);
      await expectRefused(book(booking(parties[1], { startsAt: at(21, '09:00'), serviceId: crypto.randomUUID() })), 404);
      await expectRefused(book(booking({ ...parties[1], petId: parties[2].petId }, { startsAt: at(21, '09:00') })), 400, undefined, ['petId']);
      const [foreign] = await partiesOf(shops.hanoi);
      await expectRefused(book(booking(foreign, { startsAt: at(21, '09:00') })), 404);
    });
  });

  it('warns of a staff member booked twice (409 naming the other booking), books it when the desk overrides; back to back is fine', async () => {
    const first = await made(booking(parties[2], { startsAt: at(22, '10:00'), durationMinutes: 60 }));
    await made(booking(parties[3], { startsAt: at(22, '11:00') }));
    await expectNothingWritten(server.db, async () => {
      const refused = await expectRefused(book(booking(parties[4], { startsAt: at(22, '10:30') })), 409, new RegExp(`đã có lịch hẹn ${first.code} lúc \\d{2}/\\d{2}/\\d{4} 10:00$`));
      expect(refused.errors?.map((e) => e.field)).toEqual(['allowDoubleBooking']);
    });
    const anyway = await book(booking(parties[4], { startsAt: at(22, '10:30'), allowDoubleBooking: true }));
    expect(anyway.status).toBe(200);
    // another staff member at the same time is no clash
    expect((await book(booking(parties[5], { startsAt: at(22, '10:00'), staffId: spa, serviceId: bath }))).status).toBe(200);
  });

  it('books the last free slot of a staff member once when two desks take it at the same moment', async () => {
    const results = await Promise.all(parties.slice(6, 10).map((p) => book(booking(p, { startsAt: at(23, '15:00') }))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  });
});

describe('PATCH /appointments/{id}', () => {
  it('moves an appointment to another hour and resizes it; into a booked slot is a 409 unless overridden; past closing is a 400', async () => {
    const moving = await made(booking(parties[0], { startsAt: at(24, '09:00') }));
    const other = await made(booking(parties[1], { startsAt: at(24, '14:00') }));
    const moved = await change(moving.id, { startsAt: at(24, '10:00'), durationMinutes: 45 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ startsAt: new Date(at(24, '10:00')).toISOString(), endsAt: new Date(at(24, '10:45')).toISOString(), durationMinutes: 45, code: moving.code });
    await expectNothingWritten(server.db, async () => {
      await expectRefused(change(moving.id, { startsAt: at(24, '13:45') }), 409, new RegExp(other.code));
      await expectRefused(change(moving.id, { startsAt: at(24, '19:30') }), 400, 'Ngoài giờ mở cửa của cửa hàng');
      await expectRefused(change(moving.id, { durationMinutes: 0 }), 400, 'Giờ kết thúc phải sau giờ bắt đầu');
      await expectRefused(change(crypto.randomUUID(), { note: 'x' }), 404, 'Không tìm thấy lịch hẹn');
    });
    expect((await change(moving.id, { startsAt: at(24, '13:45'), allowDoubleBooking: true })).status).toBe(200);
    // a note alone does not move it, so it is no new clash
    expect((await change(moving.id, { note: 'Đổi sang chiều' })).body).toMatchObject({ note: 'Đổi sang chiều', startsAt: new Date(at(24, '13:45')).toISOString() });
  });
});

describe('status and arrival', () => {
  it('confirms, cancels, and then keeps a canceled appointment as it is (409)', async () => {
    const a = await made(booking(parties[2], { startsAt: at(25, '09:00') }));
    expect((await setStatus(a.id, AppointmentStatus.CONFIRMED)).body.status).toBe(AppointmentStatus.CONFIRMED);
    expect((await setStatus(a.id, AppointmentStatus.CANCELED)).body.status).toBe(AppointmentStatus.CANCELED);
    await expectNothingWritten(server.db, async () => {
      await expectRefused(change(a.id, { startsAt: at(25, '10:00') }), 409, 'Lịch hẹn này đã đến, đã xong hoặc đã hủy');
      await expectRefused(setStatus(a.id, AppointmentStatus.CONFIRMED), 409);
      await expectRefused(call(server.url, 'POST', `/appointments/${a.id}/arrive`, { ...as('seller'), body: {} }), 409);
      await expectRefused(setStatus(a.id, 9), 400, undefined, ['status']);
    });
    // a canceled booking frees its staff member's time
    expect((await book(booking(parties[3], { startsAt: at(25, '09:00') }))).status).toBe(200);
  });

  it('turns an arrival into an activity waiting in the queue with the service and the staff member; then done', async () => {
    const a = await made(booking(parties[4], { startsAt: at(26, '09:00'), note: 'Tái khám da' }));
    const scheduledDone = await setStatus(a.id, AppointmentStatus.DONE);
    expect(scheduledDone.status).toBe(409);
    const res = await call<{ appointment: Appointment; activityId: string }>(server.url, 'POST', `/appointments/${a.id}/arrive`, { ...as('seller'), body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.appointment).toMatchObject({ status: AppointmentStatus.ARRIVED, activityId: res.body.activityId });
    const activity = (await call<Activity>(server.url, 'GET', `/activities/${res.body.activityId}`, as('owner'))).body;
    expect(activity).toMatchObject({ type: InvoiceType.HEALTHCARE, status: ActivityStatus.WAITING, assignee: { id: doctor }, customer: { id: parties[4].customerId }, pet: { id: parties[4].petId }, note: 'Tái khám da' });
    expect(activity.serviceLines.map((l) => l.serviceId)).toEqual([checkup]);
    await expectRefused(call(server.url, 'POST', `/appointments/${a.id}/arrive`, { ...as('seller'), body: {} }), 409);
    expect((await setStatus(a.id, AppointmentStatus.DONE)).body.status).toBe(AppointmentStatus.DONE);

    // a spa booking becomes a grooming; a stay is not made from an appointment
    const groom = await made(booking(parties[5], { startsAt: at(26, '09:00'), staffId: spa, serviceId: bath }));
    await expectRefused(call(server.url, 'POST', `/appointments/${groom.id}/arrive`, { ...as('seller'), body: { type: InvoiceType.HOTEL } }), 400, 'Lưu trú được nhận phòng trên sơ đồ phòng');
    const groomed = await call<{ activityId: string }>(server.url, 'POST', `/appointments/${groom.id}/arrive`, { ...as('seller'), body: {} });
    expect((await call<Activity>(server.url, 'GET', `/activities/${groomed.body.activityId}`, as('owner'))).body.type).toBe(InvoiceType.GROOMING);
  });
});

describe('the calendar and the list', () => {
  it('refuses a span that ends before it starts or runs past 42 days, and another shop’s schedule', async () => {
    await expectRefused(call(server.url, 'GET', `/appointments/calendar?from=${shopDay(5)}&to=${shopDay(1)}`, as('seller')), 400, undefined, ['to']);
    await expectRefused(call(server.url, 'GET', `/appointments/calendar?from=${shopDay(0)}&to=${shopDay(42)}`, as('seller')), 400, 'Mỗi lần xem tối đa 42 ngày', ['to']);
    await expectRefused(call(server.url, 'GET', `/appointments/calendar?from=${shopDay(0)}`, as('seller')), 400, undefined, ['to']);
    const foreign = await call<ErrorBody>(server.url, 'GET', `/appointments/calendar?from=${shopDay(-1)}&to=${shopDay(5)}`, as('owner', 'hanoi'));
    expect(foreign.status).toBe(403);
    const mine = await call(server.url, 'GET', `/appointments/calendar?from=${shopDay(-3)}&to=${shopDay(10)}`, as('seller'));
    expect(JSON.stringify(mine.body)).not.toContain('Bí Mật');
    const list = await call<Page<Appointment>>(server.url, 'GET', '/appointments?search=bi%20mat', as('seller'));
    expect(list.body.items).toEqual([]);
    expect((await call<Page<Appointment>>(server.url, 'GET', '/appointments?limit=5', as('other', 'hanoi'))).body.items.length).toBeGreaterThan(0);
  });
});
