import type { PromotionRule } from '../books/promotions';

// Where a promotion stands on a day of the shop (issue 18 §5): switched off, not begun, running, or
// over. The list's status filter, its badges and the mock API read it alike; a running one is what
// checkout may apply (lib/books/promotions.ts isRunning, the invoice kind aside).
export const PromotionStatus = { RUNNING: 'running', UPCOMING: 'upcoming', ENDED: 'ended', INACTIVE: 'inactive' } as const;
export type PromotionStatus = (typeof PromotionStatus)[keyof typeof PromotionStatus];
export const PROMOTION_STATUSES = Object.values(PromotionStatus);

/** The status of a promotion on `day` (yyyy-MM-dd): switched off first, then by its days, both ends included. */
export function promotionStatusOn(p: Pick<PromotionRule, 'isActive' | 'startsOn' | 'endsOn'>, day: string): PromotionStatus {
  if (!p.isActive) return PromotionStatus.INACTIVE;
  if (day < p.startsOn) return PromotionStatus.UPCOMING;
  if (p.endsOn !== null && p.endsOn < day) return PromotionStatus.ENDED;
  return PromotionStatus.RUNNING;
}
