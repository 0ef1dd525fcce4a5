import { getTranslations } from 'next-intl/server';

export default async function ShopNotFound() {
  const t = await getTranslations('common.notFound');
  return (
    <section className="text-center py-5">
      <div className="display-4 fw-bold brand-mark">{t('title')}</div>
      <h1 className="h4 mt-2">{t('heading')}</h1>
      <p className="text-body-secondary">{t('body')}</p>
    </section>
  );
}
