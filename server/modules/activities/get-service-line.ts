import { eq } from 'drizzle-orm';
import type { ServiceLine } from '@/lib/contracts/activities';
import type { DbOrTx } from '../../db/client';
import { activityServices } from '../../db/schema/activities';
import { users } from '../../db/schema/users';

type LineRow = typeof activityServices.$inferSelect;

export function toServiceLine(line: LineRow, performerName: string | null): ServiceLine {
  return {
    id: line.id,
    serviceId: line.serviceId,
    serviceGroup: line.serviceGroup,
    name: line.name,
    unit: line.unit,
    quantity: line.quantity,
    price: line.price,
    status: line.status,
    performer: line.performerId && performerName !== null ? { id: line.performerId, name: performerName } : null,
    result: line.result,
    startedAt: line.startedAt?.toISOString() ?? null,
    completedAt: line.completedAt?.toISOString() ?? null,
  };
}

/** One service line as answers show it (its shop checked by the caller). */
export async function getServiceLine(db: DbOrTx, lineId: string): Promise<ServiceLine> {
  const [row] = await db
    .select({ line: activityServices, performerName: users.name })
    .from(activityServices)
    .leftJoin(users, eq(users.id, activityServices.performerId))
    .where(eq(activityServices.id, lineId));
  return toServiceLine(row.line, row.performerName);
}
