import http from 'node:http';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { Customer } from '@/lib/contracts/customers';
import { call, signInThroughNextAuth } from '../support/api-client';
import { type AppProcess, startAppProcess, unhandledFaults } from '../support/app-process';

// SIGTERM in the middle of a burst, as a deployment's rolling restart sends it: the production
// server stops taking connections at once, answers whole every request it had accepted (writes and
// spreadsheet exports), closes its embedded database cleanly and exits 0 within the 10 s drain.
// Its log meanwhile is one JSON object per line, each answer's line carrying the answer's id.

const BURST = 40;
const DRAIN_MS = 10_000;

let app: AppProcess | undefined;
let restarted: AppProcess | undefined;
afterAll(async () => {
  await restarted?.stop();
  await app?.stop();
});

interface Answer {
  id: string;
  kind: 'write' | 'export';
  status: number | null;
  /** the body arrived to its last byte, as its content-length announced */
  whole: boolean;
  body: Buffer;
  error: string | null;
  at: number;
}

/** One request on a connection of its own, with its own x-request-id. */
function send(url: string, as: { token: string; shopId: string }, id: string, kind: Answer['kind'], tag: string): Promise<Answer> {
  const body = kind === 'write' ? JSON.stringify({ name: `Khách ${tag} ${id}` }) : undefined;
  return new Promise((resolve) => {
    const done = (a: Omit<Answer, 'id' | 'kind' | 'at'>) => resolve({ id, kind, at: Date.now(), ...a });
    const req = http.request(
      `${url}/api/v1/${kind === 'write' ? 'customers' : 'customers/export'}`,
      {
        method: kind === 'write' ? 'POST' : 'GET',
        agent: false,
        headers: {
          authorization: `Bearer ${as.token}`,
          'shop-Id': as.shopId,
          'x-request-id': id,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          done({ status: res.statusCode ?? null, whole: res.complete && all.length === Number(res.headers['content-length'] ?? all.length), body: all, error: null });
        });
        res.on('error', (err) => done({ status: res.statusCode ?? null, whole: false, body: Buffer.concat(chunks), error: String(err) }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => done({ status: null, whole: false, body: Buffer.alloc(0), error: err.code ?? String(err) }));
    req.end(body);
  });
}

/** Does the port still take a connection? */
const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function until<T>(what: string, check: () => T | null | undefined | false, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('SIGTERM during a burst, on PGlite', () => {
  it('answers every accepted request whole, refuses new connections, exits 0 within 10 s', async () => {
    app = await startAppProcess({ env: { DEMO_HISTORY_DAYS: '1' } });
    const { session } = await signInThroughNextAuth(app.url, 'owner@petclinic.vn', 'Owner@123');
    if (!session?.user.shopId) throw new Error('could not sign in as owner@petclinic.vn');
    const as = { token: session.backendTokens.accessToken, shopId: session.user.shopId };
    const port = Number(new URL(app.url).port);
    const tag = String(1000 + Math.floor(Math.random() * 9000));

    const answers: Answer[] = [];
    const burst = Array.from({ length: BURST }, (_, i) =>
      send(app!.url, as, `drain-${tag}-${i}`, i % 2 === 0 ? 'write' : 'export', tag).then((a) => answers.push(a)),
    );
    // Once the first answer is out the server has read every request of the burst (a few hundred
    // bytes each, on connections it accepted while it worked on the first): all are in flight.
    await until('a first answer', () => answers.length > 0, 30_000);
    await new Promise((r) => setTimeout(r, 100));
    const inFlight = BURST - answers.length;
    const signaled = Date.now();
    process.kill(app.pid, 'SIGTERM');

    // the port closes before the process exits. On PGlite the signal's handler runs only once the
    // database's queue lets the event loop go, which under a burst can be after its last answer.
    const refusedAt = await (async () => {
      for (;;) {
        if (!(await connects(port))) return Date.now();
        if (Date.now() - signaled > DRAIN_MS) return null;
      }
    })();
    const answeredWhenRefused = answers.length;

    await until('the process exiting', () => app!.exit(), DRAIN_MS + 5_000);
    const exitedAt = Date.now();
    await Promise.all(burst);

    console.log(
      `[faults] SIGTERM during a burst of ${BURST}: ${inFlight} in flight when it came, the port refused ${refusedAt === null ? 'never' : `${refusedAt - signaled} ms`} after ` +
        `with ${BURST - answeredWhenRefused} still unanswered, the last answer ${Math.max(...answers.map((a) => a.at)) - signaled} ms after, exit ${exitedAt - signaled} ms after`,
    );
    // the burst was still being answered when SIGTERM came
    expect(inFlight).toBeGreaterThan(BURST / 4);
    expect(refusedAt).not.toBeNull();
    // every request accepted before SIGTERM got its whole answer
    expect(answers.filter((a) => a.status !== 200 || !a.whole).map((a) => [a.id, a.status, a.error])).toEqual([]);
    for (const a of answers.filter((x) => x.kind === 'export')) expect(a.body.subarray(0, 2).toString(), a.id).toBe('PK');
    expect(app.exit()).toEqual({ code: 0, signal: null });
    expect(exitedAt - signaled).toBeLessThan(DRAIN_MS);

    // production logs: one JSON object per line, a line for each answer with its id (but the line
    // Next.js prints itself as it loads its TypeScript config, before the server's own)
    const lines = app
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '' && !/^✓ Running next\.config\.ts took \d+ms$/.test(line.trim()));
    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
    for (const a of answers) {
      expect(entries.find((e) => e.requestId === a.id), a.id).toMatchObject({ level: 'info', msg: 'request', status: 200, method: a.kind === 'write' ? 'POST' : 'GET', durationMs: expect.any(Number) });
    }
    expect(entries.map((e) => e.msg)).toEqual(expect.arrayContaining(['SIGTERM: shutting down, answering the requests in flight', 'stopped']));
    expect(unhandledFaults(app.output())).toEqual([]);

    // the embedded database was closed cleanly: the same data directory starts again, with every
    // acknowledged write in it
    restarted = await startAppProcess({ dataDir: app.dataDir, authSecret: app.authSecret, env: { DEMO_HISTORY_DAYS: '1' } });
    const found = await call<{ items: Customer[]; total: number }>(restarted.url, 'GET', `/customers?search=${encodeURIComponent(`Khách ${tag}`)}&limit=100`, as);
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(BURST / 2);
  });
});
