import { getSession } from '@/server/auth/get-session';
import { LandingContent } from './landing-content';

// Landing page for visitors, and for signed-in staff a way back to their console.
export default async function LandingPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const session = await getSession();
  return <LandingContent locale={locale} user={session?.user ?? null} />;
}
