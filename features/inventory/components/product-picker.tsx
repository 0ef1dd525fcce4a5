'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Form, ListGroup, Spinner } from 'react-bootstrap';
import type { StockOverviewItem } from '@/lib/contracts/stock';
import { stockProductsQuery } from '../api/search-stock-products';

const label = (p: StockOverviewItem) => `${p.code} · ${p.name}`;

/** The product a typed or scanned code names: the one with that code, or the only product found. */
const namedBy = (code: string, found: StockOverviewItem[]) => found.find((p) => p.code.toLowerCase() === code.toLowerCase()) ?? (found.length === 1 ? found[0] : undefined);

/**
 * Finds a product for its stock card (as the customer picker finds a customer): a typeahead by
 * name or code, and a barcode scanned or typed with Enter picks its product at once — a scanner
 * types faster than the typeahead asks, so Enter looks the code up itself.
 */
export function ProductPicker({ shopId, onPick }: { shopId: string; onPick: (productId: string) => void }) {
  const t = useTranslations('inventory.card');
  const queryClient = useQueryClient();
  const id = useId();
  const listId = `${id}-options`;
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [notFound, setNotFound] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const { data: options = [], isFetching } = useQuery({ ...stockProductsQuery(shopId, search), enabled: open && search !== '' });

  const choose = (p: StockOverviewItem) => {
    onPick(p.id);
    setOpen(false);
    setText('');
    setNotFound(null);
  };
  const lookUp = async (code: string) => {
    const product = namedBy(code, await queryClient.fetchQuery(stockProductsQuery(shopId, code)));
    if (product) choose(product);
    else setNotFound(code);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const typed = text.trim();
    if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, options.length - 1));
    else if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (e.key === 'Escape') setOpen(false);
    else if (e.key !== 'Enter') return;
    else if (open && search === typed && options[active]) choose(options[active]);
    else if (typed) void lookUp(typed);
    e.preventDefault();
  };
  const optionId = (i: number) => `${listId}-${i}`;
  const shown = open && search !== '';

  return (
    <Form.Group controlId={id} className="mb-3 position-relative">
      <Form.Label>{t('product')}</Form.Label>
      <Form.Control
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && options[active] ? optionId(active) : undefined}
        aria-describedby={notFound ? `${id}-not-found` : undefined}
        autoComplete="off"
        value={text}
        placeholder={t('pickPlaceholder')}
        isInvalid={!!notFound}
        onChange={(e) => (setText(e.target.value), setOpen(true), setActive(0), setNotFound(null))}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {notFound && (
        <Form.Control.Feedback id={`${id}-not-found`} type="invalid" role="alert">
          {t('notFound', { code: notFound })}
        </Form.Control.Feedback>
      )}
      {shown && (
        <ListGroup id={listId} role="listbox" aria-label={t('product')} className="position-absolute w-100 shadow-sm z-3 overflow-auto" style={{ maxHeight: 250 }}>
          {options.map((p, i) => (
            <ListGroup.Item key={p.id} id={optionId(i)} role="option" aria-selected={i === active} action active={i === active} onMouseDown={(e) => e.preventDefault()} onClick={() => choose(p)}>
              {label(p)}
              <span className="ms-2 small opacity-75">
                {p.stockOnHand} {p.unit}
              </span>
            </ListGroup.Item>
          ))}
          {options.length === 0 && (
            <ListGroup.Item className="text-body-secondary small" aria-live="polite">
              {isFetching ? <Spinner size="sm" aria-label={t('searching')} /> : t('noProductFound')}
            </ListGroup.Item>
          )}
        </ListGroup>
      )}
    </Form.Group>
  );
}
