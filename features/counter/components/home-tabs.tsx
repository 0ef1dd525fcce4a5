'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useSyncExternalStore } from 'react';
import { Tab, Tabs } from 'react-bootstrap';

const STORAGE_KEY = 'pawdesk.home.tab';
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));

/**
 * Home's two desks: receiving pets (a new activity, today's visits) and the retail counter. The
 * last one used comes back on the next visit (kept in the browser), so the till stays on the counter.
 */
export function HomeTabs({ reception, counter }: { reception: ReactNode; counter: ReactNode }) {
  const t = useTranslations('counter.home');
  const stored = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(STORAGE_KEY),
    () => null,
  );
  const choose = (key: string | null) => {
    window.localStorage.setItem(STORAGE_KEY, key === 'counter' ? 'counter' : 'reception');
    listeners.forEach((l) => l());
  };
  return (
    <Tabs id="home-desks" activeKey={stored === 'counter' ? 'counter' : 'reception'} onSelect={choose} className="mb-3 bg-body rounded-top px-2 pt-2" mountOnEnter>
      <Tab eventKey="reception" title={t('reception')}>
        {reception}
      </Tab>
      <Tab eventKey="counter" title={t('counter')}>
        {counter}
      </Tab>
    </Tabs>
  );
}
