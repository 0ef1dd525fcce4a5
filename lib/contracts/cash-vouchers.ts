import { z } from 'zod';
import { MANUAL_CATEGORIES, PAYER_TYPES_WITH_RECORD, PaymentMethod } from '../enums/cash';
import { idempotencyKey, paymentMethod, payerType, positiveAmount, recordId, staffRef, voucherCategory, voucherType } from './book-rules';
import { withDayRange } from './day-range';
import { listQuery, pageOf } from './pagination';
import { optionalFilter, optionalMultiLineText, optionalText, optionalUuid } from './rules';

// The cash book (phiếu thu PT / phiếu chi PC, DESIGN §6). A person writes vouchers by hand only for
// expenses and other income; the others come from their documents.

export const cashVoucherBody = z
  .object({
    type: voucherType(),
    category: voucherCategory(),
    payerType: payerType(),
    /** the customer, supplier or employee, for those payer types */
    payerId: optionalUuid(),
    /** the name written on the voucher, for a delivery person or anyone else */
    payerName: optionalText(100),
    amount: positiveAmount(),
    method: paymentMethod().default(PaymentMethod.CASH),
    note: optionalMultiLineText(1000),
    /** made once per voucher the user means: sent again, it writes nothing more */
    idempotencyKey: idempotencyKey(),
  })
  .superRefine((v, ctx) => {
    if (!MANUAL_CATEGORIES[v.type].includes(v.category)) ctx.addIssue({ code: 'custom', path: ['category'], message: 'validation.manualCategory' });
    const withRecord = PAYER_TYPES_WITH_RECORD.includes(v.payerType);
    if (withRecord && !v.payerId) ctx.addIssue({ code: 'custom', path: ['payerId'], message: 'validation.payerRequired' });
    if (!withRecord && !v.payerName) ctx.addIssue({ code: 'custom', path: ['payerName'], message: 'validation.payerNameRequired' });
  });
export type CashVoucherInput = z.infer<typeof cashVoucherBody>;

export const cashVoucherListQuery = withDayRange(
  listQuery(['createdAt', 'code', 'amount'] as const).extend({
    type: optionalFilter(voucherType()),
    category: optionalFilter(voucherCategory()),
    method: optionalFilter(paymentMethod()),
    payerType: optionalFilter(payerType()),
    createdBy: optionalFilter(recordId()),
  }),
);
export type CashVoucherListQuery = z.infer<typeof cashVoucherListQuery>;

export const cashVoucherResponse = z.object({
  id: z.uuid(),
  code: z.string(),
  type: z.string(),
  category: z.string(),
  payerType: z.string(),
  payerId: z.uuid().nullable(),
  payerName: z.string(),
  amount: z.number().int(),
  method: z.string(),
  documentType: z.string().nullable(),
  documentId: z.uuid().nullable(),
  documentCode: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  createdBy: staffRef,
  voidedAt: z.string().nullable(),
  voidedBy: staffRef.nullable(),
  voidReason: z.string().nullable(),
  /** the voucher this one reverses, and the one that reversed this */
  reverses: z.object({ id: z.uuid(), code: z.string() }).nullable(),
  reversedBy: z.object({ id: z.uuid(), code: z.string() }).nullable(),
  /** may be voided here: a manual voucher or a supplier payment not yet voided */
  canVoid: z.boolean(),
});
export type CashVoucher = z.infer<typeof cashVoucherResponse>;
export const cashVoucherPage = pageOf(cashVoucherResponse);

export const cashSummaryQuery = withDayRange(z.object({}));
export type CashSummaryQuery = z.infer<typeof cashSummaryQuery>;

const balances = z.object({ opening: z.number().int(), totalIn: z.number().int(), totalOut: z.number().int(), closing: z.number().int() });
/** Opening balance, in, out and closing balance of a period: the drawer (cash) and the bank apart, and in all. */
export const cashSummaryResponse = balances.extend({ methods: z.array(balances.extend({ method: z.string() })) });
export type CashSummary = z.infer<typeof cashSummaryResponse>;

