import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What the server knows of the /api/v1 request it is answering, wherever the answer is made. */
export interface RequestContext {
  requestId: string;
}

export const REQUEST_ID_HEADER = 'x-request-id';

// One store per process on globalThis, like the database handle (db/client.ts): the server runs
// from its own modules while Next.js in development runs the route handlers from its bundle, each
// with its own copy of this module.
const KEY = Symbol.for('pawdesk.requestContext');
type GlobalWithStore = typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> };
const store = ((globalThis as GlobalWithStore)[KEY] ??= new AsyncLocalStorage<RequestContext>());

// A proxy's or a client's own id is kept so that their logs and ours can be joined; anything else
// (a list, spaces, control characters, a novel) would only garble a log line.
const WELL_FORMED = /^[\w.:-]{1,128}$/;

/** The caller's `x-request-id` when it is well-formed, else a fresh one. */
export function requestIdFrom(header: string | string[] | null | undefined): string {
  return typeof header === 'string' && WELL_FORMED.test(header) ? header : randomUUID();
}

/** Runs `fn` with `context` as the current request's. */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return store.run(context, fn);
}

/** The context of the request being answered, if any. */
export function currentRequest(): RequestContext | undefined {
  return store.getStore();
}
