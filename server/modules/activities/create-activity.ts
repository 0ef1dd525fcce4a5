import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Activity, ActivityInput } from '@/lib/contracts/activities';
import { ActivityStatus, isStayType } from '@/lib/enums/activities';
import { DocumentKind } from '@/lib/enums/documents';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { nextDocumentCode } from '../../db/sql/next-document-code';
import { startOfShopDay } from '../../db/sql/shop-days';
import { checkActivityParties } from './activity-parties';
import { getActivity } from './get-activity';
import { writeProductLines, writeServiceLines } from './write-activity-lines';


export interface ActivityActor {
  shopId: string;
  timeZone: string;
  userId: string;
  /** may set prices other than the catalogue's and see the clinical record (ACTIVITY_EXECUTE, ACTIVITY_VIEW_DETAILS) */
  mayExecute: boolean;
  mayViewDetails: boolean;
}

/**
 * A new activity (DV000001, a stay LT000001): a draft, or waiting in the queue at once with
 * `submit`. Its ticket number for the waiting room is the next of the shop's day, taken under a
 * lock of the shop's tickets so two desks do not hand out the same number.
 */
export async function createActivity(db: DbOrTx, actor: ActivityActor & { body: ActivityInput; at?: Date }): Promise<Activity> {
  const { shopId, userId, body } = actor;
  await checkActivityParties(db, { shopId, ...body });
  const code = await nextDocumentCode(db, shopId, isStayType(body.type) ? DocumentKind.STAY : DocumentKind.ACTIVITY);
  const now = actor.at ?? new Date();
  // visits (DV) and stays (LT) take their codes from two counters: the day's tickets have their own lock
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ticket:${shopId}`}, 0))`);
  const day = startOfShopDay(now, actor.timeZone);
  const [last] = await db
    .select({ n: sql<number>`coalesce(max(${activities.ticketNo}), 0)::int` })
    .from(activities)
    .where(and(eq(activities.shopId, shopId), gte(activities.createdAt, day), lt(activities.createdAt, sql`${day} + interval '1 day'`)));
  const status = body.submit ? ActivityStatus.WAITING : ActivityStatus.DRAFT;
  const [row] = await db
    .insert(activities)
    .values({
      shopId,
      code,
      ticketNo: Number(last?.n ?? 0) + 1,
      type: body.type,
      status,
      customerId: body.customerId,
      petId: body.petId,
      assigneeId: body.assigneeId ?? null,
      note: body.note,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
      ...(body.submit ? { waitingAt: now, waitingBy: userId } : {}),
    })
    .returning({ id: activities.id });
  const writer = { shopId, activityId: row.id, lineStatus: status, mayPrice: actor.mayExecute, at: now };
  await writeServiceLines(db, writer, body.services);
  await writeProductLines(db, writer, body.products);
  return getActivity(db, { shopId, activityId: row.id, withRecord: actor.mayViewDetails });
}
