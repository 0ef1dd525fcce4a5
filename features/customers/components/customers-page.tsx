'use client';

import { useTranslations } from 'next-intl';
import { CataloguePage } from '@/components/list/catalogue-page';
import { InactiveBadge } from '@/components/ui/inactive-badge';
import { lazyDialog } from '@/components/ui/on-demand-dialog';
import { customerKeys } from '@/entities/customers/customer-keys';
import { petKeys } from '@/entities/pets/pet-keys';
import type { Customer } from '@/lib/contracts/customers';
import { formatVnd } from '@/lib/format';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { useHasPermission } from '@/lib/use-permission';
import { CUSTOMER_LIST_FILTERS, customersQuery } from '../api/list-customers';

// dialogs load with their form code when first opened, not with the page
const CustomerFormModal = lazyDialog(() => import('@/entities/customers/customer-form-modal').then((m) => m.CustomerFormModal));

/**
 * Khách hàng: name (to the detail page), phone, address, pets and debt. Every shop role looks up,
 * adds and edits customers (CUSTOMER_VIEW_DETAILS); deleting one, with their pets, is
 * CUSTOMER_DELETE and the Excel export CATALOGUE_EXPORT.
 */
export function CustomersPage({ shopId }: { shopId: string }) {
  const t = useTranslations('customers');
  const router = useRouter();
  const canDelete = useHasPermission('CUSTOMER_DELETE');
  const canExport = useHasPermission('CATALOGUE_EXPORT');
  const detail = (c: Customer) => shopPath(shopId, `/customers/${c.id}`);

  return (
    <CataloguePage
      title={t('title')}
      catalogue="customers"
      filterKeys={CUSTOMER_LIST_FILTERS}
      query={(request) => customersQuery(shopId, request)}
      // a deleted customer takes their pets with them
      invalidates={[customerKeys.all, petKeys.all]}
      may={{ create: true, edit: true, remove: canDelete, import: true, export: canExport }}
      create={{ label: t('create'), icon: 'person-plus' }}
      filters={[
        { kind: 'search', key: 'search', placeholder: t('searchPlaceholder'), cols: { md: 8 } },
        { kind: 'switch', key: 'withDebt', label: t('withDebt'), cols: { md: 4 } },
      ]}
      columns={[
        {
          label: t('fields.name'),
          sort: 'name',
          className: 'text-nowrap',
          cell: (c) => (
            <>
              <Link href={detail(c)} className="fw-semibold text-decoration-none">
                {c.name}
              </Link>
              {!c.isActive && <InactiveBadge />}
            </>
          ),
        },
        { label: t('fields.phone'), sort: 'phone', className: 'text-nowrap', cell: (c) => c.phone ?? '-' },
        { label: t('fields.address'), className: 'cell-address', cell: (c) => c.address ?? '-' },
        { label: t('fields.petsCount'), className: 'text-end', cell: (c) => c.petsCount },
        { label: t('fields.debt'), className: 'text-end text-nowrap', cellClassName: (c) => (c.debt > 0 ? 'text-danger fw-semibold' : undefined), cell: (c) => formatVnd(c.debt) },
      ]}
      view={(c) => router.push(detail(c))}
      form={(customer, close) => <CustomerFormModal customer={customer} onClose={close} />}
    />
  );
}
