import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/components/layout/coming-soon';
import { PageMessages } from '@/components/i18n/page-messages';
import { RoomBoardPage } from '@/features/accommodation/components/room-board-page';
import { PET_ROOM_SLUGS, type PetRoomSlug } from '@/lib/enums/pet-rooms';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

type Props = { params: Promise<{ shopId: string; slug: string }> };
const isBoard = (slug: string): slug is PetRoomSlug => slug in PET_ROOM_SLUGS;
// the menu's keys of SPEC §2's two boards
const MENU_KEY: Record<PetRoomSlug, string> = { hotels: 'hotels', 'inpatient-care': 'inpatientCare' };

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  return isBoard(slug) ? pageMetadata(MENU_KEY[slug]) : {};
}

export default async function ShopRoomBoardPage({ params }: Props) {
  const { shopId, slug } = await params;
  if (!isBoard(slug)) notFound();
  const t = await getTranslations('menu');
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.roomBoard}>
      <RoomBoardPage shopId={shopId} type={PET_ROOM_SLUGS[slug]} title={t(MENU_KEY[slug])} />
    </PageMessages>
  );
}
