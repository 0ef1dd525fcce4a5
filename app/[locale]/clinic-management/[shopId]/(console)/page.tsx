import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/i18n/page-messages';
import { pageMetadata } from '@/components/layout/coming-soon';
import { HomeTabs } from '@/features/counter/components/home-tabs';
import { RetailCounter } from '@/features/counter/components/retail-counter';
import { NewActivityForm } from '@/features/activities/components/new-activity-form';
import { TodayActivities } from '@/features/activities/components/today-activities';
import { ReminderCount } from '@/features/appointments/components/reminder-count';
import { TodayTiles } from '@/features/statistics/components/today-tiles';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';
import { hasPermission } from '@/lib/permissions';
import { getSession } from '@/server/auth/get-session';
import { getDb } from '@/server/db/client';
import { findAccessibleShop } from '@/server/auth/shop-access';

export const generateMetadata = () => pageMetadata('home');

// The front desk (SPEC §2 Home): a new activity beside today's visits of the shop, and the retail
// counter (HOME_SELLING), each on its tab when the role has both; above them, today's figures for
// the owner and the accountant (REPORTS_VIEW_STATISTICS).
export default async function ShopHomePage({ params }: { params: Promise<{ shopId: string }> }) {
  const { shopId } = await params;
  const t = await getTranslations('common');
  const session = (await getSession())!;
  const shop = await findAccessibleShop(getDb(), session.user, shopId);
  const frontDesk = hasPermission(session.user.role, 'HOME_ADD_CLINIC_ACTIVITIES');
  const selling = hasPermission(session.user.role, 'HOME_SELLING');
  const reception = (
    <div className="row g-3">
      <div className="col-xl-8">
        <NewActivityForm shopId={shopId} />
      </div>
      <div className="col-xl-4">
        <TodayActivities shopId={shopId} />
      </div>
    </div>
  );
  const counter = <RetailCounter shopId={shopId} />;
  return (
    <section>
      <h1 className="h3">{t('home.title')}</h1>
      <p className="text-body-secondary mb-3">
        {t('home.welcome', { name: session.user.name })}
        {shop && <> · {t('home.shop', { shop: shop.name })}</>}
      </p>
      <PageMessages namespaces={SCREEN_NAMESPACES.home}>
        {/* today's figures, shown only to those who read the statistics (it checks the session itself) */}
        <TodayTiles shopId={shopId} />
        {hasPermission(session.user.role, 'APPOINTMENTS_VIEW_UPDATE') && <ReminderCount shopId={shopId} />}
        {frontDesk && selling ? <HomeTabs reception={reception} counter={counter} /> : frontDesk ? reception : selling ? counter : null}
      </PageMessages>
    </section>
  );
}
