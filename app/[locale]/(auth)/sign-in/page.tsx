import { getTranslations } from 'next-intl/server';
import { SignInForm } from '@/features/auth/components/sign-in-form';

export async function generateMetadata() {
  const t = await getTranslations();
  return { title: t('common.pageTitle', { product: t('common.product'), page: t('auth.title') }) };
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string; error?: string }> }) {
  const { callbackUrl, error } = await searchParams;
  return <SignInForm callbackUrl={callbackUrl} initialError={error} />;
}
