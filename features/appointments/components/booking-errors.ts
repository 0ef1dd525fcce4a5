'use client';

import axios from 'axios';
import { useState } from 'react';
import type { ErrorBody } from '@/lib/contracts/errors';
import { serverFieldErrors } from '@/lib/api/field-errors';
import { apiRefusal } from '@/lib/api/refusal';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';

/**
 * The server's warning that the staff member is booked then (409 on `allowDoubleBooking`), in its
 * own words naming the other booking; null for any other error.
 */
export function doubleBookingOf(error: unknown): string | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 409) return null;
  const body = error.response.data as Partial<ErrorBody> | undefined;
  return body?.errors?.some((e) => e.field === 'allowDoubleBooking') && body.message ? body.message : null;
}

/** A booking form's errors: field messages under their fields, a double booking to override, other refusals in the dialog, the rest to the global handler. */
export function useBookingErrors() {
  const handleError = useApiErrorHandler();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [clash, setClash] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reset = () => (setErrors({}), setClash(null), setRefusal(null));
  const onError = (error: unknown) => {
    const doubleBooked = doubleBookingOf(error);
    if (doubleBooked) return setClash(doubleBooked);
    const fields = serverFieldErrors(error);
    if (fields) return setErrors(fields);
    const refused = apiRefusal(error);
    if (refused) setRefusal(refused);
    else handleError(error);
  };
  return { errors, setErrors, clash, refusal, reset, onError };
}
