import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { openingHoursProblem } from '@/lib/books/appointment-hours';
import { BOOKING_APPOINTMENT_STATUSES } from '@/lib/enums/appointments';
import { formatDateTime } from '@/lib/format';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { shops } from '../../db/schema/shops';
import { users } from '../../db/schema/users';
import { AppError, notFound, validationError } from '../../core/app-error';

export interface Slot {
  shopId: string;
  startsAt: Date;
  durationMinutes: number;
  staffId: string | null;
  /** the appointment that moves, left out of its own clash */
  exceptId?: string;
  allowDoubleBooking: boolean;
}

/**
 * Checks a slot before it is booked: within the shop's opening hours (400), its staff member one of
 * the shop's active staff (404), and not booked then by another appointment still ahead or under way
 * (409 errors.staffDoubleBooked naming it, unless the desk chose to double-book). The staff member's
 * row is locked first, so two desks booking the same person at once are checked one after the other.
 */
export async function checkSlot(db: DbOrTx, slot: Slot): Promise<void> {
  const [shop] = await db.select({ timeZone: shops.timeZone, opensAt: shops.opensAt, closesAt: shops.closesAt }).from(shops).where(eq(shops.id, slot.shopId));
  const outside = openingHoursProblem(slot.startsAt, slot.durationMinutes, shop);
  if (outside) throw validationError([{ field: 'startsAt', messages: [outside] }]);
  if (!slot.staffId) return;
  const [staff] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, slot.staffId), eq(users.shopId, slot.shopId), eq(users.isActive, true)))
    .for('update');
  if (!staff) throw notFound('errors.employeeNotFound');
  if (slot.allowDoubleBooking) return;
  const endsAt = new Date(slot.startsAt.getTime() + slot.durationMinutes * 60_000);
  const [clash] = await db
    .select({ code: appointments.code, startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.staffId, slot.staffId),
        inArray(appointments.status, [...BOOKING_APPOINTMENT_STATUSES]),
        lt(appointments.startsAt, endsAt),
        gt(sql`${appointments.startsAt} + make_interval(mins => ${appointments.durationMinutes})`, slot.startsAt),
        slot.exceptId ? ne(appointments.id, slot.exceptId) : undefined,
      ),
    )
    .orderBy(appointments.startsAt)
    .limit(1);
  // the field tells the desk it may book anyway (allowDoubleBooking), the message what it would clash with
  if (clash) {
    throw new AppError('Conflict', 'errors.staffDoubleBooked', [{ field: 'allowDoubleBooking', messages: ['errors.staffBusy'] }], {
      staff: staff.name,
      code: clash.code,
      at: formatDateTime(clash.startsAt, shop.timeZone),
    });
  }
}
