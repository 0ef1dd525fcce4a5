import type { Page } from '@/lib/contracts/pagination';
import { AppError } from '../../core/app-error';
import { MAX_IMPORT_ROWS } from '@/lib/contracts/spreadsheets';

// An export is meant to come back as an import, so it stops where an import would.
export const MAX_EXPORT_ROWS = MAX_IMPORT_ROWS;
const PAGE = 1000;

/**
 * Every page of a list read through its own use-case, for an export: the rows as the screen filters
 * them, and the first page's answer (its totals: a card's balances, the overview's value). Refused
 * past what one export may hold, as a catalogue export is (server/modules/spreadsheets/export-sheet.ts).
 */
export async function readEveryPage<P extends Page<unknown>>(read: (page: { page: number; limit: number }) => Promise<P>): Promise<{ items: P['items']; first: P }> {
  const items: P['items'] = [];
  let first: P | undefined;
  for (let page = 1; ; page++) {
    const result = await read({ page, limit: PAGE });
    if (result.total > MAX_EXPORT_ROWS) throw new AppError('BadRequest', 'errors.exportTooLarge', [], { count: result.total, max: MAX_EXPORT_ROWS });
    first ??= result;
    items.push(...result.items);
    if (result.items.length < PAGE || items.length >= result.total) return { items, first };
  }
}
