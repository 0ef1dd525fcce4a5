import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestIdFrom, withRequestContext } from '@/server/core/request-context';

// The server's log (server/core/logger.ts): one JSON object per line in production, a line to read
// in development; and the request id it carries (server/core/request-context.ts).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The logger as a server started with these settings has it, and what it writes. */
async function loggerWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const { logger } = await import('@/server/core/logger');
  const { withRequestContext: within } = await import('@/server/core/request-context');
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => out.push(String(chunk)) > 0);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => err.push(String(chunk)) > 0);
  return { logger, within, out, err };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the log in production', () => {
  it('writes one JSON object per line: time, level, msg, the request’s id, the fields', async () => {
    const { logger, within, out, err } = await loggerWith({ NODE_ENV: 'production', LOG_LEVEL: 'info' });
    within({ requestId: 'req-1' }, () => logger.info('request', { method: 'GET', path: '/api/v1/pets', status: 200, durationMs: 1.5, total: 12n }));
    logger.warn('outside any request');
    expect(err).toEqual([]);
    expect(out.every((chunk) => chunk.endsWith('\n') && chunk.indexOf('\n') === chunk.length - 1)).toBe(true);
    const [first, second] = out.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toEqual({ time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), level: 'info', msg: 'request', requestId: 'req-1', method: 'GET', path: '/api/v1/pets', status: 200, durationMs: 1.5, total: '12' });
    expect(second).toEqual({ time: expect.any(String), level: 'warn', msg: 'outside any request' });
  });

  it('writes an error with its type, message, code, stack and cause, on one line', async () => {
    const { logger, out } = await loggerWith({ NODE_ENV: 'production', LOG_LEVEL: 'info' });
    const failure = Object.assign(new Error('insert failed\nsecond line', { cause: new TypeError('bad value') }), { code: '23514' });
    logger.error('[api] unexpected error', { err: failure });
    expect(out).toHaveLength(1);
    const entry = JSON.parse(out[0]) as { err: { type: string; message: string; code: string; stack: string; cause: { type: string } } };
    expect(entry.err).toMatchObject({ type: 'Error', message: 'insert failed\nsecond line', code: '23514', cause: { type: 'TypeError', message: 'bad value' } });
    expect(entry.err.stack).toContain('logger.test.ts');
  });

  it('leaves out what is below LOG_LEVEL', async () => {
    const { logger, out } = await loggerWith({ NODE_ENV: 'production', LOG_LEVEL: 'warn' });
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect(out.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['w', 'e']);
  });
});

describe('the log in development', () => {
  it('writes lines to read, errors with their stack on stderr', async () => {
    const { logger, out, err } = await loggerWith({ NODE_ENV: 'development', LOG_LEVEL: 'info' });
    logger.info('PawDesk is running', { url: 'http://localhost:3000' });
    logger.error('[http] unexpected error', { err: new Error('boom') });
    expect(out).toEqual(['PawDesk is running url=http://localhost:3000\n']);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^ERROR \[http\] unexpected error\nError: boom\n\s+at /);
  });
});

describe('the request id', () => {
  it('keeps a well-formed id a caller sent, and makes a fresh one for anything else', () => {
    for (const given of ['5f2b8c0e9a7d4e21b3c65f2b8c0e9a7d', '0b5e0c3a-1111-4000-8000-000000000001', 'trace.1:2_3-4']) expect(requestIdFrom(given)).toBe(given);
    for (const odd of [undefined, null, '', 'two words', 'a'.repeat(129), 'a,b', 'ä', 'x\ny', ['a', 'b']]) expect(requestIdFrom(odd)).toMatch(UUID);
    expect(requestIdFrom(null)).not.toBe(requestIdFrom(null));
  });

  it('is the current request’s across awaits, and no other request’s', async () => {
    const { currentRequest } = await import('@/server/core/request-context');
    const seen = await Promise.all(
      ['a', 'b'].map((requestId) =>
        withRequestContext({ requestId }, async () => {
          await new Promise((r) => setTimeout(r, requestId === 'a' ? 20 : 5));
          return currentRequest()?.requestId;
        }),
      ),
    );
    expect(seen).toEqual(['a', 'b']);
    expect(currentRequest()).toBeUndefined();
  });
});
