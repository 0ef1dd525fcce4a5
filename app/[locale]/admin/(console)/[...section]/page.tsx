import { notFound } from 'next/navigation';
import { ComingSoon, pageMetadata } from '@/components/layout/coming-soon';
import { screenTitleKey } from '@/lib/menu/menu-access';

type Props = { params: Promise<{ section: string[] }> };

const titleOf = async ({ params }: Props) => screenTitleKey('admin', `/${(await params).section.join('/')}`);

// Admin screens built later show "coming soon"; anything else is the 404 inside the shell.
export async function generateMetadata(props: Props) {
  const key = await titleOf(props);
  return key ? pageMetadata(key) : {};
}

export default async function AdminSectionPage(props: Props) {
  const key = await titleOf(props);
  if (!key) notFound();
  return <ComingSoon menuKey={key} />;
}
