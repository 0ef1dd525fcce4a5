import type { ZodError } from 'zod';
import { ERROR_KINDS, type ErrorBody } from '@/lib/contracts/errors';
import type { Locale } from '@/lib/i18n/config';
import { hasMessage, translate } from '@/lib/i18n/translate';
import { AppError, type FieldIssue } from './app-error';

/** Field issues from a zod error; messages stay keys until translated for the caller. */
export function zodFieldIssues(error: ZodError, prefix: string[] = []): FieldIssue[] {
  const byField = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = [...prefix, ...issue.path.map(String)].join('.') || '_';
    const key = issue.message.startsWith('validation.')
      ? issue.message
      : issue.code === 'invalid_type'
        ? 'validation.invalidType'
        : 'validation.invalid';
    byField.set(field, [...(byField.get(field) ?? []), key]);
  }
  return [...byField].map(([field, messages]) => ({ field, messages }));
}

function text(locale: Locale, keyOrText: string, values?: Record<string, string | number>): string {
  return hasMessage(locale, keyOrText) ? translate(locale, keyOrText, values) : keyOrText;
}

export function errorBody(error: AppError, locale: Locale): ErrorBody {
  const statusCode = ERROR_KINDS[error.kind];
  const errors = error.fields.map((f) => ({ field: f.field, messages: f.messages.map((m) => text(locale, m)) }));
  const message =
    error.kind === 'ValidationException' && errors[0]?.messages[0] ? errors[0].messages[0] : text(locale, error.messageKey, error.values);
  return errors.length > 0 ? { statusCode, error: error.kind, message, errors } : { statusCode, error: error.kind, message };
}

export function errorResponse(error: AppError, locale: Locale): Response {
  const body = errorBody(error, locale);
  return Response.json(body, { status: body.statusCode });
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004']);

/** Database unreachable (restarting, network): the caller should retry, so 503 rather than 500. */
export function isConnectionError(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; message?: string; cause?: unknown };
    if (e.code && CONNECTION_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|is not queryable/i.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}

export function unexpectedErrorResponse(err: unknown, locale: Locale): Response {
  if (isConnectionError(err)) {
    return errorResponse(new AppError('ServiceUnavailable', 'errors.databaseUnavailable'), locale);
  }
  console.error('[api] unexpected error:', err);
  return errorResponse(new AppError('InternalServerError', 'errors.generic'), locale);
}
