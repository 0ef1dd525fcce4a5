'use client';

import { useFormatter } from 'next-intl';
import { formatVnd } from '@/lib/format';

/** How the statistics write their figures: money as 1.234.000 ₫, counts and shares in the screen's language. */
export function useFigureFormat() {
  const format = useFormatter();
  return {
    money: formatVnd,
    count: (n: number) => format.number(n),
    /** a value axis' short money (1,2 Tr) */
    axisMoney: (n: number) => format.number(n, { notation: 'compact', maximumFractionDigits: 1 }),
    percent: (ratio: number) => format.number(ratio, { style: 'percent', maximumFractionDigits: 1 }),
  };
}
