'use client';

import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { serverFieldErrors } from '@/lib/api/field-errors';
import { apiRefusal } from '@/lib/api/refusal';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';

/**
 * The errors of a stay's dialog: field messages under their fields, the server's refusal (a room
 * full, a stay ended…) kept in the dialog, anything else to the global handler.
 */
export function useRefusableForm() {
  const handleError = useApiErrorHandler();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const onError = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (fields) return setErrors(fields);
    const refused = apiRefusal(error);
    if (refused) setRefusal(refused);
    else handleError(error);
  };
  return { errors, setErrors, refusal, setRefusal, onError };
}

/** The server's refusal, at the foot of the dialog. */
export const RefusalAlert = ({ refusal }: { refusal: string | null }) =>
  refusal && (
    <Alert variant="danger" className="mt-3 mb-0" role="alert">
      {refusal}
    </Alert>
  );
