import { inspect } from 'node:util';
import { serverEnv } from './env';
import { currentRequest } from './request-context';

// The server's log. In production one JSON object per line on stdout (time, level, msg, the
// request's id when a request is being answered, then the fields), for a log collector to index;
// in development a line a person reads, as console.log would print it. Written synchronously (stdout
// to a file or a pipe is synchronous on Linux), so the last lines before process.exit are kept.
// Our own few lines rather than a logging library: four levels and one format are all it takes.

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFields = Record<string, unknown> & { err?: unknown };

/** An error as JSON can hold it: its stack, and its code and cause when it has them. */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return typeof err === 'object' && err !== null ? inspect(err, { depth: 2, breakLength: Infinity }) : String(err);
  const { code } = err as { code?: unknown };
  return {
    type: err.name,
    message: err.message,
    stack: err.stack,
    ...(code !== undefined ? { code } : {}),
    ...(err.cause !== undefined && depth < 3 ? { cause: serializeError(err.cause, depth + 1) } : {}),
  };
}

// a bigint (money) or anything else JSON refuses must not cost the line
const jsonSafe = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

function jsonLine(level: LogLevel, msg: string, fields: LogFields): string {
  const { err, ...rest } = fields;
  const requestId = currentRequest()?.requestId;
  const entry = { time: new Date().toISOString(), level, msg, ...(requestId ? { requestId } : {}), ...rest, ...(err !== undefined ? { err: serializeError(err) } : {}) };
  try {
    return JSON.stringify(entry, jsonSafe);
  } catch {
    return JSON.stringify({ time: entry.time, level, msg, unserializable: inspect(rest, { depth: 1, breakLength: Infinity }) });
  }
}

function readableLine(level: LogLevel, msg: string, fields: LogFields): string {
  const { err, ...rest } = fields;
  const pairs = Object.entries(rest).map(([k, v]) => `${k}=${typeof v === 'string' ? v : inspect(v, { breakLength: Infinity })}`);
  const head = [level === 'info' ? '' : level.toUpperCase(), msg, ...pairs].filter(Boolean).join(' ');
  return err === undefined ? head : `${head}\n${inspect(err)}`;
}

function write(level: LogLevel, msg: string, fields: LogFields = {}): void {
  const env = serverEnv();
  if (LOG_LEVELS.indexOf(level) < LOG_LEVELS.indexOf(env.LOG_LEVEL)) return;
  if (env.NODE_ENV === 'production') return void process.stdout.write(`${jsonLine(level, msg, fields)}\n`);
  const stream = level === 'warn' || level === 'error' ? process.stderr : process.stdout;
  stream.write(`${readableLine(level, msg, fields)}\n`);
}

export const logger = {
  debug: (msg: string, fields?: LogFields) => write('debug', msg, fields),
  info: (msg: string, fields?: LogFields) => write('info', msg, fields),
  warn: (msg: string, fields?: LogFields) => write('warn', msg, fields),
  error: (msg: string, fields?: LogFields) => write('error', msg, fields),
};
