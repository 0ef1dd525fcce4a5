'use client';

import { useTranslations } from 'next-intl';
import type { ShopResponse } from '@/lib/contracts/shops';
import { formatVnd } from '@/lib/format';

/** The shop as both prints show it: its heading, and the account a VietQR code pays into. */
export type PrintedShop = Pick<ShopResponse, 'name' | 'address' | 'phone' | 'logo' | 'bankInfo'>;

/** The shop's logo (when it has one), name, address and phone at the top of a printed invoice. */
export function PrintedShopHeading({ shop, className }: { shop: PrintedShop; className?: string }) {
  const t = useTranslations('invoices.print');
  return (
    <div className={className}>
      {shop.logo && (
        // eslint-disable-next-line @next/next/no-img-element -- served by /api/v1/files
        <img src={shop.logo} alt="" className="invoice-logo" />
      )}
      <div className="fw-semibold">{shop.name}</div>
      {shop.address && <div>{shop.address}</div>}
      {shop.phone && <div>{t('phone', { phone: shop.phone })}</div>}
    </div>
  );
}

/** Money as printed: a discount or a refund (negative) with a true minus sign. */
export const signedVnd = (amount: number) => (amount < 0 ? `−${formatVnd(-amount)}` : formatVnd(amount));

/** One figure of a printed invoice's totals, inside a `<dl>`: the label left, the amount (or a mark such as KCT) right. */
export function MoneyLine({ label, value, className = '' }: { label: string; value: number | string; className?: string }) {
  return (
    <div className={`d-flex justify-content-between gap-2 ${className}`}>
      {/* the row sets the weight (the total in bold), not the browser's bold <dt> */}
      <dt style={{ fontWeight: 'inherit' }}>{label}</dt>
      <dd className="mb-0 text-end text-nowrap">{typeof value === 'number' ? signedVnd(value) : value}</dd>
    </div>
  );
}
