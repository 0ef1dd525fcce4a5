'use client';

import { useTranslations } from 'next-intl';
import { QRCodeSVG } from 'qrcode.react';
import type { ShopResponse } from '@/lib/contracts/shops';
import { formatVnd } from '@/lib/format';
import { findBank } from '@/lib/vietqr/banks';
import { vietQrPayload } from '@/lib/vietqr/payload';

interface VietQrCodeProps {
  bankInfo: ShopResponse['bankInfo'];
  amount: number;
  /** the transfer's content: the invoice code, or the cart's reference before it is issued */
  purpose?: string;
  size?: number;
}

/** The VietQR payload of a transfer to the shop, or null when the shop has no usable bank account. */
export function shopVietQr(bankInfo: ShopResponse['bankInfo'], amount: number, purpose?: string): string | null {
  const bank = findBank(bankInfo.bankName);
  if (!bank || !bankInfo.accountNumber || !Number.isSafeInteger(amount) || amount <= 0) return null;
  try {
    return vietQrPayload({ bin: bank.bin, accountNumber: bankInfo.accountNumber, amount, purpose });
  } catch {
    return null; // an account number VietQR cannot carry: the cashier gives it by hand
  }
}

/**
 * A VietQR code a customer's banking app scans to pay `amount` to the shop's account (profile →
 * Store Settings), with the bank, account and amount written under it; nothing when the shop has
 * no bank account on record.
 */
export function VietQrCode({ bankInfo, amount, purpose, size = 184 }: VietQrCodeProps) {
  const t = useTranslations('common.vietQr');
  const payload = shopVietQr(bankInfo, amount, purpose);
  if (!payload) return null;
  const bank = findBank(bankInfo.bankName)!;
  return (
    <figure className="vietqr text-center mb-0" aria-label={t('label', { amount: formatVnd(amount) })}>
      <QRCodeSVG value={payload} size={size} level="M" marginSize={2} role="img" aria-label={t('code')} data-payload={payload} className="bg-white rounded" />
      <figcaption className="small mt-1">
        <div className="fw-semibold">{bank.shortName}</div>
        <div className="font-monospace">{bankInfo.accountNumber}</div>
        {bankInfo.accountName && <div>{bankInfo.accountName}</div>}
        <div className="fw-semibold">{formatVnd(amount)}</div>
      </figcaption>
    </figure>
  );
}
