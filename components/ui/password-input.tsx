'use client';

import { useTranslations } from 'next-intl';
import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'value'> & { isInvalid?: boolean; value?: string };

/** A password field with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput({ isInvalid, ...props }, ref) {
  const t = useTranslations('auth');
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup hasValidation>
      <Form.Control ref={ref} type={visible ? 'text' : 'password'} isInvalid={isInvalid} {...props} />
      <Button variant="outline-secondary" onClick={() => setVisible((v) => !v)} aria-label={visible ? t('hidePassword') : t('showPassword')} aria-pressed={visible}>
        <i className={`bi bi-${visible ? 'eye-slash' : 'eye'}`} aria-hidden="true" />
      </Button>
    </InputGroup>
  );
});
