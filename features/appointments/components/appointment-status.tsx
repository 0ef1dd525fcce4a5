'use client';

import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';

/** The calendar's colours, as badges: scheduled blue, confirmed green, arrived amber, done grey, canceled and missed pale. */
const LOOK: Record<number, { bg: string; text?: 'dark' }> = {
  1: { bg: 'primary' },
  2: { bg: 'success' },
  3: { bg: 'warning', text: 'dark' },
  4: { bg: 'secondary' },
  5: { bg: 'light', text: 'dark' },
  6: { bg: 'light', text: 'dark' },
};

export function AppointmentStatusBadge({ status }: { status: number }) {
  const t = useTranslations('appointments');
  return (
    <Badge bg={LOOK[status]?.bg ?? 'secondary'} text={LOOK[status]?.text}>
      {t(`status.${status}`)}
    </Badge>
  );
}
