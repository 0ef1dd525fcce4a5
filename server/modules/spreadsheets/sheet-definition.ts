import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import type { Page } from '@/lib/contracts/pagination';
import type { DbOrTx } from '../../db/client';
import type { FieldIssue } from '../../core/app-error';

/** What a cell holds once read: exceljs' rich text, hyperlinks and dates already flattened. */
export type CellValue = string | number | boolean | Date | null;

/**
 * How a column's cells map to the contract's field:
 * text/phone/code keep text (a number typed into a text column comes back as text, see read-cell);
 * enum cells show a translated label (translation key in `label`) and accept it in either language or the raw value.
 */
export type ColumnKind =
  | { type: 'text' | 'phone' | 'number' | 'boolean' | 'date' }
  | { type: 'enum'; options: ReadonlyArray<{ value: number | string; label: string }> };

export interface SheetColumn<R> {
  /** the contract's field (and the key of row errors) */
  key: string;
  /** translation key of the header */
  label: string;
  kind: ColumnKind;
  /** export value; enum values are turned into their labels */
  value: (record: R) => CellValue;
  /** export-only columns (stock on hand, debt) are not read back */
  exportOnly?: boolean;
  /** must be present in an imported sheet */
  required?: boolean;
  width?: number;
  /** the template's example row */
  example?: CellValue;
}

/** A column whose values name one record of the shop (product code, customer phone). */
export interface UniqueColumn {
  key: string;
  table: PgTable;
  shopColumn: AnyPgColumn;
  column: AnyPgColumn;
  /** translation key of the row error when the value is taken */
  taken: string;
}

export interface ImportRow<I> {
  /** the row number people see in Excel */
  row: number;
  input: I;
}

/** One catalogue as a spreadsheet: its columns, contract, list and bulk insert. */
export interface CatalogueSheet<R, I, Q> {
  /** file name and sheet name, e.g. `products` */
  name: string;
  /** translation key of the sheet's title */
  title: string;
  columns: ReadonlyArray<SheetColumn<R>>;
  contract: ZodType<I>;
  unique: ReadonlyArray<UniqueColumn>;
  list: (db: DbOrTx, input: { shopId: string; query: Q }) => Promise<Page<R>>;
  /**
   * Turns cells into contract input before validation when a column refers to another record
   * (a pet's owner by phone); returns the issues of rows it could not resolve.
   */
  resolve?: (db: DbOrTx, shopId: string, rows: Array<{ row: number; values: Record<string, unknown> }>) => Promise<FieldIssue[]>;
  insert: (db: DbOrTx, by: { shopId: string; actorId: string }, rows: ReadonlyArray<ImportRow<I>>) => Promise<void>;
}
