import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/server/core/logger';
import { createApiListener } from '@/server/http/api-listener';
import type { ApiRouteFile } from '@/server/http/api-routes';
import type { RouteHandler } from '@/server/http/route';

// The production server's /api/v1 listener when the client goes away in the middle of its body:
// nobody is left to answer, and it is not the server's fault — no "[api] unexpected error" in the log.

// how the handler's read of the body ended ('read' or 'failed'), for each request
let bodyRead: { promise: Promise<string>; resolve: (how: string) => void };
function expectRead() {
  let resolve!: (how: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  bodyRead = { promise, resolve };
}
const echo: ApiRouteFile = {
  path: '/echo',
  file: 'echo/route.ts',
  segments: [{ kind: 'literal', value: 'echo' }],
  // the listener only calls the handler
  load: async () => ({ POST: readBody as unknown as RouteHandler }),
};

async function readBody(request: Request): Promise<Response> {
  try {
    const text = await request.text();
    bodyRead.resolve('read');
    return new Response(text);
  } catch {
    bodyRead.resolve('failed');
    // what undici throws when a body it half read is read again: not a connection error
    throw new TypeError('Response body object should not be disturbed or locked');
  }
}

let server: http.Server | undefined;
afterEach(() => {
  server?.close();
  vi.restoreAllMocks();
});

async function listen(): Promise<number> {
  server = http.createServer(createApiListener([echo]));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('the /api/v1 listener', () => {
  it('answers a whole body', async () => {
    const port = await listen();
    expectRead();
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/echo`, { method: 'POST', body: 'hello' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('hello');
  });

  it('logs nothing when the client leaves before its body is sent', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const port = await listen();
    expectRead();
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/v1/echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\nonly the start');
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    expect(await bodyRead.promise).toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged).not.toHaveBeenCalled();
  });
});
