import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Activity, ActivityTransitionInput } from '@/lib/contracts/activities';
import { ActivityStatus, transitionTarget } from '@/lib/enums/activities';
import { DocumentType } from '@/lib/enums/documents';
import { StockReason } from '@/lib/enums/stock';
import type { DbOrTx } from '../../db/client';
import { activityProducts, activityServices } from '../../db/schema/activities';
import { refundWaitingDeposits } from '../invoices/activity-deposits';
import { moveStock } from '../stock/move-stock';
import type { ActivityActor } from './create-activity';
import { getActivity } from './get-activity';
import { activityConflict, type ActivityRow, lockActivity, touchActivity } from './lock-activity';
import { queueDraftLines } from './update-activity';
import { cancelStayOf, holdsStay } from '../stays/release-stay';

const OPEN_LINES = [ActivityStatus.DRAFT, ActivityStatus.WAITING, ActivityStatus.IN_PROGRESS];

/**
 * Moves an activity by one transition of DESIGN §4 from the version the caller saw. Completing
 * it takes its products out of stock (reason service_use, first expiry first out unless a batch
 * was given; the ledger's 409 when there is not enough, and then nothing is completed) and
 * completes the service lines still open; canceling cancels them and gives back the deposits it
 * holds. Either way it is then final: it is ready for payment once completed.
 */
export async function transitionActivity(
  db: DbOrTx,
  actor: ActivityActor & { activityId: string; body: ActivityTransitionInput; at?: Date; viaStay?: boolean },
): Promise<Activity> {
  const { shopId, userId, body } = actor;
  const row = await lockActivity(db, { shopId, activityId: actor.activityId, version: body.version });
  const target = transitionTarget(row.status as ActivityStatus, body.transition);
  if (target === null) throw activityConflict('errors.transitionNotAllowed', row.status);
  // a stay's activity starts when its pet arrives and completes when it leaves: the board does both
  const byStay = target === ActivityStatus.IN_PROGRESS || target === ActivityStatus.COMPLETED;
  if (byStay && !actor.viaStay && (await holdsStay(db, row.id))) throw activityConflict('errors.stayOnBoard', row.status);
  const at = actor.at ?? new Date();

  if (target === ActivityStatus.WAITING) {
    await queueDraftLines(db, row.id);
    await touchActivity(db, row.id, { status: target, waitingAt: at, waitingBy: userId });
  } else if (target === ActivityStatus.IN_PROGRESS) {
    await touchActivity(db, row.id, { status: target, startedAt: at, startedBy: userId });
  } else if (target === ActivityStatus.COMPLETED) {
    await takeProductsOut(db, { shopId, userId, row, at });
    await closeLines(db, row.id, { status: ActivityStatus.COMPLETED, completedAt: at, performerId: sql`coalesce(${activityServices.performerId}, ${userId}::uuid)` });
    await touchActivity(db, row.id, { status: target, completedAt: at, completedBy: userId });
  } else {
    await closeLines(db, row.id, { status: ActivityStatus.CANCELED });
    await refundWaitingDeposits(db, { shopId, userId, activity: row, note: body.reason, at: actor.at });
    await cancelStayOf(db, row.id);
    await touchActivity(db, row.id, { status: target, canceledAt: at, canceledBy: userId, cancelReason: body.reason });
  }
  return getActivity(db, { shopId, activityId: row.id, withRecord: actor.mayViewDetails });
}

/** The service lines not yet done follow the activity: completed with it (by whoever completes it, unless taken), or canceled. */
async function closeLines(db: DbOrTx, activityId: string, set: { status: ActivityStatus; completedAt?: Date; performerId?: SQL }): Promise<void> {
  await db
    .update(activityServices)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(activityServices.activityId, activityId), inArray(activityServices.status, OPEN_LINES)));
}

/**
 * The medicine and goods of a completed activity leave the stock through the ledger (DESIGN §6),
 * except those a stay's log gave, which left when they were given.
 */
async function takeProductsOut(db: DbOrTx, input: { shopId: string; userId: string; row: ActivityRow; at: Date }): Promise<void> {
  const lines = await db
    .select()
    .from(activityProducts)
    .where(and(eq(activityProducts.activityId, input.row.id), isNull(activityProducts.logEntryId)))
    .orderBy(activityProducts.position);
  if (lines.length === 0) return;
  await moveStock(db, {
    shopId: input.shopId,
    userId: input.userId,
    reason: StockReason.SERVICE_USE,
    document: { type: DocumentType.ACTIVITY, id: input.row.id, code: input.row.code },
    at: input.at,
    // a batch given (a vaccine's) is that batch; none chosen, the first to expire
    lines: lines.map((l) => ({ productId: l.productId, delta: -l.quantity * l.unitFactor, ...(l.batchId ? { batchId: l.batchId } : {}) })),
  });
}
