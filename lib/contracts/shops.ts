import { z } from 'zod';
import { VAT_KEYS } from '../enums/shops';
import { findBank } from '../vietqr/banks';
import { booleanInput, clockTime, msg, name, optionalText, phone, requiredText, vatPercent } from './rules';

export const vatLine = z.object({ isEnabled: booleanInput(), percent: vatPercent() });
export const vatSettings = z.object({
  sale: vatLine,
  grooming: vatLine,
  healthcare: vatLine,
  hotel: vatLine,
});
export type VatSettings = z.infer<typeof vatSettings>;

export const DEFAULT_VAT_SETTINGS: VatSettings = Object.fromEntries(
  VAT_KEYS.map((k) => [k, { isEnabled: false, percent: 0 }]),
) as VatSettings;

export const bankInfo = z.object({
  // one of the banks VietQR knows (lib/vietqr/banks.ts), by the name the picker keeps
  bankName: optionalText(100).refine((v) => v === null || findBank(v) !== null, msg('unknownBank')),
  accountNumber: optionalText(30),
  bankBranch: optionalText(100),
  accountName: optionalText(100),
});
export type BankInfo = z.infer<typeof bankInfo>;

/** What prints by itself once an invoice is paid (issue 18): nothing, the 80 mm receipt or the A5 invoice. */
export const PRINT_AFTER_PAYMENT = ['none', 'receipt', 'a5'] as const;
export type PrintAfterPayment = (typeof PRINT_AFTER_PAYMENT)[number];

/** A new shop's day (issue 19): open 08:00–20:00, a stay leaving after 12:00 bills another day. */
export const SHOP_CLOCK_DEFAULTS = { opensAt: '08:00', closesAt: '20:00', lateCheckOutAfter: '12:00' } as const;

// PUT /shops/info (multipart; the logo travels as `document` and is not validated here, SPEC §5).
export const updateShopInfoBody = z.object({
  name: name(),
  alias: name(),
  phone: phone(),
  address: requiredText(255),
  bankInfo: bankInfo,
  vatSettings: vatSettings,
  /** sales and uses may take stock below zero (DESIGN §6); omitted: unchanged */
  allowSellingOutOfStock: booleanInput().optional(),
  /** omitted: unchanged */
  printAfterPayment: z.enum(PRINT_AFTER_PAYMENT, { error: 'validation.invalid' }).optional(),
  /** the shop's opening hours on its clock ("HH:mm"), sent together; omitted: unchanged */
  opensAt: clockTime().optional(),
  closesAt: clockTime().optional(),
  /** a stay leaving after this time of day bills one more day; omitted: unchanged */
  lateCheckOutAfter: clockTime().optional(),
})
  .refine((v) => (v.opensAt === undefined) === (v.closesAt === undefined), { path: ['closesAt'], error: 'validation.required' })
  .refine((v) => v.opensAt === undefined || v.closesAt === undefined || v.opensAt < v.closesAt, { path: ['closesAt'], error: 'validation.closesBeforeOpens' });
export type UpdateShopInfoInput = z.infer<typeof updateShopInfoBody>;
/** What PUT /shops/info writes: the body's own fields, whatever else a client sends. */
export const SHOP_INFO_FIELDS = updateShopInfoBody.keyof().options;

export const shopResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  alias: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  logo: z.string().nullable(),
  chainId: z.uuid().nullable(),
  bankInfo: z.object({
    bankName: z.string().nullable(),
    accountNumber: z.string().nullable(),
    bankBranch: z.string().nullable(),
    accountName: z.string().nullable(),
  }),
  vatSettings,
  allowSellingOutOfStock: z.boolean(),
  printAfterPayment: z.enum(PRINT_AFTER_PAYMENT),
  opensAt: z.string(),
  closesAt: z.string(),
  lateCheckOutAfter: z.string(),
});
export type ShopResponse = z.infer<typeof shopResponse>;

export const branch = z.object({ id: z.uuid(), alias: z.string(), name: z.string() });
export const subscriptionPlan = z.object({
  timeframe: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  isExpired: z.boolean(),
});
export const shopChainResponse = z.object({
  shop: shopResponse,
  branches: z.array(branch),
  subscriptionPlan: subscriptionPlan.nullable(),
});
export type ShopChainResponse = z.infer<typeof shopChainResponse>;
