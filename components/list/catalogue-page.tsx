'use client';

import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDeleteRecord } from '@/lib/api/delete-record';
import type { SheetCatalogue } from '@/lib/api/spreadsheets';
import type { Page } from '@/lib/contracts/pagination';
import { useRecordDialog } from './use-record-dialog';
import { SheetActions } from '../spreadsheets/sheet-actions';
import { type Column, DataTable } from './data-table';
import type { FilterSpec } from './filter-bar';
import { ListPageHeader } from './list-page-header';
import { RecordDialogs } from './record-dialogs';
import { type ListRequest, useListView } from './use-list-view';
import { useRecordActions } from './use-record-actions';

type CatalogueRecord = { id: string; name: string; isActive: boolean };

interface CataloguePageProps<T extends CatalogueRecord, K extends string> {
  title: string;
  /** its /api/v1 path and spreadsheet routes, e.g. `products` */
  catalogue: SheetCatalogue;
  /** the filters kept in the URL, and the list's query options (features/<x>/api/list-x.ts) */
  filterKeys: readonly K[];
  query: (request: ListRequest<K>) => UseQueryOptions<Page<T>, Error, Page<T>, QueryKey>;
  /** what a delete makes stale (the catalogue's keys, and those of lists that count its records) */
  invalidates: QueryKey[];
  /** what the user may do here, from their permissions */
  may: { create: boolean; edit: boolean; remove: boolean; import: boolean; export: boolean };
  /** the "add" button's text and icon */
  create: { label: string; icon?: string };
  filters: FilterSpec<K>[];
  columns: Array<Column<T> | false>;
  /** a record's own page, when it has one */
  view?: (record: T) => void;
  /** the add form (no record) or the edit form of a record */
  form: (record: T | undefined, close: () => void) => ReactNode;
}

/**
 * A catalogue's list screen (customers, pets, services, products, suppliers): title with Excel
 * export and import and the "add" button, search and filters in the URL, the table with its row
 * menu (view, edit, delete), and the form and delete dialogs — each shown only to those who may.
 */
export function CataloguePage<T extends CatalogueRecord, K extends string>(props: CataloguePageProps<T, K>) {
  const { catalogue, may } = props;
  const view = useListView(props.filterKeys, props.query);
  const { values, list } = view;
  const { dialog, create, edit, remove, close } = useRecordDialog<T>();
  const actions = useRecordActions<T>({ view: props.view, edit: may.edit && edit, remove: may.remove && remove });
  const deletion = useDeleteRecord(`/${catalogue}`, props.invalidates);

  return (
    <section>
      <ListPageHeader title={props.title} create={may.create && { ...props.create, onClick: create }}>
        <SheetActions catalogue={catalogue} filters={{ ...values, sort: list.sort }} canExport={may.export} canImport={may.import} fieldsNamespace={`${catalogue}.fields`} />
      </ListPageHeader>
      <DataTable view={view} filters={props.filters} columns={props.columns} actions={actions} inactive={(r) => !r.isActive} />
      <RecordDialogs dialog={dialog} close={close} deletion={deletion} form={(record) => props.form(record, close)} />
    </section>
  );
}
