'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { ModalHeader } from '@/components/ui/modal-header';
import { useShopChain } from '@/entities/shops/shop-chain';
import { printInvoice } from './print-invoice';
import type { InvoiceDetail } from '@/lib/contracts/invoice-views';
import { formatVnd } from '@/lib/format';

/**
 * After the payment (at the counter, or of an activity): the invoice's code, the change to hand back (large, the cashier reads it
 * aloud), what stays owed, and its prints. Enter or "Đơn mới" goes back to an empty counter. With
 * the shop's "print straight after payment", the chosen paper's print view opens by itself.
 */
export function InvoiceDoneModal({ shopId, invoice, onClose }: { shopId: string; invoice: InvoiceDetail; onClose: () => void }) {
  const t = useTranslations('invoices.done');
  const locale = useLocale();
  const paper = useShopChain(shopId).data?.shop.printAfterPayment ?? 'none';
  const printed = useRef(false);
  useEffect(() => {
    // once per invoice, while the click that paid still lets the browser open a window
    if (paper === 'none' || printed.current) return;
    printed.current = true;
    printInvoice(locale, shopId, invoice.id, paper);
  }, [paper, locale, shopId, invoice.id]);
  return (
    <Modal show onHide={onClose} centered aria-labelledby="sale-done-title">
      <ModalHeader>
        <Modal.Title as="h2" id="sale-done-title" className="h5">
          {t('title', { code: invoice.code })}
        </Modal.Title>
      </ModalHeader>
      <Modal.Body>
        <dl className="mb-0">
          <div className="d-flex justify-content-between">
            <dt className="fw-normal">{t('total')}</dt>
            <dd className="mb-1 fw-semibold">{formatVnd(invoice.total)}</dd>
          </div>
          <div className="d-flex justify-content-between">
            <dt className="fw-normal">{t('paid')}</dt>
            <dd className="mb-1">{formatVnd(invoice.paid)}</dd>
          </div>
          {invoice.changeGiven > 0 && (
            <div className="d-flex justify-content-between align-items-center">
              <dt className="fs-5">{t('change')}</dt>
              <dd className="mb-1 fs-3 fw-bold text-success">{formatVnd(invoice.changeGiven)}</dd>
            </div>
          )}
          {invoice.debt > 0 && (
            <div className="d-flex justify-content-between">
              <dt className="fw-normal">{t('debt')}</dt>
              <dd className="mb-1 fw-semibold text-danger">{formatVnd(invoice.debt)}</dd>
            </div>
          )}
        </dl>
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <div className="d-flex gap-2">
          <Button variant="outline-secondary" onClick={() => printInvoice(locale, shopId, invoice.id, 'receipt')}>
            <i className="bi bi-receipt me-1" aria-hidden="true" />
            {t('printReceipt')}
          </Button>
          <Button variant="outline-secondary" onClick={() => printInvoice(locale, shopId, invoice.id)}>
            <i className="bi bi-printer me-1" aria-hidden="true" />
            {t('printA5')}
          </Button>
        </div>
        <Button variant="primary" autoFocus onClick={onClose}>
          {t('newSale')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
