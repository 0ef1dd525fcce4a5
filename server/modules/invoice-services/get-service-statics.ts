import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ServiceStatics } from '@/lib/contracts/statics';
import { ActivityStatus } from '@/lib/enums/activities';
import { SERVICE_QUEUE_GROUPS } from '@/lib/enums/services';
import type { DbOrTx } from '../../db/client';
import { activities, activityServices } from '../../db/schema/activities';
import { startOfShopToday } from '../../db/sql/shop-days';

const OPEN_LINE = [ActivityStatus.WAITING, ActivityStatus.IN_PROGRESS];
const CLOSED_ACTIVITY = [ActivityStatus.COMPLETED, ActivityStatus.CANCELED];

/**
 * Sidebar badges (DESIGN §4): today's WAITING or IN_PROGRESS service lines per queue group, and
 * today's activities not yet COMPLETED or CANCELED.
 */
export async function getServiceStatics(db: DbOrTx, input: { shopId: string; timeZone: string }): Promise<ServiceStatics> {
  const today = startOfShopToday(input.timeZone);
  const [lines, [open]] = await Promise.all([
    db
      .select({ type: activityServices.serviceGroup, count: count() })
      .from(activityServices)
      .where(
        and(
          eq(activityServices.shopId, input.shopId),
          gte(activityServices.createdAt, today),
          inArray(activityServices.status, OPEN_LINE),
          inArray(activityServices.serviceGroup, SERVICE_QUEUE_GROUPS),
        ),
      )
      .groupBy(activityServices.serviceGroup),
    db
      .select({ count: count() })
      .from(activities)
      .where(and(eq(activities.shopId, input.shopId), gte(activities.createdAt, today), sql`${activities.status} not in (${sql.join(CLOSED_ACTIVITY, sql`, `)})`)),
  ]);
  const byGroup = new Map(lines.map((l) => [l.type, Number(l.count)]));
  return {
    services: SERVICE_QUEUE_GROUPS.map((type) => ({ type, count: byGroup.get(type) ?? 0 })),
    activities: Number(open?.count ?? 0),
  };
}
