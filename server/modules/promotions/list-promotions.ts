import { and, eq, gt, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Page } from '@/lib/contracts/pagination';
import type { Promotion, PromotionListQuery } from '@/lib/contracts/promotions';
import { PromotionStatus } from '@/lib/enums/promotions';
import { todayIn } from '@/lib/format';
import type { DbOrTx } from '../../db/client';
import { promotions } from '../../db/schema/promotions';
import { containsPattern, foldSql } from '../../db/sql/fold';
import { listPlan, readPage } from '../../db/sql/list-plan';
import { selectPromotions, toPromotionResponse } from './promotion-select';

const SORT_COLUMNS = { code: promotions.code, name: promotions.name, startsOn: promotions.startsOn, endsOn: promotions.endsOn, usageCount: promotions.usageCount, createdAt: promotions.createdAt };

/** The promotions of a status on the shop's day `today` (lib/enums/promotions.ts promotionStatusOn). */
function withStatus(status: PromotionStatus, today: string): SQL {
  const on = eq(promotions.isActive, true);
  switch (status) {
    case PromotionStatus.INACTIVE:
      return eq(promotions.isActive, false);
    case PromotionStatus.UPCOMING:
      return and(on, gt(promotions.startsOn, today))!;
    case PromotionStatus.ENDED:
      return and(on, lte(promotions.startsOn, today), isNotNull(promotions.endsOn), lt(promotions.endsOn, today))!;
    case PromotionStatus.RUNNING:
      return and(on, lte(promotions.startsOn, today), sql`(${promotions.endsOn} is null or ${promotions.endsOn} >= ${today})`)!;
  }
}

/**
 * The shop's promotions, newest first: by status on the shop's day and by method, found by code or
 * name without regard to accents or case (a shop has a handful, so a folded LIKE serves).
 */
export function listPromotions(db: DbOrTx, input: { shopId: string; timeZone: string; query: PromotionListQuery }): Promise<Page<Promotion>> {
  const { query } = input;
  const plan = listPlan({
    table: promotions,
    shopId: input.shopId,
    query,
    sortColumns: SORT_COLUMNS,
    defaultSort: { field: 'createdAt', dir: 'desc' },
    filters: [query.status ? withStatus(query.status, todayIn(input.timeZone)) : undefined, query.method ? eq(promotions.method, query.method) : undefined],
    search: { where: (text) => or(sql`${foldSql(promotions.code)} like ${containsPattern(text)}`, sql`${foldSql(promotions.name)} like ${containsPattern(text)}`)! },
  });
  return readPage(db, plan, query, selectPromotions(db), toPromotionResponse);
}
