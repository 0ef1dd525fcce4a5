import { notFound } from 'next/navigation';
import { ComingSoon, pageMetadata } from '@/components/layout/coming-soon';
import { screenTitleKey } from '@/lib/menu/menu-access';

type Props = { params: Promise<{ section: string[] }> };

const titleOf = async ({ params }: Props) => screenTitleKey('shop', `/${(await params).section.join('/')}`);

// Every screen of the side menu exists; the ones built later show "coming soon" until their
// own route folder takes over. Anything else is the translated 404 inside the shell.
export async function generateMetadata(props: Props) {
  const key = await titleOf(props);
  return key ? pageMetadata(key) : {};
}

export default async function ShopSectionPage(props: Props) {
  const key = await titleOf(props);
  if (!key) notFound();
  return <ComingSoon menuKey={key} />;
}
