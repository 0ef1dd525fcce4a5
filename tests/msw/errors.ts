import { HttpResponse } from 'msw';
import type { ZodError } from 'zod';
import { ERROR_KINDS, type ErrorKind, errorBody, type ErrorBody } from '@/lib/contracts/errors';
import { localeFromHeader } from '@/lib/i18n/config';
import { hasMessage, translate } from '@/lib/i18n/translate';

// DESIGN §3 error bodies, as the server's route wrapper answers them: keys translated to the
// request's Accept-Language, and a ValidationException's message is its first field message.

export interface FieldIssue {
  field: string;
  /** translation keys (`validation.*`, `errors.*`) */
  messages: string[];
}

export class MockApiError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly messageKey: string,
    readonly fields: FieldIssue[] = [],
    /** the message's placeholders, e.g. `{ count: 3 }` for errors.importRejected */
    readonly values?: Record<string, string | number>,
  ) {
    super(messageKey);
  }
}

export const unauthorized = () => new MockApiError('Unauthorized', 'errors.unauthorized');
export const forbidden = (key = 'errors.forbidden') => new MockApiError('Forbidden', key);
export const badRequest = (key: string, field?: string) => new MockApiError('BadRequest', key, field ? [{ field, messages: [key] }] : []);

/** Field issues of a failed contract parse, like the server's `zodFieldIssues`. */
export function validationError(error: ZodError): MockApiError {
  const byField = new Map<string, string[]>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    const key = issue.message.startsWith('validation.') ? issue.message : issue.code === 'invalid_type' ? 'validation.invalidType' : 'validation.invalid';
    byField.set(field, [...(byField.get(field) ?? []), key]);
  }
  return new MockApiError(
    'ValidationException',
    'errors.validation',
    [...byField].map(([field, messages]) => ({ field, messages })),
  );
}

/** The error body for a request, parsed through the shared contract. */
export function errorBodyFor(request: Request, error: MockApiError): ErrorBody {
  const locale = localeFromHeader(request.headers.get('accept-language'));
  const text = (key: string, values?: Record<string, string | number>) => (hasMessage(locale, key) ? translate(locale, key, values) : key);
  const statusCode = ERROR_KINDS[error.kind];
  const errors = error.fields.map((f) => ({ field: f.field, messages: f.messages.map((key) => text(key)) }));
  const message = error.kind === 'ValidationException' && errors[0]?.messages[0] ? errors[0].messages[0] : text(error.messageKey, error.values);
  return errorBody.parse(errors.length > 0 ? { statusCode, error: error.kind, message, errors } : { statusCode, error: error.kind, message });
}

export function errorResponse(request: Request, error: MockApiError): Response {
  const body = errorBodyFor(request, error);
  return HttpResponse.json(body, { status: body.statusCode });
}
