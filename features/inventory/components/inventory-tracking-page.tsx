'use client';

import { useTranslations } from 'next-intl';
import { Nav } from 'react-bootstrap';
import { PageHeader } from '@/components/ui/page-header';
import { ExpiringBatchesTab } from './expiring-batches-tab';
import { StockCardTab } from './stock-card-tab';
import { StockOverviewTab } from './stock-overview-tab';
import { INVENTORY_VIEWS, useInventoryView } from './use-inventory-view';

/**
 * Theo dõi tồn kho (INVENTORY_TRACKING): the stock on hand with its value, the products below their
 * minimum, the lots expiring soon, and a product's stock card (thẻ kho) — one tab each, the tab and
 * its filters in the URL, so a link or the back button finds the same view.
 */
export function InventoryTrackingPage({ shopId }: { shopId: string }) {
  const t = useTranslations('inventory');
  const { view, show, card } = useInventoryView();
  const tabId = (v: string) => `inventory-tab-${v}`;

  return (
    <section>
      <PageHeader title={t('title')} />
      <Nav variant="tabs" role="tablist" aria-label={t('views')} className="mb-3 flex-nowrap overflow-x-auto text-nowrap">
        {INVENTORY_VIEWS.map((v) => (
          <Nav.Item key={v} role="presentation">
            <Nav.Link as="button" type="button" role="tab" id={tabId(v)} aria-selected={view === v} aria-controls="inventory-panel" active={view === v} onClick={() => show(v)}>
              {t(`tabs.${v}`)}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <div role="tabpanel" id="inventory-panel" aria-labelledby={tabId(view)}>
        {view === 'card' ? (
          <StockCardTab shopId={shopId} />
        ) : view === 'expiring' ? (
          <ExpiringBatchesTab shopId={shopId} card={card} />
        ) : (
          // one list for both tabs, started afresh on a switch (its page and sort are the tab's own)
          <StockOverviewTab key={view} shopId={shopId} lowStock={view === 'low'} card={card} />
        )}
      </div>
    </section>
  );
}
