'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Row, Spinner } from 'react-bootstrap';
import { FormField } from '@/components/ui/form-field';
import { CustomerPicker } from '@/entities/customers/customer-picker';
import { ProductSearch } from '@/entities/products/product-search';
import { InvoiceDoneModal } from '@/entities/invoices/invoice-done-modal';
import { useShopChain } from '@/entities/shops/shop-chain';
import { apiRefusal } from '@/lib/api/refusal';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import { useSaleQuote } from '../api/sale-quote';
import { addProduct, quoteBody, removeLine, updateLine } from '../cart-model';
import { useCarts } from '../cart-store';
import { displayOf, useDisplayFeed } from '../display-channel';
import { CartSummary } from './cart-summary';
import { CartTable } from './cart-table';
import { CartTabs } from './cart-tabs';
import { CounterPayment } from './counter-payment';
import { CustomerDisplayButton } from './customer-display-button';

/**
 * The retail counter on Home (issue 18 §2), keyboard- and scanner-first: the product search keeps
 * the focus (a scan adds one, typing searches without accents), the cart is priced by the server as
 * it changes, F9 takes the payment and F2 opens another cart beside this one. Carts live in the
 * browser (cart-store.ts) and a customer display window mirrors the one on screen.
 */
export function RetailCounter({ shopId }: { shopId: string }) {
  const t = useTranslations('counter');
  const { carts, active, update, select, open, close } = useCarts(shopId);
  const body = useMemo(() => quoteBody(active), [active]);
  const quote = useSaleQuote(shopId, body);
  const priced = body.lines.length > 0 ? quote.data : undefined;
  const { data: chain } = useShopChain(shopId);
  const [paying, setPaying] = useState(false);
  const [done, setDone] = useState<InvoiceDetail | null>(null);
  const [qr, setQr] = useState<{ payload: string; amount: number } | null>(null);
  const search = useRef<HTMLInputElement>(null);
  useDisplayFeed(shopId, displayOf(priced, qr));

  // every line sellable and its price the one shown: the payment takes exactly what is on screen
  const ready = !!priced && body.lines.length === active.lines.length && !quote.isFetching && !quote.isError;
  // the quote prices the lines sent (quantity above 0) in their order, then the gifts
  const pricedLines = useMemo(() => {
    const sold = priced?.lines.filter((q) => q.giftOfId === null) ?? [];
    let next = 0;
    return active.lines.map((l) => (l.quantity > 0 ? sold[next++] : undefined));
  }, [active.lines, priced]);

  const focusSearch = useCallback(() => setTimeout(() => search.current?.focus(), 0), []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F9' && ready && !done) {
        setPaying(true);
      } else if (e.key === 'F2' && !paying && !done) {
        open();
        focusSearch();
      } else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ready, paying, done, open, focusSearch]);

  const onQrChange = useCallback((payload: string | null, amount: number) => setQr(payload ? { payload, amount } : null), []);
  const paid = (invoice: InvoiceDetail) => {
    setPaying(false);
    close(active.id);
    setDone(invoice);
  };

  return (
    <Card as="section" aria-labelledby="counter-title">
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2 pb-0">
        <h2 id="counter-title" className="h6 mb-2">
          {t('title')}
        </h2>
        <CustomerDisplayButton shopId={shopId} />
        <div className="w-100">
          <CartTabs carts={carts} activeId={active.id} onSelect={(id) => (select(id), focusSearch())} onOpen={() => (open(), focusSearch())} onClose={close} />
        </div>
      </Card.Header>
      <Card.Body>
        <Row className="g-3">
          <Col lg={8}>
            <ProductSearch shopId={shopId} label={t('search')} inputRef={search} onPick={(product) => update((cart) => addProduct(cart, product))} />
            <CartTable
              cart={active}
              priced={pricedLines}
              onChange={(i, patch) => update((cart) => updateLine(cart, i, patch))}
              onRemove={(i) => (update((cart) => removeLine(cart, i)), focusSearch())}
            />
          </Col>
          <Col lg={4}>
            <FormField id="counter-customer" label={t('customer')} hint={active.customer ? undefined : t('walkIn')}>
              <CustomerPicker shopId={shopId} value={active.customer} onChange={(customer) => update((cart) => ({ ...cart, customer }))} />
            </FormField>
            {quote.isError && body.lines.length > 0 && (
              <Alert variant="danger" role="alert" className="py-2">
                {apiRefusal(quote.error) ?? t('quoteFailed')}
              </Alert>
            )}
            <CartSummary
              quote={priced}
              removedCount={active.removedPromotions.length}
              onRemovePromotion={(id) => update((cart) => ({ ...cart, removedPromotions: [...cart.removedPromotions, id] }))}
              onRestorePromotions={() => update((cart) => ({ ...cart, removedPromotions: [] }))}
            />
            <div className="d-grid mt-3">
              <Button variant="success" size="lg" disabled={!ready} onClick={() => setPaying(true)} aria-keyshortcuts="F9">
                {quote.isFetching && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                {t('pay')}
              </Button>
            </div>
          </Col>
        </Row>
      </Card.Body>
      {paying && priced && (
        <CounterPayment shopId={shopId} cart={active} quote={priced} bankInfo={chain?.shop.bankInfo} onPaid={paid} onClose={() => (setPaying(false), focusSearch())} onQrChange={onQrChange} />
      )}
      {done && <InvoiceDoneModal shopId={shopId} invoice={done} onClose={() => (setDone(null), focusSearch())} />}
    </Card>
  );
}
