import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

// Landing page for visitors.
export default async function LandingPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const t = await getTranslations('common');
  return (
    <main className="auth-page">
      <div className="text-center" style={{ maxWidth: 640 }}>
        <h1 className="brand-mark display-5 mb-3">{t('product')}</h1>
        <p className="lead mb-4">{t('landing.pitch')}</p>
        <Link className="btn btn-primary btn-lg" href={`/${locale}/sign-in`}>
          {t('landing.signIn')}
        </Link>
      </div>
    </main>
  );
}
