'use client';

import { useTranslations } from 'next-intl';
import { QRCodeSVG } from 'qrcode.react';
import { Table } from 'react-bootstrap';
import { formatVnd } from '@/lib/format';
import { useDisplayState } from '../display-channel';

interface CustomerDisplayProps {
  shopId: string;
  shop: { name: string; logo: string | null };
}

/**
 * The screen facing the customer: the cart on the counter as the cashier builds it — lines, gifts,
 * promotions, the total in large type — and the VietQR when the cashier takes a transfer; the shop's
 * logo and name between customers.
 */
export function CustomerDisplay({ shopId, shop }: CustomerDisplayProps) {
  const t = useTranslations('counter.display');
  const state = useDisplayState(shopId);
  if (state.kind === 'idle') {
    return (
      <main className="min-vh-100 d-flex flex-column align-items-center justify-content-center text-center gap-3">
        {shop.logo && (
          // eslint-disable-next-line @next/next/no-img-element -- served by /api/v1/files
          <img src={shop.logo} alt="" style={{ maxHeight: '12rem', maxWidth: '60vw' }} />
        )}
        <h1 className="display-5">{shop.name}</h1>
        <p className="fs-3 text-body-secondary">{t('welcome')}</p>
      </main>
    );
  }
  return (
    <main className="container-fluid py-4 fs-4">
      <h1 className="h2 mb-3">{shop.name}</h1>
      <div className="row g-4">
        <div className={state.qr ? 'col-lg-8' : 'col-12'}>
          <Table aria-label={t('lines')} className="align-middle">
            <tbody>
              {state.lines.map((l, i) => (
                <tr key={i}>
                  <td>
                    {l.gift && <i className="bi bi-gift text-success me-2" aria-label={t('gift')} />}
                    {l.name}
                  </td>
                  <td className="text-end text-nowrap">
                    {l.quantity} {l.unitName}
                  </td>
                  <td className="text-end text-nowrap">{formatVnd(l.amount)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          {state.promotions.map((p) => (
            <div key={p.name} className="text-success">
              <i className="bi bi-tag me-2" aria-hidden="true" />
              {p.name}
              {p.discount > 0 && ` −${formatVnd(p.discount)}`}
            </div>
          ))}
          <dl className="mt-3">
            <div className="d-flex justify-content-between">
              <dt className="fw-normal">{t('vat')}</dt>
              <dd className="mb-1">{formatVnd(state.vat)}</dd>
            </div>
            <div className="d-flex justify-content-between border-top pt-2">
              <dt className="display-6">{t('total')}</dt>
              <dd className="display-5 fw-bold mb-0">{formatVnd(state.total)}</dd>
            </div>
          </dl>
        </div>
        {state.qr && (
          <div className="col-lg-4 text-center">
            <p className="mb-2">{t('scanToPay')}</p>
            <QRCodeSVG value={state.qr.payload} size={320} level="M" marginSize={2} role="img" aria-label={t('qr', { amount: formatVnd(state.qr.amount) })} data-payload={state.qr.payload} className="bg-white rounded" />
            <p className="fw-bold mt-2">{formatVnd(state.qr.amount)}</p>
          </div>
        )}
      </div>
    </main>
  );
}
