import { and, eq } from 'drizzle-orm';
import { AppointmentStatus } from '@/lib/enums/appointments';
import { PetStatus } from '@/lib/enums/pets';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { pets } from '../../db/schema/pets';
import { services } from '../../db/schema/services';
import { createAppointment } from '../../modules/appointments/create-appointment';
import type { demoClock } from '../books/demo-clock';
import { seededRandom } from '../catalogues/seeded-random';

// The demo's schedule (issue 19 §5): a few days back and ten ahead, each of the staff given some
// of the day's hours (one booking an hour each, so no one is double-booked), the services a clinic
// books ahead; those past were done, missed or canceled, those ahead scheduled or confirmed.

/** What a clinic books ahead, by who does it. */
export const BOOKED = {
  clinical: ['Khám tổng quát', 'Tái khám', 'Tiêm phòng dại', 'Siêu âm ổ bụng'],
  spa: ['Tắm vệ sinh chó dưới 5kg', 'Cắt tỉa lông tạo kiểu chó dưới 5kg', 'Tắm vệ sinh mèo'],
};
const HOURS = [8, 9, 10, 11, 14, 15, 16, 17, 18];
const NOTES = [null, null, 'Khách gọi điện đặt lịch', 'Nhắc khách mang sổ tiêm', 'Bé hơi nhát, cần giữ nhẹ nhàng', null];

export async function seedAppointments(
  tx: DbOrTx,
  input: { shopId: string; staff: Array<{ id: string; does: readonly string[] }>; by: string; clock: ReturnType<typeof demoClock>; daysBack: number; daysAhead: number; perStaff: [number, number]; seed: number; note?: string },
): Promise<void> {
  const random = seededRandom(input.seed);
  const alive = await tx.select({ id: pets.id, customerId: pets.customerId }).from(pets).where(and(eq(pets.shopId, input.shopId), eq(pets.status, PetStatus.ALIVE)));
  const offered = await tx.select({ id: services.id, name: services.name }).from(services).where(and(eq(services.shopId, input.shopId), eq(services.isActive, true)));
  if (alive.length === 0) return;
  const made: Array<{ id: string; past: boolean }> = [];
  for (let days = input.daysBack; days >= -input.daysAhead; days--) {
    for (const { id: staffId, does } of input.staff) {
      const bookable = offered.filter((s) => does.includes(s.name));
      if (bookable.length === 0) continue;
      const hours = [...HOURS].sort(() => random.next() - 0.5).slice(0, random.int(...input.perStaff));
      for (const hour of hours) {
        const startsAt = input.clock.daysAgo(days, hour);
        const minute = random.pick([0, 15, 30]);
        startsAt.setUTCMinutes(minute);
        const pet = random.pick(alive);
        const appointment = await createAppointment(tx, {
          shopId: input.shopId,
          userId: input.by,
          body: {
            customerId: pet.customerId,
            petId: pet.id,
            serviceId: random.pick(bookable).id,
            staffId,
            startsAt,
            // within its hour: the staff member's next booking starts at the next hour at the earliest
            durationMinutes: Math.min(random.pick([30, 30, 45, 60]), 60 - minute),
            note: input.note ?? random.pick(NOTES),
            confirmed: random.chance(0.5),
            allowDoubleBooking: false,
          },
        });
        made.push({ id: appointment.id, past: days > 0 });
      }
    }
  }
  for (const { id } of made.filter((m) => m.past)) {
    const status = random.pick([AppointmentStatus.DONE, AppointmentStatus.DONE, AppointmentStatus.NO_SHOW, AppointmentStatus.CANCELED]);
    await tx.update(appointments).set({ status }).where(eq(appointments.id, id));
  }
}
