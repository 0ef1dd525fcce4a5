'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { PROMOTION_METHODS, PromotionMethod } from '@/lib/books/promotions';
import type { Promotion } from '@/lib/contracts/promotions';
import { INVOICE_KIND_IDS } from '@/lib/enums/invoices';
import { PROMOTION_STATUSES, PromotionStatus, promotionStatusOn } from '@/lib/enums/promotions';
import { formatDay, formatVnd, todayIn } from '@/lib/format';

/** The translation key of each method (a message key holds no `#`). */
export const METHOD_KEYS = {
  [PromotionMethod.INVOICE_DISCOUNT]: 'invoiceDiscount',
  [PromotionMethod.INVOICE_GIFT]: 'invoiceGift',
  [PromotionMethod.PRODUCT_GIFT]: 'productGift',
} as const;

const STATUS_COLOURS = { [PromotionStatus.RUNNING]: 'success', [PromotionStatus.UPCOMING]: 'info', [PromotionStatus.ENDED]: 'secondary', [PromotionStatus.INACTIVE]: 'secondary' } as const;

/** The names of the methods, statuses and invoice kinds, as options of a select or checkboxes. */
export function usePromotionOptions() {
  const t = useTranslations('promotions');
  return {
    methods: PROMOTION_METHODS.map((m) => ({ value: m, label: t(`methods.${METHOD_KEYS[m]}`) })),
    statuses: PROMOTION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
    kinds: INVOICE_KIND_IDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })),
  };
}

/** Where the promotion stands today on the shop's clock: running, upcoming, ended or switched off. */
export function PromotionStatusBadge({ promotion }: { promotion: Promotion }) {
  const t = useTranslations('promotions');
  const status = promotionStatusOn(promotion, todayIn(useTimeZone()));
  return <Badge bg={STATUS_COLOURS[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** Its days as dd/MM/yyyy – dd/MM/yyyy, or from its first day with no end. */
export function PromotionPeriod({ promotion: p }: { promotion: Promotion }) {
  const t = useTranslations('promotions');
  return (
    <span className="text-nowrap">
      {formatDay(p.startsOn)} – {p.endsOn ? formatDay(p.endsOn) : t('noEnd')}
    </span>
  );
}

/** What it gives, in a line: "Giảm 10%, tối đa 100.000 ₫ · hóa đơn từ 500.000 ₫", "Mua 3 túi … · Tặng 1 gói …". */
export function PromotionBenefit({ promotion: p }: { promotion: Promotion }) {
  const t = useTranslations('promotions.benefits');
  const product = (ref: Promotion['giftProduct'], quantity: number | null, key: 'gift' | 'buy') => (ref ? t(key, { quantity: quantity ?? 0, unit: ref.unit, product: ref.name }) : null);
  const parts =
    p.method === PromotionMethod.INVOICE_DISCOUNT
      ? [p.discountPercent !== null ? (p.discountCap !== null ? t('percentCapped', { percent: p.discountPercent, cap: formatVnd(p.discountCap) }) : t('percent', { percent: p.discountPercent })) : t('amount', { amount: formatVnd(p.discountAmount ?? 0) })]
      : [product(p.buyProduct, p.buyQuantity, 'buy'), product(p.giftProduct, p.giftQuantity, 'gift')];
  if (p.minSubtotal > 0) parts.push(t('minSubtotal', { amount: formatVnd(p.minSubtotal) }));
  return <>{parts.filter(Boolean).join(' · ')}</>;
}
