'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Card, Spinner, Table } from 'react-bootstrap';
import type { Page } from '@/lib/contracts/pagination';
import { PaginationBar } from './pagination-bar';
import { SortHeader } from './sort-header';

/** A list as a table sees it: the page query, the sort, and the URL setter of useListParams. */
export interface ListView<T> {
  query: { data?: Page<T>; isLoading: boolean; isFetching: boolean };
  sort: string;
  set: (patch: { page?: number; limit?: number; sort?: string }) => void;
}

/** A column header that sorts the list through the URL. */
export function SortColumn({ list, column, label, className }: { list: ListView<unknown>; column: string; label: string; className?: string }) {
  return <SortHeader column={column} label={label} sort={list.sort} onSort={(sort) => list.set({ sort })} className={className} />;
}

interface DataTableProps<T> {
  list: ListView<T>;
  /** search box and filter selects above the table */
  filters?: ReactNode;
  /** the header cells */
  head: ReactNode;
  /** how many columns the loading and empty rows span */
  columns: number;
  /** one table row per item */
  row: (item: T) => ReactNode;
}

/** A list's card: filters, a sortable table with loading and empty states, and the pagination bar. */
export function DataTable<T>({ list, filters, head, columns, row }: DataTableProps<T>) {
  const t = useTranslations('list');
  const { data, isLoading, isFetching } = list.query;
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body>
        {filters}
        <div className="table-responsive">
          <Table hover className="align-middle mb-0" aria-busy={isFetching}>
            <thead className="text-nowrap">
              <tr>{head}</tr>
            </thead>
            <tbody>
              {isLoading && (
                <tr>
                  <td colSpan={columns} className="text-center py-5">
                    <Spinner size="sm" className="me-2" />
                    {t('loading')}
                  </td>
                </tr>
              )}
              {data?.items.length === 0 && (
                <tr>
                  <td colSpan={columns} className="text-center text-body-secondary py-5">
                    {t('empty')}
                  </td>
                </tr>
              )}
              {data?.items.map(row)}
            </tbody>
          </Table>
        </div>
        {data && <PaginationBar page={data.page} limit={data.limit} total={data.total} onPage={(page) => list.set({ page })} onLimit={(limit) => list.set({ limit })} />}
      </Card.Body>
    </Card>
  );
}
