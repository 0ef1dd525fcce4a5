import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { DEFAULT_LOCALE } from '@/lib/i18n/config';
import { AppError } from '../core/app-error';
import { errorBody } from './error-response';

/**
 * Answers a request Node.js refuses before any listener sees it — a URL and headers over its 16 KB,
 * a request line that is no HTTP — with the DESIGN §3 error body rather than a bare status line.
 * Its headers were not read, so the message is in the default language.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  // a client that went away, or an answer already under way, has nobody left to read one
  if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const refusal = err.code === 'HPE_HEADER_OVERFLOW' ? new AppError('RequestHeaderFieldsTooLarge', 'errors.requestTooLong') : new AppError('BadRequest', 'errors.badRequest');
  const answer = errorBody(refusal, DEFAULT_LOCALE);
  const body = JSON.stringify(answer);
  socket.end(
    `HTTP/1.1 ${answer.statusCode} ${STATUS_CODES[answer.statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${answer.requestId}\r\nConnection: close\r\n\r\n${body}`,
  );
}
