import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/components/i18n/page-messages';
import { WaitingRoom } from '@/features/display/components/waiting-room';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export async function generateMetadata() {
  const t = await getTranslations('activities.display');
  return { title: t('title'), robots: { index: false } };
}

// The waiting room's TV (issue 17 §7): no sign-in; the display link's token is all it has.
export default async function DisplayPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.display}>
      <WaitingRoom token={token} />
    </PageMessages>
  );
}
