import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { PageMessages } from '@/components/i18n/page-messages';
import { AppShell } from '@/features/shell/components/app-shell';
import { CONSOLE_NAMESPACES } from '@/lib/i18n/namespaces';
import { getSession } from '@/server/auth/get-session';

export default async function AdminLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const session = await getSession();
  if (!session) redirect(`/${locale}/sign-in?error=SessionRequired`);
  if (!session.user.isSysAdmin) redirect(`/${locale}/403`);
  return (
    <PageMessages namespaces={CONSOLE_NAMESPACES}>
      <AppShell user={session.user}>{children}</AppShell>
    </PageMessages>
  );
}
