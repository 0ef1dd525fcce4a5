'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { PageHeader } from './page-header';

/** A detail page's title with a link back to its list and the page's actions. */
export function DetailHeader({ title, backHref, children }: { title: ReactNode; backHref: string; children?: ReactNode }) {
  const t = useTranslations('list');
  return (
    <>
      <Link href={backHref} className="d-inline-flex align-items-center gap-1 mb-2 text-decoration-none small">
        <i className="bi bi-arrow-left" aria-hidden="true" />
        {t('backToList')}
      </Link>
      <PageHeader title={title}>{children}</PageHeader>
    </>
  );
}
