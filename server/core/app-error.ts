import type { ErrorKind } from '@/lib/contracts/errors';

export interface FieldIssue {
  field: string;
  /** translation keys (`validation.*`) or plain text */
  messages: string[];
}

/** The one error type for client mistakes and known failures; mapped to DESIGN §3 bodies. */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    /** translation key, e.g. `errors.notFound` */
    readonly messageKey: string,
    readonly fields: FieldIssue[] = [],
    readonly values: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const badRequest = (key = 'errors.validation') => new AppError('BadRequest', key);
export const unauthorized = () => new AppError('Unauthorized', 'errors.unauthorized');
export const forbidden = (key = 'errors.forbidden') => new AppError('Forbidden', key);
export const notFound = (key = 'errors.notFound') => new AppError('NotFound', key);
export const conflict = (field: string, key: string) =>
  new AppError('Conflict', key, [{ field, messages: [key] }]);
export const validationError = (fields: FieldIssue[]) => new AppError('ValidationException', 'errors.validation', fields);
