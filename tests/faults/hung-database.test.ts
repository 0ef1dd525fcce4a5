import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_KINDS } from '@/lib/contracts/errors';
import { translate } from '@/lib/i18n/translate';
import { closeDb, getDb } from '@/server/db/client';
import { isConnectionError } from '@/server/core/connection-error';
import { unexpectedErrorResponse } from '@/server/http/error-response';

// A database host that accepts the TCP connection and then never answers, as a hung PostgreSQL or
// a network that drops everything after the handshake: the server's pool (server/db/client.ts)
// gives up after DATABASE_CONNECT_TIMEOUT_MS and the request answers 503, where it used to wait
// for ever. Without that timeout this test runs into its own and fails.
const held = new Set<net.Socket>();
let accepted = 0;
const blackHole = net.createServer((socket) => {
  accepted++;
  held.add(socket);
  // reads (and drops) what it is sent, so that it sees the other side hang up
  socket.resume();
  socket.on('close', () => held.delete(socket));
});
const previous = { url: process.env.DATABASE_URL, timeout: process.env.DATABASE_CONNECT_TIMEOUT_MS };

const restore = (name: string, value: string | undefined) => {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
};

beforeAll(async () => {
  await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
  const { port } = blackHole.address() as net.AddressInfo;
  process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${port}/pawdesk`;
  process.env.DATABASE_CONNECT_TIMEOUT_MS = '500';
});

afterAll(async () => {
  await closeDb();
  for (const socket of held) socket.destroy();
  await new Promise<void>((resolve) => blackHole.close(() => resolve()));
  restore('DATABASE_URL', previous.url);
  restore('DATABASE_CONNECT_TIMEOUT_MS', previous.timeout);
});

describe('a database that accepts connections and never answers', () => {
  it('fails the statement as a connection error, answered 503 in the caller’s language', { timeout: 10_000 }, async () => {
    const failure = await getDb()
      .execute(sql`select 1`)
      .then(
        () => null,
        (err: unknown) => err,
      );

    // the pool did reach the host: this is not a refused connection
    expect(accepted).toBeGreaterThan(0);
    expect(isConnectionError(failure)).toBe(true);
    for (const locale of ['vi', 'en'] as const) {
      const response = unexpectedErrorResponse(failure, locale);
      expect(response.status).toBe(ERROR_KINDS.ServiceUnavailable);
      expect(await response.json()).toEqual({
        statusCode: 503,
        error: 'ServiceUnavailable',
        message: translate(locale, 'errors.databaseUnavailable'),
        requestId: response.headers.get('x-request-id'),
      });
    }
  });

  it('holds no connection it gave up on', { timeout: 10_000 }, async () => {
    await getDb()
      .execute(sql`select 1`)
      .catch(() => undefined);
    // the pool destroys the socket it timed out on
    await expect.poll(() => held.size, { timeout: 2_000 }).toBe(0);
  });
});
