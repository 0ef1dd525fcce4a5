'use client';

import { Badge } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DataTable, type ListView, SortColumn } from '@/components/ui/data-table';
import { RowActions } from '@/components/ui/row-actions';
import type { Product } from '@/lib/contracts/products';
import { formatVnd } from '@/lib/format';
import { InactiveBadge } from '@/components/ui/inactive-badge';

interface Props {
  list: ListView<Product>;
  filters: ReactNode;
  /** PRODUCT_UPDATE: edit and delete */
  canUpdate: boolean;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** Sản phẩm: code, barcode, name, group, unit, prices, stock on hand (read-only) and minimum with a low-stock badge. */
export function ProductsTable({ list, filters, canUpdate, onEdit, onDelete }: Props) {
  const t = useTranslations('products');
  const tc = useTranslations('common.productGroups');
  const tl = useTranslations('list');
  const head = (
    <>
      <SortColumn list={list} column="code" label={t('columns.code')} />
      <th scope="col">{t('fields.barcode')}</th>
      <SortColumn list={list} column="name" label={t('fields.name')} />
      <SortColumn list={list} column="group" label={t('columns.group')} />
      <th scope="col">
        <abbr title={t('fields.unit')} className="text-decoration-none">
          {t('columns.unit')}
        </abbr>
      </th>
      <SortColumn list={list} column="salePrice" label={t('fields.salePrice')} className="text-end" />
      <th scope="col" className="text-end">
        {t('columns.averageCost')}
      </th>
      <SortColumn list={list} column="stockOnHand" label={t('fields.stockOnHand')} className="text-end" />
      <th scope="col" className="text-end">
        {t('columns.minimumStock')}
      </th>
      {canUpdate && (
        <th scope="col" className="text-end">
          {tl('actions')}
        </th>
      )}
    </>
  );
  const row = (p: Product) => (
    <tr key={p.id} className={p.isActive ? undefined : 'row-inactive'}>
      <td className="text-nowrap font-monospace small">{p.code}</td>
      <td className="text-nowrap font-monospace small">{p.barcode ?? '-'}</td>
      <td className="fw-semibold">
        {p.name}
        {!p.isActive && <InactiveBadge />}
      </td>
      <td className="text-nowrap">{tc(String(p.group))}</td>
      <td>{p.unit}</td>
      <td className="text-end text-nowrap">{formatVnd(p.salePrice)}</td>
      <td className="text-end text-nowrap">{formatVnd(p.averageCost)}</td>
      <td className={`text-end ${p.isLowStock ? 'text-danger fw-semibold' : ''}`}>{p.stockOnHand}</td>
      <td className="text-end text-nowrap">
        {p.minimumStock}
        {p.isLowStock && (
          <div>
            <Badge bg="warning" text="dark">
              {t('lowStock')}
            </Badge>
          </div>
        )}
      </td>
      {canUpdate && (
        <td className="text-end">
          <RowActions
            name={p.name}
            actions={[
              { label: tl('edit'), onClick: () => onEdit(p) },
              { label: tl('delete'), onClick: () => onDelete(p), danger: true },
            ]}
          />
        </td>
      )}
    </tr>
  );
  return <DataTable list={list} filters={filters} head={head} columns={canUpdate ? 10 : 9} row={row} />;
}
