'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { shopPath } from '@/lib/paths';

/** Opens the customer display in a window of its own, to drag onto the screen facing the customer. */
export function CustomerDisplayButton({ shopId }: { shopId: string }) {
  const t = useTranslations('counter.display');
  const locale = useLocale();
  const openDisplay = () => window.open(`/${locale}${shopPath(shopId, '/counter-display')}`, `pawdesk-display-${shopId}`, 'popup,width=1024,height=768');
  return (
    <Button size="sm" variant="outline-secondary" className="mb-2" onClick={openDisplay}>
      <i className="bi bi-display me-1" aria-hidden="true" />
      {t('open')}
    </Button>
  );
}
