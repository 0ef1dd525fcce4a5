'use client';

import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';

export function PrintButton() {
  const t = useTranslations('common');
  return (
    <Button variant="outline-primary" onClick={() => window.print()}>
      <i className="bi bi-printer me-2" aria-hidden="true" />
      {t('print')}
    </Button>
  );
}
