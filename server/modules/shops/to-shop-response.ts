import type { ShopResponse } from '@/lib/contracts/shops';
import { DEFAULT_VAT_SETTINGS } from '@/lib/contracts/shops';
import { fileUrl } from '@/lib/contracts/session';
import type { ShopRow } from '../../auth/shop-access';

export function toShopResponse(row: ShopRow): ShopResponse {
  return {
    id: row.id,
    name: row.name,
    alias: row.alias,
    phone: row.phone,
    address: row.address,
    logo: fileUrl(row.logoFileId),
    chainId: row.chainId,
    bankInfo: {
      bankName: row.bankInfo.bankName ?? null,
      accountNumber: row.bankInfo.accountNumber ?? null,
      bankBranch: row.bankInfo.bankBranch ?? null,
      accountName: row.bankInfo.accountName ?? null,
    },
    vatSettings: { ...DEFAULT_VAT_SETTINGS, ...row.vatSettings },
    allowSellingOutOfStock: row.allowSellingOutOfStock,
    printAfterPayment: row.printAfterPayment,
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    lateCheckOutAfter: row.lateCheckOutAfter,
  };
}
