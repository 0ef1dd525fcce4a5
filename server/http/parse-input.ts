import type { ZodType } from 'zod';
import { AppError, validationError } from '../core/app-error';
import { zodFieldIssues } from '../core/field-issues';

const JSON_LIMIT_BYTES = 1024 * 1024;

export function parseWith<T>(schema: ZodType<T>, value: unknown, prefix: string[] = []): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(zodFieldIssues(result.error, prefix));
  const withNul = pathOfNul(result.data, prefix);
  if (withNul) throw validationError([{ field: withNul.join('.') || '_', messages: ['validation.controlCharacters'] }]);
  return result.data;
}

/**
 * The path of a string holding a NUL in parsed input, if any. The contract rules refuse control
 * characters (lib/contracts/rules.ts); this catches a field whose contract forgot, since PostgreSQL
 * cannot store a NUL and the failed statement would answer 500 instead of 400.
 */
function pathOfNul(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = pathOfNul(item, [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return null; // a Date, a file: no text to store
  for (const [key, item] of Object.entries(value)) {
    const found = key.includes('\u0000') ? [...path, key] : pathOfNul(item, [...path, key]);
    if (found) return found;
  }
  return null;
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
