'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Spinner } from 'react-bootstrap';
import type { ProductImport } from '@/lib/contracts/product-imports';
import { ImportStatus } from '@/lib/enums/product-imports';
import { useRouter } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { useProductImport } from '../api/get-product-import';
import { ImportForm } from './import-form';
import { ImportView } from './import-view';

/** A saved import: a draft opens editable, any other read-only. */
function SavedImport({ shopId, importId }: { shopId: string; importId: string }) {
  const tl = useTranslations('list');
  const { data, isLoading } = useProductImport(shopId, importId);
  if (!data) return <div className="text-center py-5">{isLoading && <Spinner size="sm" aria-label={tl('loading')} />}</div>;
  if (data.status === ImportStatus.DRAFT) return <ImportForm key={data.id} shopId={shopId} draft={data} />;
  return <ImportView shopId={shopId} record={data} />;
}

/**
 * /product-imports/new and /product-imports/{id}. Once a new import is saved, its own address
 * replaces /new, and the page shows it as saved (from the answer, without asking again).
 */
export function ProductImportPage({ shopId, importId }: { shopId: string; importId?: string }) {
  const router = useRouter();
  const [savedId, setSavedId] = useState(importId);
  const saved = (record: ProductImport) => {
    setSavedId(record.id);
    router.replace(shopPath(shopId, `/product-imports/${record.id}`));
  };
  return savedId ? <SavedImport shopId={shopId} importId={savedId} /> : <ImportForm shopId={shopId} onSaved={saved} />;
}
