import { eq } from 'drizzle-orm';
import type { StayDaysRule } from '@/lib/books/stay-days';
import type { DbOrTx } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { shops } from '../../db/schema/shops';
import type { ActivityActor } from '../activities/create-activity';
import { stayDaysRule } from './stay-row';

/** Who acts on a stay at the desk, and when (now unless the demo's history says otherwise). */
export type StayActor = ActivityActor & { at?: Date };

/** The shop's rule for counting days, read as it is now. */
export async function stayDaysRuleOf(db: DbOrTx, shopId: string): Promise<StayDaysRule> {
  const [shop] = await db.select({ timeZone: shops.timeZone, lateCheckOutAfter: shops.lateCheckOutAfter }).from(shops).where(eq(shops.id, shopId));
  return stayDaysRule(shop);
}

/** The stay's activity's version now: the stay, locked first, is what the desk acted on. */
export async function activityVersion(db: DbOrTx, activityId: string): Promise<number> {
  const [{ version }] = await db.select({ version: activities.version }).from(activities).where(eq(activities.id, activityId));
  return version;
}
