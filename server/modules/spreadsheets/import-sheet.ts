import { rowErrorAddress, type ImportForm, type ImportResult } from '@/lib/contracts/spreadsheets';
import type { Locale } from '@/lib/i18n/config';
import { translate } from '@/lib/i18n/translate';
import type { DbOrTx } from '../../db/client';
import { AppError, type FieldIssue } from '../../core/app-error';
import { zodFieldIssues } from '../../core/field-issues';
import type { UploadedFile } from '../../core/uploaded-file';
import { findTakenValues } from './find-taken-values';
import { importProgress } from './import-progress';
import { readSheet } from './read-sheet';
import type { CatalogueSheet, ImportRow } from './sheet-definition';

// A 100,000-row sheet of bad data would otherwise answer with megabytes of errors.
export const MAX_REPORTED_ERRORS = 1000;
// Rows per INSERT: large enough to be fast, small enough for the bind-parameter limit.
const INSERT_CHUNK = 500;

export interface ImportSheetInput<R, I, Q> extends ImportForm {
  sheet: CatalogueSheet<R, I, Q>;
  shopId: string;
  userId: string;
  file: UploadedFile;
  locale: Locale;
  afterCommit: (fn: () => void) => void;
}

const rowOf = (issue: FieldIssue) => rowErrorAddress(issue.field)?.row ?? 0;

/**
 * Imports a catalogue sheet inside the request's transaction: every row is checked by the same
 * contract as the create form, then either nothing is written (mode `all` with any bad row) or the
 * valid rows are inserted in chunks. Progress goes to the user as EXCEL_UPLOAD events.
 */
export async function importSheet<R, I, Q>(db: DbOrTx, input: ImportSheetInput<R, I, Q>): Promise<ImportResult> {
  const { sheet, shopId, locale } = input;
  const progress = importProgress(input.userId, input.importId);
  try {
    progress('reading', 0, 1);
    const rows = await readSheet(input.file.data, sheet.columns, locale);
    progress('reading', 1, 1);

    const issues: FieldIssue[] = sheet.resolve ? await sheet.resolve(db, shopId, rows) : [];
    const parsed: Array<ImportRow<I>> = [];
    rows.forEach(({ row, values }, index) => {
      const result = sheet.contract.safeParse(values);
      if (result.success) parsed.push({ row, input: result.data });
      else issues.push(...zodFieldIssues(result.error, ['rows', String(row)]));
      progress('validating', index + 1, rows.length);
    });
    issues.push(...(await findTakenValues(db, shopId, sheet.unique, parsed)));

    const failedRows = new Set(issues.map(rowOf));
    const valid = parsed.filter(({ row }) => !failedRows.has(row));
    const reported = issues.sort((a, b) => rowOf(a) - rowOf(b)).slice(0, MAX_REPORTED_ERRORS);
    if (failedRows.size > 0 && input.mode === 'all') {
      throw new AppError('BadRequest', 'errors.importRejected', reported, { count: failedRows.size });
    }

    for (let from = 0; from < valid.length; from += INSERT_CHUNK) {
      await sheet.insert(db, { shopId, actorId: input.userId }, valid.slice(from, from + INSERT_CHUNK));
      progress('saving', Math.min(valid.length, from + INSERT_CHUNK), valid.length);
    }
    input.afterCommit(() => progress('done', valid.length, valid.length));
    const errors = reported.map((issue) => ({ field: issue.field, messages: issue.messages.map((m) => translate(locale, m)) }));
    return { imported: valid.length, rejected: failedRows.size, errors };
  } catch (err) {
    progress('failed', 0, 0);
    throw err;
  }
}
