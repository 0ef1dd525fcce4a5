'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Card, Spinner, Table } from 'react-bootstrap';
import type { Page } from '@/lib/contracts/pagination';
import { PaginationBar } from '../ui/pagination-bar';
import { type RowAction, RowActions } from '../ui/row-actions';
import { SortHeader } from '../ui/sort-header';
import { FilterBar, type FilterSpec, type FilterState } from './filter-bar';

/** A list as a table sees it: the page query, the sort, and the URL setter of useListParams. */
export interface ListView<T> {
  query: { data?: Page<T>; isLoading: boolean; isFetching: boolean };
  sort: string;
  set: (patch: { page?: number; limit?: number; sort?: string }) => void;
}

/** One column: its header, the list's sort field when it sorts, and its cell. */
export interface Column<T> {
  label: ReactNode;
  /** the `sort=` field of the list, when the header sorts by this column */
  sort?: string;
  /** classes of the header and the cells (text-end for amounts, text-nowrap…) */
  className?: string;
  cell: (item: T) => ReactNode;
  /** classes a cell takes from its item (a debt in red) */
  cellClassName?: (item: T) => string | undefined;
}

interface DataTableProps<T extends { id: string }, K extends string> {
  /** the list and its URL filters, from useListView */
  view: { list: ListView<T>; params: FilterState<K> };
  /** the search box and filters above the table */
  filters?: FilterSpec<K>[];
  /** the columns; a `false` entry (a column the user may not see) is left out */
  columns: Array<Column<T> | false>;
  /** the "…" menu of a row, with its accessible name; no menu column without it */
  actions?: { name: (item: T) => string; of: (item: T) => RowAction[] };
  /** a row shown dimmed, as an inactive record */
  inactive?: (item: T) => boolean;
  /** let the headers wrap (a wide table whose row menu must stay in view) */
  wrapHeaders?: boolean;
  /** the table's name for screen readers, when the page shows more than one table */
  caption?: string;
}

const join = (...classes: Array<string | undefined | false>) => classes.filter(Boolean).join(' ') || undefined;

/** A list's card: filters, a sortable table with loading and empty states, and the pagination bar. */
export function DataTable<T extends { id: string }, K extends string>({ view, filters, columns, actions, inactive, wrapHeaders, caption }: DataTableProps<T, K>) {
  const t = useTranslations('list');
  const { list } = view;
  const { data, isLoading, isFetching } = list.query;
  const shown = columns.filter((c): c is Column<T> => c !== false);
  const span = shown.length + (actions ? 1 : 0);
  const placeholder = (content: ReactNode, className: string) => (
    <tr>
      <td colSpan={span} className={`text-center py-5 ${className}`}>
        {content}
      </td>
    </tr>
  );
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body>
        {filters && <FilterBar params={view.params} filters={filters} />}
        <div className="table-responsive">
          <Table hover className="align-middle mb-0" aria-busy={isFetching}>
            {caption && <caption className="visually-hidden">{caption}</caption>}
            <thead className={wrapHeaders ? undefined : 'text-nowrap'}>
              <tr>
                {shown.map((c, i) =>
                  c.sort ? (
                    <SortHeader key={i} column={c.sort} label={String(c.label)} sort={list.sort} onSort={(sort) => list.set({ sort })} className={c.className} />
                  ) : (
                    <th key={i} scope="col" className={c.className}>
                      {c.label}
                    </th>
                  ),
                )}
                {actions && (
                  <th scope="col" className="text-end">
                    {t('actions')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {isLoading &&
                placeholder(
                  <>
                    <Spinner size="sm" className="me-2" />
                    {t('loading')}
                  </>,
                  '',
                )}
              {data?.items.length === 0 && placeholder(t('empty'), 'text-body-secondary')}
              {data?.items.map((item) => (
                <tr key={item.id} className={inactive?.(item) ? 'row-inactive' : undefined}>
                  {shown.map((c, i) => (
                    <td key={i} className={join(c.className, c.cellClassName?.(item))}>
                      {c.cell(item)}
                    </td>
                  ))}
                  {actions && (
                    <td className="text-end">
                      <RowActions name={actions.name(item)} actions={actions.of(item)} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
        {data && <PaginationBar page={data.page} limit={data.limit} total={data.total} onPage={(page) => list.set({ page })} onLimit={(limit) => list.set({ limit })} />}
      </Card.Body>
    </Card>
  );
}
