import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { SessionUser } from '@/lib/contracts/session';
import { landingPath } from '@/lib/paths';

interface LandingContentProps {
  locale: string;
  /** the signed-in user, if any: they are offered their console instead of the sign-in form */
  user: Pick<SessionUser, 'role' | 'shopId'> | null;
}

/** The public front page: what PawDesk is, and the way in (sign-in, or the console when signed in). */
export function LandingContent({ locale, user }: LandingContentProps) {
  const t = useTranslations('common');
  return (
    <main className="auth-page">
      <div className="text-center" style={{ maxWidth: 640 }}>
        <h1 className="brand-mark display-5 mb-3">{t('product')}</h1>
        <p className="lead mb-4">{t('landing.pitch')}</p>
        {user ? (
          // the same page signing in leads to (SPEC §2: the admin home, the shop, the accountant's statistics)
          <Link className="btn btn-primary btn-lg" href={landingPath(locale, user)}>
            {t('landing.openConsole')}
          </Link>
        ) : (
          <Link className="btn btn-primary btn-lg" href={`/${locale}/sign-in`}>
            {t('landing.signIn')}
          </Link>
        )}
      </div>
    </main>
  );
}
