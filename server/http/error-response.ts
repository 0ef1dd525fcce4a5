import { randomUUID } from 'node:crypto';
import { ERROR_KINDS, type ErrorBody } from '@/lib/contracts/errors';
import type { Locale } from '@/lib/i18n/config';
import { hasMessage, translate } from '@/lib/i18n/translate';
import { AppError } from '../core/app-error';
import { isConnectionError } from '../core/connection-error';
import { logger } from '../core/logger';
import { currentRequest, REQUEST_ID_HEADER } from '../core/request-context';

function text(locale: Locale, keyOrText: string, values?: Record<string, string | number>): string {
  return hasMessage(locale, keyOrText) ? translate(locale, keyOrText, values) : keyOrText;
}

/**
 * The DESIGN §3 body, with the id of the request it answers (the one in its log line and its
 * `x-request-id` header), so that a user's screenshot leads to the log. Outside a request's
 * context (a request Node.js refused before any listener saw it) the id is a fresh one.
 */
export function errorBody(error: AppError, locale: Locale, requestId = currentRequest()?.requestId ?? randomUUID()): ErrorBody & { requestId: string } {
  const statusCode = ERROR_KINDS[error.kind];
  const errors = error.fields.map((f) => ({ field: f.field, messages: f.messages.map((m) => text(locale, m)) }));
  const message =
    error.kind === 'ValidationException' && errors[0]?.messages[0] ? errors[0].messages[0] : text(locale, error.messageKey, error.values);
  return errors.length > 0 ? { statusCode, error: error.kind, message, errors, requestId } : { statusCode, error: error.kind, message, requestId };
}

export function errorResponse(error: AppError, locale: Locale): Response {
  const body = errorBody(error, locale);
  return Response.json(body, { status: body.statusCode, headers: { [REQUEST_ID_HEADER]: body.requestId } });
}

export function unexpectedErrorResponse(err: unknown, locale: Locale): Response {
  if (isConnectionError(err)) {
    return errorResponse(new AppError('ServiceUnavailable', 'errors.databaseUnavailable'), locale);
  }
  logger.error('[api] unexpected error', { err });
  return errorResponse(new AppError('InternalServerError', 'errors.generic'), locale);
}
