'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { createQueryClient } from '@/lib/api/query-client';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';

/** react-query with the SPEC §8 error handler for every query and mutation not marked silent. */
export function QueryProvider({ children }: { children: ReactNode }) {
  const handleError = useApiErrorHandler();
  const [{ client, setErrorSink }] = useState(createQueryClient);
  useEffect(() => setErrorSink((error) => handleError(error)), [setErrorSink, handleError]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
