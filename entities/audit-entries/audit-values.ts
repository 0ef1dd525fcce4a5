import { formatDateTime, formatDay, formatVnd } from '@/lib/format';

// How an audit entry's before and after values read (issue 21): the keys are the columns of the
// record's table (server/db/schema/*.ts), so money is told by the column's name, and days and
// instants by the shape of the text the server stored.

/** The columns holding integer đồng (DESIGN §3), across the tables the log names. */
const MONEY_FIELDS = new Set([
  'salePrice',
  'sellingPrice',
  'price',
  'unitPrice',
  'unitCost',
  'averageCost',
  'cost',
  'stockValue',
  'credit',
  'subtotal',
  'discount',
  'promotionDiscount',
  'discountAmount',
  'discountCap',
  'minSubtotal',
  'otherCosts',
  'vat',
  'total',
  'paid',
  'payNow',
  'changeGiven',
  'debt',
  'amount',
  'deposit',
]);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const GROUPED = new Intl.NumberFormat('vi-VN');

export type ValueWords = { yes: string; no: string; empty: string };

/** One stored value as a person reads it: 1.234.000 ₫, 05/03/2026, 05/03/2026 14:30, Có/Không. */
export function formatAuditValue(field: string, value: unknown, words: ValueWords, timeZone: string): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  // bigint columns may reach JSON as text
  const amount = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof amount === 'number') return MONEY_FIELDS.has(field) ? formatVnd(amount) : GROUPED.format(amount);
  if (typeof value === 'string') {
    if (DAY.test(value)) return formatDay(value);
    if (INSTANT.test(value)) return formatDateTime(value, timeZone);
    return value;
  }
  return JSON.stringify(value);
}
