import { getTranslations } from 'next-intl/server';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { PageMessages } from '@/components/i18n/page-messages';
import { SCREEN_NAMESPACES } from '@/lib/i18n/namespaces';

export async function generateMetadata() {
  const t = await getTranslations();
  return { title: t('common.pageTitle', { product: t('common.product'), page: t('auth.title') }) };
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string; error?: string }> }) {
  const { callbackUrl, error } = await searchParams;
  return (
    <PageMessages namespaces={SCREEN_NAMESPACES.signIn}>
      <SignInForm callbackUrl={callbackUrl} initialError={error} />
    </PageMessages>
  );
}
