'use client';

import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms`: a typeahead asks the API when the typing pauses. */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
