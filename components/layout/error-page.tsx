import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** The 403 and 404 pages. */
export async function ErrorPage({ kind, homeHref }: { kind: 'forbidden' | 'notFound'; homeHref: string }) {
  const t = await getTranslations('common');
  return (
    <main className="auth-page">
      <div className="text-center">
        <div className="display-1 fw-bold brand-mark">{t(`${kind}.title`)}</div>
        <h1 className="h3 mt-2">{t(`${kind}.heading`)}</h1>
        <p className="text-body-secondary">{t(`${kind}.body`)}</p>
        <Link href={homeHref} className="btn btn-primary">
          {t(`${kind}.back`)}
        </Link>
      </div>
    </main>
  );
}
