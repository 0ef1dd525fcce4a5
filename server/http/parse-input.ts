import type { ZodType } from 'zod';
import { AppError, validationError } from '../core/app-error';
import { zodFieldIssues } from '../core/field-issues';

const JSON_LIMIT_BYTES = 1024 * 1024;

export function parseWith<T>(schema: ZodType<T>, value: unknown, prefix: string[] = []): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(zodFieldIssues(result.error, prefix));
  return result.data;
}

export function contentLength(req: Request): number | null {
  const raw = req.headers.get('content-length');
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

export async function readJsonBody(req: Request): Promise<unknown> {
  const length = contentLength(req);
  if (length !== null && length > JSON_LIMIT_BYTES) throw new AppError('PayloadTooLarge', 'errors.fileTooLarge');
  const raw = await req.text();
  if (raw.length > JSON_LIMIT_BYTES) throw new AppError('PayloadTooLarge', 'errors.fileTooLarge');
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('BadRequest', 'errors.malformedJson');
  }
}

export function queryObject(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams.entries());
}
