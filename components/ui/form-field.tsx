'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { RequiredMarker } from './required-marker';

/** A message under a field: translation keys (`validation.*`, `errors.*`) or server text. */
export function useFieldMessage() {
  const t = useTranslations();
  return (message: string | undefined) => {
    if (!message) return undefined;
    return /^(validation|errors)\.[\w.-]+$/.test(message) && t.has(message as never) ? t(message as never) : message;
  };
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label with the required marker, the control, and its error underneath. */
export function FormField({ id, label, required, error, hint, className = 'mb-3', children }: FormFieldProps) {
  const message = useFieldMessage()(error);
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label>
        {label}
        {required && <RequiredMarker />}
      </Form.Label>
      {children}
      {message ? (
        <Form.Control.Feedback type="invalid" className="d-block" role="alert">
          {message}
        </Form.Control.Feedback>
      ) : (
        hint && <Form.Text muted>{hint}</Form.Text>
      )}
    </Form.Group>
  );
}
