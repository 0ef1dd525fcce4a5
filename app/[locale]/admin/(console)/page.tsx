import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/components/layout/coming-soon';
import { getSession } from '@/server/auth/get-session';
import { getDb } from '@/server/db/client';
import { getAdminStats } from '@/server/modules/admin/get-admin-stats';

export const generateMetadata = () => pageMetadata('home');

const CARDS = [
  { key: 'active', icon: 'shop', variant: 'success', status: 'active' },
  { key: 'expiring', icon: 'hourglass-split', variant: 'warning', status: 'expiring' },
  { key: 'expired', icon: 'exclamation-octagon', variant: 'danger', status: 'expired' },
  { key: 'locked', icon: 'lock', variant: 'secondary', status: 'locked' },
] as const;

// System administration home: shops by status, chains and accounts, counted on the server.
export default async function AdminHomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const t = await getTranslations('admin.home');
  const session = (await getSession())!;
  const stats = await getAdminStats(getDb());
  return (
    <section>
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary mb-4">{t('welcome', { name: session.user.name })}</p>
      <div className="row g-3">
        {CARDS.map((c) => (
          <div className="col-sm-6 col-xl-3" key={c.key}>
            <Link href={`/${locale}/admin/shops?status=${c.status}`} className="card border-0 shadow-sm text-decoration-none h-100">
              <div className="card-body d-flex align-items-center gap-3">
                <span className={`stat-icon bg-${c.variant}-subtle text-${c.variant}-emphasis`}>
                  <i className={`bi bi-${c.icon}`} aria-hidden="true" />
                </span>
                <span>
                  <span className="d-block fs-3 fw-bold text-body">{stats.shops[c.key]}</span>
                  <span className="text-body-secondary">{t(`shops.${c.key}`)}</span>
                </span>
              </div>
            </Link>
          </div>
        ))}
        <div className="col-sm-6 col-xl-3">
          <Link href={`/${locale}/admin/chains`} className="card border-0 shadow-sm text-decoration-none h-100">
            <div className="card-body d-flex align-items-center gap-3">
              <span className="stat-icon bg-primary-subtle text-primary-emphasis">
                <i className="bi bi-diagram-3" aria-hidden="true" />
              </span>
              <span>
                <span className="d-block fs-3 fw-bold text-body">{stats.chains}</span>
                <span className="text-body-secondary">{t('chains')}</span>
              </span>
            </div>
          </Link>
        </div>
        <div className="col-sm-6 col-xl-3">
          <Link href={`/${locale}/admin/users`} className="card border-0 shadow-sm text-decoration-none h-100">
            <div className="card-body d-flex align-items-center gap-3">
              <span className="stat-icon bg-info-subtle text-info-emphasis">
                <i className="bi bi-people" aria-hidden="true" />
              </span>
              <span>
                <span className="d-block fs-3 fw-bold text-body">{stats.users}</span>
                <span className="text-body-secondary">{t('users')}</span>
              </span>
            </div>
          </Link>
        </div>
      </div>
    </section>
  );
}
