'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Nav } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type Cart, itemCount } from '../cart-model';
import { MAX_CARTS } from '../cart-store';

interface CartTabsProps {
  carts: Cart[];
  activeId: string;
  onSelect: (id: string) => void;
  onOpen: () => void;
  onClose: (id: string) => void;
}

/** The open carts as tabs: "Đơn 1 (3)", the one on screen marked; a new one (F2); closing one with goods asks first. */
export function CartTabs({ carts, activeId, onSelect, onOpen, onClose }: CartTabsProps) {
  const t = useTranslations('counter.tabs');
  const [closing, setClosing] = useState<{ id: string; n: number } | null>(null);
  const askClose = (cart: Cart, n: number) => (cart.lines.length > 0 ? setClosing({ id: cart.id, n }) : onClose(cart.id));
  return (
    <>
      <Nav variant="tabs" className="flex-nowrap overflow-x-auto" role="group" aria-label={t('label')}>
        {carts.map((cart, i) => {
          const count = itemCount(cart);
          return (
            <Nav.Item key={cart.id} className="d-flex align-items-center text-nowrap">
              <Nav.Link as="button" type="button" aria-pressed={cart.id === activeId} active={cart.id === activeId} onClick={() => onSelect(cart.id)} className="pe-1">
                {t('cart', { n: i + 1 })}
                {count > 0 && <span className="badge text-bg-secondary ms-1">{count}</span>}
              </Nav.Link>
              <Button size="sm" variant="link" className="text-body-secondary px-1" aria-label={t('close', { n: i + 1 })} onClick={() => askClose(cart, i + 1)}>
                <i className="bi bi-x" aria-hidden="true" />
              </Button>
            </Nav.Item>
          );
        })}
        <Nav.Item>
          <Nav.Link as="button" type="button" className="text-primary-emphasis" onClick={onOpen} disabled={carts.length >= MAX_CARTS} title={t('newHint')}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('new')}
          </Nav.Link>
        </Nav.Item>
      </Nav>
      <ConfirmDialog
        show={closing !== null}
        title={t('confirmTitle', { n: closing?.n ?? 0 })}
        body={t('confirmBody')}
        confirmLabel={t('confirm')}
        onConfirm={() => (closing && onClose(closing.id), setClosing(null))}
        onCancel={() => setClosing(null)}
      />
    </>
  );
}
