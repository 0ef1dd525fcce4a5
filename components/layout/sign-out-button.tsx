'use client';

import { signOut } from 'next-auth/react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';

export function SignOutButton() {
  const t = useTranslations('common');
  const locale = useLocale();
  return (
    <Button variant="outline-light" size="sm" onClick={() => signOut({ callbackUrl: `/${locale}/sign-in` })}>
      {t('signOut')}
    </Button>
  );
}
