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

/** A 404 inside a console: the shell stays around it, so no way home is needed beside the menu. */
export async function ConsoleNotFound() {
  const t = await getTranslations('common.notFound');
  return (
    <section className="text-center py-5">
      <div className="display-4 fw-bold brand-mark">{t('title')}</div>
      <h1 className="h4 mt-2">{t('heading')}</h1>
      <p className="text-body-secondary">{t('body')}</p>
    </section>
  );
}
