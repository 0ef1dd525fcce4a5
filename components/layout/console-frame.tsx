import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { SessionUser } from '@/lib/contracts/session';
import { roleName } from '@/lib/roles';
import { SignOutButton } from './sign-out-button';

/** The signed-in frame: brand, who is signed in, sign-out, then the page. */
export async function ConsoleFrame({ user, homeHref, children }: { user: SessionUser; homeHref: string; children: ReactNode }) {
  const t = await getTranslations('common');
  const role = roleName(user.role);
  return (
    <div className="min-vh-100 d-flex flex-column">
      <header className="navbar navbar-dark bg-primary px-3">
        <Link href={homeHref} className="navbar-brand fw-bold">
          {t('product')}
        </Link>
        <div className="d-flex align-items-center gap-3 text-white">
          <span>
            <span className="fw-semibold" data-testid="header-user-name">{user.name}</span>
            {role && <span className="ms-2 opacity-75">{t(`roles.${role}`)}</span>}
          </span>
          <SignOutButton />
        </div>
      </header>
      <main className="flex-grow-1 container-fluid py-4">{children}</main>
      <footer className="text-center text-body-secondary small py-3 border-top">{t('footer')}</footer>
    </div>
  );
}
