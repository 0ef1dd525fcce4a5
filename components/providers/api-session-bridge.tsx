'use client';

import { useSession } from 'next-auth/react';
import { useLocale } from 'next-intl';
import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { configureApi } from '@/lib/api/client';
import { endSession } from '@/lib/auth/end-session';

/** Keeps the API client's token, shop and language in step with the session and the URL. */
export function ApiSessionBridge() {
  const { data } = useSession();
  const locale = useLocale();
  const params = useParams<{ shopId?: string }>();
  const accessToken = data && !data.error ? data.backendTokens.accessToken : null;
  configureApi({ accessToken, locale, shopId: params?.shopId ?? null });
  useEffect(() => configureApi({ accessToken, locale, shopId: params?.shopId ?? null }), [accessToken, locale, params?.shopId]);
  // The server could not refresh the session (password changed, account locked): sign in again.
  const expired = data?.error === 'RefreshAccessTokenError';
  useEffect(() => {
    if (expired) endSession(locale);
  }, [expired, locale]);
  return null;
}
