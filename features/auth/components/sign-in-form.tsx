'use client';

import { signIn } from 'next-auth/react';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, Form, InputGroup } from 'react-bootstrap';
import { safeCallbackPath } from '@/lib/auth/safe-callback';

const KNOWN_ERRORS = ['CredentialsSignin', 'TooManyAttempts', 'AccountDisabled', 'SessionRequired', 'RefreshAccessTokenError', 'ServiceUnavailable'];

export function SignInForm({ callbackUrl, initialError }: { callbackUrl?: string; initialError?: string }) {
  const t = useTranslations('auth');
  const tc = useTranslations('common');
  const locale = useLocale();
  const [error, setError] = useState<string | undefined>(initialError);
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(undefined);
    const result = await signIn('credentials', {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      redirect: false,
    });
    if (!result || result.error) {
      setError(result?.error ?? 'default');
      setSubmitting(false);
      return;
    }
    // The proxy sends /clinic-management to the landing page of the user's role.
    window.location.assign(safeCallbackPath(callbackUrl) ?? `/${locale}/clinic-management`);
  }

  const errorKey = error ? (KNOWN_ERRORS.includes(error) ? error : 'default') : null;

  return (
    <Card className="auth-card shadow-sm border-0">
      <Card.Body className="p-4 p-md-5">
        <div className="text-center mb-4">
          <div className="brand-mark fs-2">{tc('product')}</div>
          <h1 className="h4 mt-3 mb-1">{t('title')}</h1>
          <p className="text-body-secondary mb-0">{t('subtitle')}</p>
        </div>
        {errorKey && (
          <Alert variant={errorKey === 'SessionRequired' ? 'info' : 'danger'} role="alert">
            {t(`errors.${errorKey}`)}
          </Alert>
        )}
        <Form onSubmit={onSubmit} noValidate>
          <Form.Group className="mb-3" controlId="sign-in-email">
            <Form.Label>{t('email')}</Form.Label>
            <Form.Control name="email" type="email" autoComplete="username" required autoFocus />
          </Form.Group>
          <Form.Group className="mb-4" controlId="sign-in-password">
            <Form.Label>{t('password')}</Form.Label>
            <InputGroup>
              <Form.Control name="password" type={showPassword ? 'text' : 'password'} autoComplete="current-password" required />
              <Button variant="outline-secondary" onClick={() => setShowPassword((v) => !v)} aria-label={showPassword ? t('hidePassword') : t('showPassword')}>
                {showPassword ? t('hidePassword') : t('showPassword')}
              </Button>
            </InputGroup>
          </Form.Group>
          <Button type="submit" className="w-100" size="lg" disabled={submitting}>
            {submitting ? t('submitting') : t('submit')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
