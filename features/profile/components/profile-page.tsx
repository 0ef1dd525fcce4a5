'use client';

import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { Card, Tab, Tabs } from 'react-bootstrap';
import type { ShopResponse } from '@/lib/contracts/shops';
import type { UserResponse } from '@/lib/contracts/users';
import { Role } from '@/lib/roles';
import { useLocationHash } from '@/lib/use-location-hash';
import { ChangePasswordTab } from './change-password-tab';
import { DisplayLinksCard } from './display-links-card';
import { InfoTab } from './info-tab';
import { ProfileHeader } from './profile-header';
import { StoreSettingsTab } from './store-settings-tab';

const TABS = ['Info', 'StoreSettings', 'ChangePassword'] as const;
type TabKey = (typeof TABS)[number];

interface ProfilePageProps {
  user: UserResponse;
  /** present for a shop admin, who alone sees the StoreSettings tab */
  shop: ShopResponse | null;
  shopId: string | null;
}

/** Hồ sơ (SPEC §2): header with avatar, tabs chosen by the URL hash. */
export function ProfilePage({ user: initialUser, shop, shopId }: ProfilePageProps) {
  const t = useTranslations('profile');
  const { data: session } = useSession();
  const [hash, setHash] = useLocationHash();
  const canEditShop = initialUser.role === Role.SHOP_ADMIN && !!shop && !!shopId;
  const tabs = TABS.filter((k) => k !== 'StoreSettings' || canEditShop);
  const active: TabKey = (tabs as readonly string[]).includes(hash) ? (hash as TabKey) : 'Info';
  const image = session?.user.image ?? initialUser.image;

  return (
    <section>
      <h1 className="h3 mb-3">{t('title')}</h1>
      <ProfileHeader user={{ ...initialUser, image }} />
      <Card className="border-0 shadow-sm mt-3">
        <Card.Body>
          <Tabs activeKey={active} onSelect={(k) => k && setHash(k)} className="mb-4" id="profile-tabs">
            <Tab eventKey="Info" title={t('tabs.info')}>
              <InfoTab user={initialUser} />
            </Tab>
            {canEditShop && (
              <Tab eventKey="StoreSettings" title={t('tabs.storeSettings')}>
                <StoreSettingsTab shop={shop} shopId={shopId} />
                <DisplayLinksCard shopId={shopId} />
              </Tab>
            )}
            <Tab eventKey="ChangePassword" title={t('tabs.changePassword')}>
              <ChangePasswordTab />
            </Tab>
          </Tabs>
        </Card.Body>
      </Card>
    </section>
  );
}
