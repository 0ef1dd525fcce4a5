import { eq } from 'drizzle-orm';
import { checkInTimeProblem } from '@/lib/books/room-capacity';
import type { ActivityInput } from '@/lib/contracts/activities';
import type { Stay, StayInput } from '@/lib/contracts/stays';
import { ActivityTransition } from '@/lib/enums/activities';
import { MAX_CHECK_IN_BACKDATE_DAYS, PET_ROOM_INVOICE_TYPE, type PetRoomTypeId, StayStatus } from '@/lib/enums/pet-rooms';
import type { DbOrTx } from '../../db/client';
import { petStays } from '../../db/schema/pet-stays';
import { validationError } from '../../core/app-error';
import type { ActivityActor } from '../activities/create-activity';
import { createActivity } from '../activities/create-activity';
import { transitionActivity } from '../activities/transition-activity';
import { depositKeyOwner, takeDeposit } from '../invoices/take-deposit';
import { assertRoomHasPlace, lockRoom } from './room-place';
import { selectStays } from './stay-row';

/**
 * A pet into a room (issue 19 §3): its stay is an activity of the room's kind (LT code) in progress
 * from the check-in, or waiting when the place is only booked; the room, locked first, must have a
 * place over the stay's dates. A deposit taken at the desk is the activity's (DESIGN §6); the same
 * check-in sent again with its deposit's key gives back the stay it made.
 */
export async function checkInStay(db: DbOrTx, actor: ActivityActor & { body: StayInput; at?: Date }): Promise<Stay> {
  const { shopId, body } = actor;
  const now = actor.at ?? new Date();
  if (body.deposit) {
    const earlier = await depositKeyOwner(db, shopId, body.deposit.idempotencyKey);
    if (earlier) {
      const [made] = await selectStays(db, shopId, eq(petStays.activityId, earlier));
      if (made) return made;
    }
  }
  const startsAt = body.startsAt ?? now;
  const late = body.reserve ? null : checkInTimeProblem(startsAt, now, MAX_CHECK_IN_BACKDATE_DAYS);
  if (late) throw validationError([{ field: 'startsAt', messages: [late] }]);
  const room = await lockRoom(db, { shopId, roomId: body.roomId });
  await assertRoomHasPlace(db, { room, from: startsAt, to: body.endsAt });

  const activityBody: ActivityInput = { customerId: body.customerId, petId: body.petId, type: PET_ROOM_INVOICE_TYPE[room.type as PetRoomTypeId] as ActivityInput['type'], note: body.note, services: [], products: [], submit: true };
  const created = await createActivity(db, { ...actor, body: activityBody, at: now });
  const activity = body.reserve ? created : await transitionActivity(db, { ...actor, activityId: created.id, body: { transition: ActivityTransition.START, version: created.version, reason: null }, at: now });
  const [stay] = await db
    .insert(petStays)
    .values({
      shopId,
      activityId: activity.id,
      roomId: room.id,
      status: body.reserve ? StayStatus.RESERVED : StayStatus.CHECKED_IN,
      startsAt,
      endsAt: body.endsAt,
      checkedInAt: body.reserve ? null : startsAt,
      roomSince: body.reserve ? null : startsAt,
      feedingNote: body.feedingNote,
      careNote: body.careNote,
      belongings: body.belongings,
    })
    .returning({ id: petStays.id });
  if (body.deposit) await takeDeposit(db, { shopId, userId: actor.userId, activityId: activity.id, body: body.deposit, at: now });
  const [made] = await selectStays(db, shopId, eq(petStays.id, stay.id));
  return made;
}
