import { pageMetadata } from '@/components/layout/coming-soon';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { getSession } from '@/server/auth/get-session';
import { getDb } from '@/server/db/client';
import { loadProfile } from '@/server/modules/users/load-profile';
import { PageMessages } from '@/components/i18n/page-messages';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export const generateMetadata = () => pageMetadata('profile');

export default async function AdminProfilePage() {
  const session = (await getSession())!;
  const { user } = await loadProfile(getDb(), { userId: session.user.id, shopId: null });
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.profile}>
      <ProfilePage user={user} shop={null} shopId={null} />
    </PageMessages>
  );
}
