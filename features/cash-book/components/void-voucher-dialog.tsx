'use client';

import { useTranslations } from 'next-intl';
import { VoidDialog } from '@/components/ui/void-dialog';
import type { CashVoucher } from '@/lib/contracts/cash-vouchers';
import { formatVnd } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useVoidCashVoucher } from '../api/void-cash-voucher';

/**
 * Asks before voiding a voucher, with the reason the book will keep: the voucher stays, struck
 * through, and a voucher of the opposite type reverses it (DESIGN §6).
 */
export function VoidVoucherDialog({ shopId, voucher, onClose }: { shopId: string; voucher: CashVoucher; onClose: () => void }) {
  const t = useTranslations('cash-book');
  const mutation = useVoidCashVoucher();
  const done = (voided: CashVoucher) => (notify('success', t('void.done', { code: voided.code, reversal: voided.reversedBy?.code ?? '' })), onClose());
  return (
    <VoidDialog
      title={t('void.title', { code: voucher.code })}
      explain={t('void.explain', { code: voucher.code, amount: formatVnd(voucher.amount) })}
      reasonLabel={t('void.reason')}
      confirmLabel={t('void.confirm')}
      busy={mutation.isPending}
      onVoid={(reason, onError) => mutation.mutate({ shopId, id: voucher.id, reason }, { onSuccess: done, onError })}
      onClose={onClose}
    />
  );
}
