'use client';

import { useFormatter, useTranslations } from 'next-intl';

/**
 * The words the report's tables share: a business line (an invoice kind, labelled as the sales
 * history labels it), a VAT key (as the shop's VAT settings), a voucher category and method (as the
 * cash book), a margin in percent, and a VAT rate.
 */
export function useReportLabels() {
  const ti = useTranslations('invoices');
  const tc = useTranslations('common');
  const t = useTranslations('financial-reports');
  const format = useFormatter();
  return {
    kind: (kind: number) => ti(`kinds.${kind}` as 'kinds.6'),
    vatKey: (key: string) => tc(`shopCard.vatLines.${key}` as 'shopCard.vatLines.sale'),
    category: (category: string) => tc(`voucherCategories.${category}` as 'voucherCategories.SALES'),
    method: (method: string) => tc(`paymentMethods.${method}` as 'paymentMethods.CASH'),
    /** gross profit over revenue, two decimals at most; a dash without revenue */
    margin: (margin: number | null) => (margin === null ? t('results.noMargin') : format.number(margin / 100, { style: 'percent', maximumFractionDigits: 2 })),
    /** a rate as the invoice prints it: 8%, or KCT with its meaning for those who hover or listen */
    rate: (percent: number | null) =>
      percent === null ? (
        <abbr title={t('vat.exempt')}>
          {ti('lines.vatExempt')}
        </abbr>
      ) : (
        ti('lines.vatPercent', { percent })
      ),
    /** a rate as plain text, for a column's header */
    rateText: (percent: number | null) => (percent === null ? ti('lines.vatExempt') : ti('lines.vatPercent', { percent })),
  };
}
