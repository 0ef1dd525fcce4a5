'use client';

import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';

/**
 * "Ngừng sử dụng" after a record's name, or `label` instead. The space before it keeps the name and
 * the badge two words for a screen reader ("Đỗ Thành Long Ngừng sử dụng").
 */
export function InactiveBadge({ label, large = false }: { label?: string; large?: boolean }) {
  const t = useTranslations('list');
  return (
    <>
      {' '}
      <Badge bg="secondary" className={large ? 'ms-1 fs-6 align-middle' : 'ms-1'}>
        {label ?? t('inactive')}
      </Badge>
    </>
  );
}
