'use client';

import { useTranslations } from 'next-intl';

/** A column header that sorts by `column`: ascending, then descending. */
export function SortHeader({ column, label, sort, onSort, className }: { column: string; label: string; sort: string; onSort: (sort: string) => void; className?: string }) {
  const t = useTranslations('list');
  const [field, dir] = sort.split(':');
  const active = field === column;
  const next = active && dir !== 'desc' ? `${column}:desc` : `${column}:asc`;
  return (
    <th scope="col" className={className} aria-sort={active ? (dir === 'desc' ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className="btn btn-link p-0 text-reset fw-semibold text-decoration-none" onClick={() => onSort(next)} aria-label={t('sortBy', { column: label })}>
        {label}
        <i className={`bi ms-1 bi-${active ? (dir === 'desc' ? 'sort-down' : 'sort-up') : 'arrow-down-up opacity-25'}`} aria-hidden="true" />
      </button>
    </th>
  );
}
