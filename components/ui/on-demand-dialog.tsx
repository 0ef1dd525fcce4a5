'use client';

import { useTranslations } from 'next-intl';
import { type ComponentType, lazy, Suspense } from 'react';
import { Button, type ButtonProps, Spinner } from 'react-bootstrap';
import { useHydrated } from '@/lib/use-hydrated';

// Dialogs whose code loads when first opened, and the controls that open them. Two ways a click
// could be lost, both closed here:
// - a click on the server's HTML before React has hydrated it does nothing: openers stay disabled
//   until then;
// - a lazy component without a Suspense boundary of its own (next/dynamic without `loading`) suspends
//   the page around it: while its chunk loads, that part of the page cannot hydrate and React drops
//   the clicks made on it. An on-demand dialog suspends inside its own boundary, mounted only once
//   opened, so the page never waits for it and the opening is shown as soon as its code is there.

function DialogLoading() {
  // common, not list: every page has it (the profile page has no list)
  const t = useTranslations('common');
  return (
    <div className="position-fixed top-50 start-50 translate-middle" style={{ zIndex: 1060 }}>
      <Spinner role="status" aria-label={t('loading')} />
    </div>
  );
}

/** A dialog loaded on demand: `lazyDialog(() => import('./x-modal').then((m) => m.XModal))`. Render it only while it is open. */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function OnDemandDialog(props: P) {
    return (
      <Suspense fallback={<DialogLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return OnDemandDialog;
}

/** A button that opens a dialog: disabled until the page has hydrated and its click can be handled. */
export function OpenerButton({ disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  return <Button {...props} disabled={disabled || !hydrated} />;
}
