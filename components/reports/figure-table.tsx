'use client';

import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import { formatVnd } from '@/lib/format';

/** One line of a report's table: its label (the row's header) and its figures. */
export interface FigureRow {
  key: string;
  /** what the line is: a day, a branch, a service, a figure of the financial report */
  label: ReactNode;
  /** a number is money in đồng, written as such; anything else (a count, a share, a rate) is shown as given */
  values: Array<number | ReactNode>;
  /** a result line (gross profit, net profit) in bold */
  strong?: boolean;
  /** a part of the line above (an expense category under the expenses) */
  indent?: boolean;
}

interface FigureTableProps {
  /** the table's name */
  caption: string;
  /**
   * The table fills a card whose heading already shows its name (a chart's table view, the
   * statistics' branches): the caption is for screen readers only, no margin under the table, and
   * the row under the pointer is highlighted to help read a wide one across. Otherwise the caption
   * is shown above the table, one of a report's tables set one under another.
   */
  captionHidden?: boolean;
  /** the header of the labels' column */
  head: ReactNode;
  /** the headers of the figures' columns */
  columns: ReactNode[];
  rows: FigureRow[];
  /** the totals' line, in the footer and in bold */
  foot?: Omit<FigureRow, 'key' | 'strong'>;
}

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ') || undefined;

// Money is formatted here, not by the callers, so a negative figure is still a number to colour.
const shown = (value: number | ReactNode) => (typeof value === 'number' ? formatVnd(value) : value);

function Line({ row }: { row: Omit<FigureRow, 'key'> }) {
  const weight = row.strong ? 'fw-semibold' : 'fw-normal';
  return (
    <tr className={row.strong ? 'fw-semibold' : undefined}>
      <th scope="row" className={classes(weight, row.indent && 'ps-4')}>
        {row.label}
      </th>
      {row.values.map((value, i) => (
        <td key={i} className={classes('text-end text-nowrap', typeof value === 'number' && value < 0 && 'text-danger')}>
          {shown(value)}
        </td>
      ))}
    </tr>
  );
}

/**
 * Figures as a table, for the statistics' charts and the financial report (screen and print alike):
 * labelled lines with their figures right-aligned, a negative sum of money in red, and a totals line
 * in the footer.
 */
export function FigureTable({ caption, captionHidden = false, head, columns, rows, foot }: FigureTableProps) {
  return (
    <div className={classes('table-responsive', !captionHidden && 'mb-3')}>
      <Table size="sm" hover={captionHidden} className="align-middle mb-0">
        <caption className={captionHidden ? 'visually-hidden' : 'caption-top fw-semibold text-body'}>{caption}</caption>
        <thead className="text-nowrap">
          <tr>
            <th scope="col">{head}</th>
            {/* column headers may repeat (two branches of one name): keyed by place */}
            {columns.map((column, i) => (
              <th key={i} scope="col" className="text-end">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, ...row }) => (
            <Line key={key} row={row} />
          ))}
        </tbody>
        {foot && (
          <tfoot className="fw-semibold">
            <Line row={{ ...foot, strong: true }} />
          </tfoot>
        )}
      </Table>
    </div>
  );
}
