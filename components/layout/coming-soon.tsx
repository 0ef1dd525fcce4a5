import { getTranslations } from 'next-intl/server';

/** Title `{product} | {page}` for a page whose title is a `menu` key. */
export async function pageMetadata(menuKey: string) {
  const t = await getTranslations();
  return { title: t('common.pageTitle', { product: t('common.product'), page: t(`menu.${menuKey}`) }) };
}

/** The body of a screen that a later part of the product fills. */
export async function ComingSoon({ menuKey }: { menuKey: string }) {
  const t = await getTranslations();
  return (
    <section>
      <h1 className="h3 mb-3">{t(`menu.${menuKey}`)}</h1>
      <div className="card border-0 shadow-sm">
        <div className="card-body d-flex align-items-center gap-3 py-5 justify-content-center text-body-secondary">
          <i className="bi bi-tools fs-3" aria-hidden="true" />
          <span>{t('common.comingSoon')}</span>
        </div>
      </div>
    </section>
  );
}
