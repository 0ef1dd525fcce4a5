'use client';

import { useTranslations } from 'next-intl';
import { type CloseButtonProps, ToastContainer } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/toast';

/** react-toastify's own close button, named in the page's language (its default says "close"). */
function CloseButton({ closeToast, theme, label }: Pick<CloseButtonProps, 'closeToast' | 'theme'> & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(e) => {
        e.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * SPEC §2 toasts: top-right, closing after 5 s, coloured by type. The live region and the close
 * buttons are named in the page's language (react-toastify's defaults are English).
 */
export function AppToasts() {
  const t = useTranslations('common.toasts');
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      theme="colored"
      aria-label={t('region')}
      closeButton={({ closeToast, theme }) => <CloseButton closeToast={closeToast} theme={theme} label={t('close')} />}
    />
  );
}
