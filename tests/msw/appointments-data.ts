import { AppointmentStatus } from '@/lib/enums/appointments';
import { instantOfShopWallClock, todayIn } from '@/lib/format';
import { MOCK_CATALOGUE } from './catalogue-data';

// The mock world's schedule (issue 19 §5), as the appointments table holds it: a few bookings of
// Quận 1 today and tomorrow with the doctor and the spa, and one of Hà Nội's, which Quận 1 never sees.

export interface MockAppointment {
  id: string;
  shopId: string;
  code: string;
  customerId: string;
  petId: string;
  serviceId: string | null;
  staffId: string | null;
  startsAt: string;
  durationMinutes: number;
  status: number;
  note: string | null;
  activityId: string | null;
  createdBy: string;
  createdAt: string;
}

/** A call about a reminder (reminder_contacts): the reminder's kind, record and due day, and what came of it. */
export interface MockReminderContact {
  shopId: string;
  kind: 'vaccination' | 'follow_up' | 'appointment';
  sourceId: string;
  dueOn: string;
  outcome: 'reached' | 'will_come' | 'no_answer' | 'declined';
  note: string | null;
  by: string;
  at: string;
}

/** `hh:mm` on the shop's clock `days` from today. */
function shopTime(now: number, days: number, hh: number, mm = 0): string {
  const [y, m, d] = todayIn(undefined, new Date(now + days * 86_400_000)).split('-').map(Number);
  return instantOfShopWallClock(new Date(y, m - 1, d, hh, mm)).toISOString();
}

export function createMockAppointments(ids: { shops: { q1: string; hanoi: string }; users: { doctor: string; spa: string; seller: string; other: string } }, now: number): Record<string, MockAppointment> {
  const { pets: P, customers: C, services: S } = MOCK_CATALOGUE;
  let n = 0;
  const row = (shopId: string, fields: Omit<MockAppointment, 'id' | 'shopId' | 'code' | 'activityId' | 'createdBy' | 'createdAt'>): MockAppointment => ({
    id: `a9901000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    shopId,
    code: `LH${String(shopId === ids.shops.q1 ? n : 1).padStart(6, '0')}`,
    activityId: null,
    createdBy: shopId === ids.shops.q1 ? ids.users.seller : ids.users.other,
    createdAt: new Date(now - 86_400_000).toISOString(),
    ...fields,
  });
  const q1 = ids.shops.q1;
  const rows = [
    row(q1, { customerId: C.an, petId: P.lu, serviceId: S.checkup, staffId: ids.users.doctor, startsAt: shopTime(now, 0, 9), durationMinutes: 30, status: AppointmentStatus.CONFIRMED, note: 'Khám lại da' }),
    row(q1, { customerId: C.giang, petId: P.milo, serviceId: S.bath, staffId: ids.users.spa, startsAt: shopTime(now, 0, 10, 30), durationMinutes: 60, status: AppointmentStatus.SCHEDULED, note: null }),
    row(q1, { customerId: C.an, petId: P.lu, serviceId: S.rabies, staffId: ids.users.doctor, startsAt: shopTime(now, 1, 14), durationMinutes: 15, status: AppointmentStatus.SCHEDULED, note: 'Tiêm nhắc' }),
    row(ids.shops.hanoi, { customerId: C.hanoiHa, petId: P.hanoiMochi, serviceId: S.hanoiCheckup, staffId: ids.users.other, startsAt: shopTime(now, 0, 9), durationMinutes: 30, status: AppointmentStatus.SCHEDULED, note: 'Lịch hẹn Bí Mật Hà Nội' }),
  ];
  return Object.fromEntries(rows.map((r) => [r.id, r]));
}
