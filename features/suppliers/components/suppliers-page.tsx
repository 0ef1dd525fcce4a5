'use client';

import { useTranslations } from 'next-intl';
import { CataloguePage } from '@/components/list/catalogue-page';
import { InactiveBadge } from '@/components/ui/inactive-badge';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { supplierKeys } from '@/entities/suppliers/supplier-keys';
import type { Supplier } from '@/lib/contracts/suppliers';
import { useRouter } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { useHasPermission } from '@/lib/use-permission';
import { SUPPLIER_LIST_FILTERS, suppliersQuery } from '../api/list-suppliers';

// dialogs load with their form code when first opened, not with the page
const SupplierFormModal = lazyDialog(() => import('@/entities/suppliers/supplier-form-modal').then((m) => m.SupplierFormModal));

/** The bank account to pay a supplier into, or its bank's name alone. */
function BankCell({ supplier: s }: { supplier: Supplier }) {
  if (!s.accountNumber) return <>{s.bankName ?? '-'}</>;
  return (
    <>
      <div>
        {s.bankName}
        {s.bankBranch && <span className="text-body-secondary"> · {s.bankBranch}</span>}
      </div>
      <div className="font-monospace">{s.accountNumber}</div>
      {s.accountName && <div className="text-body-secondary">{s.accountName}</div>}
    </>
  );
}

/**
 * Nhà cung cấp (SUPPLIER_VIEW_DETAILS): name, alias, address, phone and bank account. SUPPLIER_CREATE
 * adds, imports, edits and deletes (SPEC §6 names no other supplier permission).
 */
export function SuppliersPage({ shopId }: { shopId: string }) {
  const t = useTranslations('suppliers');
  const canManage = useHasPermission('SUPPLIER_CREATE');
  const canExport = useHasPermission('CATALOGUE_EXPORT');
  const router = useRouter();

  return (
    <CataloguePage
      title={t('title')}
      catalogue="suppliers"
      filterKeys={SUPPLIER_LIST_FILTERS}
      query={(request) => suppliersQuery(shopId, request)}
      invalidates={[supplierKeys.all]}
      may={{ create: canManage, edit: canManage, remove: canManage, import: canManage, export: canExport }}
      create={{ label: t('create') }}
      filters={[{ kind: 'search', key: 'search', placeholder: t('searchPlaceholder') }]}
      columns={[
        { label: t('fields.name'), sort: 'name', className: 'fw-semibold', cell: (s) => <>{s.name}{!s.isActive && <InactiveBadge />}</> },
        { label: t('fields.alias'), sort: 'alias', cell: (s) => s.alias },
        { label: t('fields.address'), className: 'cell-address', cell: (s) => s.address },
        { label: t('fields.phone'), className: 'text-nowrap', cell: (s) => s.phone },
        { label: t('fields.bank'), className: 'small', cell: (s) => <BankCell supplier={s} /> },
      ]}
      view={(s) => router.push(shopPath(shopId, `/suppliers/${s.id}`))}
      form={(supplier, close) => <SupplierFormModal supplier={supplier} onClose={close} />}
    />
  );
}
