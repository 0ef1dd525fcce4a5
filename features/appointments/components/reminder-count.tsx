'use client';

import { useTranslations } from 'next-intl';
import { Alert } from 'react-bootstrap';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { useReminderCount } from '../api/appointments';

/** Home's line of reminders to call about (overdue and the coming week, not called yet), opening them on the schedule. */
export function ReminderCount({ shopId }: { shopId: string }) {
  const t = useTranslations('appointments.reminders');
  const { data: count } = useReminderCount(shopId);
  if (count === undefined) return null;
  return (
    <Alert variant={count > 0 ? 'info' : 'light'} className="d-flex align-items-center gap-2 py-2 border">
      <i className="bi bi-bell" aria-hidden="true" />
      <span>{t('homeCount', { count })}</span>
      {count > 0 && (
        <Link href={`${shopPath(shopId, '/schedule')}?view=reminders`} className="ms-auto">
          {t('homeOpen')}
        </Link>
      )}
    </Alert>
  );
}
