import { z } from 'zod';

// Catalogue spreadsheets (issue: Excel import/export). A sheet is imported in one request; the
// server reports progress as EXCEL_UPLOAD events on the user's room, tagged with the caller's id.
export const SPREADSHEET_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 100_000;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** all: nothing is written when any row fails; valid: the valid rows are written, the others reported. */
export const IMPORT_MODES = ['all', 'valid'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const importForm = z.object({
  mode: z.enum(IMPORT_MODES, { error: 'validation.invalid' }).default('all'),
  importId: z.uuid({ error: 'validation.uuid' }),
});
export type ImportForm = z.infer<typeof importForm>;

export const importResult = z.object({
  imported: z.number().int().min(0),
  rejected: z.number().int().min(0),
  /** `field` is `rows.<sheet row number>.<column key>` */
  errors: z.array(z.object({ field: z.string(), messages: z.array(z.string()) })),
});
export type ImportResult = z.infer<typeof importResult>;

export const IMPORT_STAGES = ['reading', 'validating', 'saving', 'done', 'failed'] as const;
export type ImportStage = (typeof IMPORT_STAGES)[number];

export const excelUploadEvent = z.object({
  importId: z.uuid(),
  stage: z.enum(IMPORT_STAGES),
  /** rows handled in this stage so far, of `total` */
  processed: z.number().int().min(0),
  total: z.number().int().min(0),
  /** 0–100 over the whole import */
  percent: z.number().min(0).max(100),
});
export type ExcelUploadEvent = z.infer<typeof excelUploadEvent>;

/** `rows.12.phone` → { row: 12, column: 'phone' }; null for a file-level error. */
export function rowErrorAddress(field: string): { row: number; column: string } | null {
  const match = /^rows\.(\d+)\.(.+)$/.exec(field);
  return match ? { row: Number(match[1]), column: match[2] } : null;
}
