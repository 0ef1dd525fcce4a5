const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004']);

/** Database unreachable (restarting, network): the caller should retry, so 503 rather than 500. */
export function isConnectionError(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; message?: string; cause?: unknown };
    if (e.code && CONNECTION_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|is not queryable/i.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}
