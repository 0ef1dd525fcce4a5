import { z } from 'zod';

// Error body of DESIGN §3.
export const ERROR_KINDS = {
  BadRequest: 400,
  ValidationException: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  MethodNotAllowed: 405,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  RequestHeaderFieldsTooLarge: 431,
  InternalServerError: 500,
  ServiceUnavailable: 503,
} as const;
export type ErrorKind = keyof typeof ERROR_KINDS;

export const fieldError = z.object({ field: z.string(), messages: z.array(z.string()) });
export type FieldError = z.infer<typeof fieldError>;
export const errorBody = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  errors: z.array(fieldError).optional(),
  /** the id of the request in the server's log and its `x-request-id` header */
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
