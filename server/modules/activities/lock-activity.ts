import { eq, sql } from 'drizzle-orm';
import { ActivityStatus } from '@/lib/enums/activities';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { findInShop } from '../../db/sql/find-in-shop';
import { AppError } from '../../core/app-error';

export type ActivityRow = typeof activities.$inferSelect;

/** 409 naming the status the activity is in now (someone else moved it, or the move is not allowed from there). */
export const activityConflict = (key: string, status: number) => new AppError('Conflict', key, [], { status });

/**
 * The activity, locked until the transaction ends. With `version` (what the caller saw), a change
 * made meanwhile is a 409 with the current status: of two staff acting at once, exactly one wins.
 */
export async function lockActivity(db: DbOrTx, input: { shopId: string; activityId: string; version?: number }): Promise<ActivityRow> {
  const row = await findInShop(db, activities, { shopId: input.shopId, id: input.activityId, forUpdate: true }, 'errors.activityNotFound');
  if (input.version !== undefined && input.version !== row.version) throw activityConflict('errors.activityChanged', row.status);
  return row;
}

/** Draft and waiting activities may still be edited or deleted (DESIGN §4); the others only move by their transitions. */
export const isPending = (status: number) => status === ActivityStatus.DRAFT || status === ActivityStatus.WAITING;

/** Marks a change: the version grows, so an edit made on what was there before is refused. */
export async function touchActivity(db: DbOrTx, activityId: string, changes: Partial<typeof activities.$inferInsert> = {}): Promise<void> {
  await db
    .update(activities)
    .set({ ...changes, version: sql`${activities.version} + 1`, updatedAt: sql`now()` })
    .where(eq(activities.id, activityId));
}
