'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { notify } from '../toast';
import { endSession } from '../auth/end-session';
import { describeApiError } from './describe-error';

export interface ApiErrorHandlerOptions {
  /** runs instead of the /403 redirect (e.g. sign out, as the shop-chain load does) */
  onForbidden?: () => void;
}

/** The one error handler every query and mutation uses (SPEC §8). */
export function useApiErrorHandler() {
  const router = useRouter();
  const locale = useLocale();
  const t = useTranslations();
  return useCallback(
    (error: unknown, options: ApiErrorHandlerOptions = {}) => {
      const action = describeApiError(error, { hasForbiddenHandler: !!options.onForbidden });
      if (action.kind === 'redirect') router.push(`/${locale}${action.to}`);
      else if (action.kind === 'signIn') endSession(locale);
      else if (action.kind === 'forbidden') options.onForbidden?.();
      else notify('error', action.kind === 'toast' ? action.message : t(action.key));
    },
    [router, locale, t],
  );
}
