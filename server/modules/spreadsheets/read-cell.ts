import type ExcelJS from 'exceljs';
import { LOCALES } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import { foldAccents } from '@/lib/text';
import type { CellValue, ColumnKind } from './sheet-definition';

/** A cell's value with exceljs' rich text, hyperlinks and formula results flattened. */
export function plainValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : null;
  return null;
}

const TRUE_WORDS = new Set(['true', 'yes', 'co', '1', 'x']);
const FALSE_WORDS = new Set(['false', 'no', 'khong', '0']);

// A phone typed into Excel as a number loses its leading zero (0912… becomes 912…): put it back.
const phoneFromNumber = (n: number) => {
  const digits = String(n);
  return /^[1-9]\d{8,9}$/.test(digits) ? `0${digits}` : digits;
};

// "1.234.000 ₫" is how people write đồng; "12,5" is a Vietnamese decimal.
const numberText = (text: string) => {
  const bare = text.replace(/[\s₫đ]/g, '');
  return /^\d{1,3}(\.\d{3})+$/.test(bare) ? bare.replace(/\./g, '') : bare.replace(',', '.');
};

const labelKey = (text: string) => foldAccents(text).toLowerCase().replace(/\s+/g, ' ').trim();

/** Reads an enum cell: its label in either language, or the raw value. */
function enumReader(options: ReadonlyArray<{ value: number | string; label: string }>): (value: CellValue) => unknown {
  const byLabel = new Map<string, number | string>();
  for (const option of options) {
    byLabel.set(labelKey(String(option.value)), option.value);
    for (const locale of LOCALES) byLabel.set(labelKey(translate(locale, option.label)), option.value);
  }
  return (value) => byLabel.get(labelKey(String(value))) ?? value;
}

function booleanCell(value: CellValue): unknown {
  if (typeof value === 'boolean') return value;
  const word = labelKey(String(value));
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : value;
}

const isoDate = (value: CellValue) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

const READERS: Record<Exclude<ColumnKind['type'], 'enum'>, (value: CellValue) => unknown> = {
  text: isoDate,
  date: isoDate,
  phone: (value) => (typeof value === 'number' ? phoneFromNumber(value) : String(value)),
  number: (value) => (typeof value === 'string' ? numberText(value) : value),
  boolean: booleanCell,
};

/** A function turning a cell into what the column's contract field expects (still unvalidated). */
export function cellReader(kind: ColumnKind): (value: CellValue) => unknown {
  const read = kind.type === 'enum' ? enumReader(kind.options) : READERS[kind.type];
  return (value) => (value === null ? null : read(value));
}

/** Header text as compared: accents, case, spacing and the template's required mark ignored. */
export const headerKey = (text: string) => labelKey(text.replace(/\*\s*$/, ''));
