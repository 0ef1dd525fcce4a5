import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_MAX_BYTES } from '@/lib/contracts/activities';
import { SPREADSHEET_MAX_BYTES, XLSX_MIME } from '@/lib/contracts/spreadsheets';
import { serverEnv } from '../core/env';
import { AppError } from '../core/app-error';
import type { UploadedFile } from '../core/uploaded-file';
import { contentLength } from './parse-input';

export interface MultipartOptions {
  /** form field carrying the file (SPEC §7 uses `document`) */
  field: string;
  required: boolean;
  /** what the file must be by its content */
  accept: 'image' | 'spreadsheet' | 'attachment';
}

// Each kind of upload: the types its content may sniff as, its size limit and its refusal message.
const ACCEPTED = {
  image: { types: new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']), maxBytes: () => serverEnv().UPLOAD_MAX_BYTES, refusal: 'errors.imageOnly', tooLarge: 'errors.fileTooLarge' },
  // an activity's files: photos and results, or a lab's or imaging centre's PDF
  attachment: {
    types: new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']),
    maxBytes: () => ATTACHMENT_MAX_BYTES,
    refusal: 'errors.imageOrPdfOnly',
    tooLarge: 'errors.attachmentTooLarge',
  },
  spreadsheet: { types: new Set([XLSX_MIME]), maxBytes: () => SPREADSHEET_MAX_BYTES, refusal: 'errors.spreadsheetOnly', tooLarge: 'errors.spreadsheetTooLarge' },
} as const;
// Room for the other form fields and the multipart framing around the file.
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Nested fields (`bankInfo[bankName]`) become objects; JSON-looking values are parsed. */
function fieldsOf(form: FormData, fileField: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (key === fileField || typeof value !== 'string') continue;
    const path = key.replace(/\]/g, '').split('[');
    if (path.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) continue;
    let target = out;
    for (const part of path.slice(0, -1)) {
      if (typeof target[part] !== 'object' || target[part] === null) target[part] = {};
      target = target[part] as Record<string, unknown>;
    }
    target[path[path.length - 1]] = parseMaybeJson(value);
  }
  return out;
}

function parseMaybeJson(value: string): unknown {
  const trimmed = value.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    return value;
  }
}

/** Reads a multipart body whose one file must be of the accepted kind by content, within its size limit. */
export async function readUploadForm(req: Request, options: MultipartOptions): Promise<{ fields: Record<string, unknown>; file: UploadedFile | null }> {
  const accepted = ACCEPTED[options.accept];
  const maxBytes = accepted.maxBytes();
  const tooLarge = () => new AppError('PayloadTooLarge', accepted.tooLarge);
  if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('UnsupportedMediaType', 'errors.multipartRequired');
  }
  const length = contentLength(req);
  if (length !== null && length > maxBytes + FORM_OVERHEAD_BYTES) throw tooLarge();

  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new AppError('BadRequest', 'errors.malformedForm');
  }
  const fields = fieldsOf(form, options.field);
  const entry = form.get(options.field);
  if (!entry || typeof entry === 'string' || entry.size === 0) {
    if (options.required) throw new AppError('BadRequest', 'errors.fileRequired', [{ field: options.field, messages: ['errors.fileRequired'] }]);
    return { fields, file: null };
  }
  if (entry.size > maxBytes) throw tooLarge();

  const data = new Uint8Array(await entry.arrayBuffer());
  const sniffed = await fileTypeFromBuffer(data);
  if (!sniffed || !accepted.types.has(sniffed.mime)) {
    throw new AppError('BadRequest', accepted.refusal, [{ field: options.field, messages: [accepted.refusal] }]);
  }
  return {
    fields,
    file: {
      name: (entry.name || options.accept).slice(0, 200),
      mimeType: sniffed.mime,
      size: data.byteLength,
      sha256: createHash('sha256').update(data).digest('hex'),
      data,
    },
  };
}
