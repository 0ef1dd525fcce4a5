'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DetailHeader } from '@/components/ui/detail-header';
import { ImportStatusBadge } from '@/entities/product-imports/import-status-badge';
import type { ProductImport } from '@/lib/contracts/product-imports';
import { ImportStatus } from '@/lib/enums/product-imports';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';

/**
 * An import page's title — "Phiếu nhập mới", or its code (struck through once voided) with its
 * status — the way back to the list, "In phiếu" for a saved import, and the page's own actions.
 */
export function ImportPageHeader({ shopId, record, children }: { shopId: string; record?: ProductImport; children?: ReactNode }) {
  const t = useTranslations('product-imports');
  const title = record ? (
    <>
      <span className={record.status === ImportStatus.VOIDED ? 'text-decoration-line-through' : undefined}>{t('importTitle', { code: record.code })}</span>{' '}
      <span className="fs-6 align-middle">
        <ImportStatusBadge status={record.status} />
      </span>
    </>
  ) : (
    t('newTitle')
  );
  return (
    <DetailHeader title={title} backHref={shopPath(shopId, '/product-imports')}>
      {record && (
        // the same tab: the way back is the browser's, and the mock API's world (dev:mock) stays loaded
        <Link href={shopPath(shopId, `/print/product-imports/${record.id}`)} className="btn btn-outline-secondary">
          <i className="bi bi-printer me-2" aria-hidden="true" />
          {t('view.print')}
        </Link>
      )}
      {children}
    </DetailHeader>
  );
}
