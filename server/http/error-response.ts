import { ERROR_KINDS, type ErrorBody } from '@/lib/contracts/errors';
import type { Locale } from '@/lib/i18n/config';
import { hasMessage, translate } from '@/lib/i18n/translate';
import { AppError } from '../core/app-error';
import { isConnectionError } from '../core/connection-error';

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

export function unexpectedErrorResponse(err: unknown, locale: Locale): Response {
  if (isConnectionError(err)) {
    return errorResponse(new AppError('ServiceUnavailable', 'errors.databaseUnavailable'), locale);
  }
  console.error('[api] unexpected error:', err);
  return errorResponse(new AppError('InternalServerError', 'errors.generic'), locale);
}
