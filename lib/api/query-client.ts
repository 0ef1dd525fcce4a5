import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import axios from 'axios';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

export type ErrorSink = (error: unknown) => void;

// Client errors (4xx) are not worth retrying; network and 5xx errors get one more try.
const retry = (count: number, error: unknown) => {
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  return count < 1 && (status === undefined || status >= 500);
};

/**
 * A QueryClient whose failed queries and mutations go to one error handler (SPEC §8), unless
 * marked `meta: { silent: true }`. The handler is set later, once the router and translations exist.
 */
export function createQueryClient(): { client: QueryClient; setErrorSink: (sink: ErrorSink) => void } {
  let sink: ErrorSink = (error) => console.error(error);
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => (query.meta?.silent ? console.warn('[query]', query.queryKey, error) : sink(error)),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => (mutation.meta?.silent ? undefined : sink(error)),
    }),
    defaultOptions: { queries: { staleTime: 30_000, retry, refetchOnWindowFocus: true }, mutations: { retry: false } },
  });
  return { client, setErrorSink: (next) => (sink = next) };
}
