// True once the server has been asked to stop (SIGTERM, SIGINT): it still answers the requests in
// flight, but /api/v1/ready says 503 so that a load balancer sends no more. On globalThis because
// the route handlers may run from another copy of this module (Next.js's bundle in development).
const KEY = Symbol.for('pawdesk.shuttingDown');
type GlobalWithFlag = typeof globalThis & { [KEY]?: boolean };

/** Set by server/app-server.ts: false when it starts serving, true when it starts closing. */
export function setShuttingDown(value: boolean): void {
  (globalThis as GlobalWithFlag)[KEY] = value;
}

export function isShuttingDown(): boolean {
  return (globalThis as GlobalWithFlag)[KEY] === true;
}
