/**
 * Registers work to run once the request's transaction has committed (server/http/route.ts), such
 * as realtime messages: sent earlier, they could announce a change that then rolls back.
 */
export type AfterCommit = (fn: () => void | Promise<void>) => void;
