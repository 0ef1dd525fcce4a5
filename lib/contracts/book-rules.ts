import { z } from 'zod';
import { PAYER_TYPES, PAYMENT_METHODS, PaymentMethod, VOUCHER_CATEGORIES, VOUCHER_TYPES } from '../enums/cash';
import { INVOICE_PAYMENT_METHODS } from '../enums/invoices';
import { IMPORT_STATUS_IDS } from '../enums/product-imports';
import { STOCK_REASONS } from '../enums/stock';
import { STOCK_TAKE_STATUS_IDS } from '../enums/stock-takes';
import { emptyToNull, isCalendarDay, MAX_MONEY, MAX_QUANTITY, msg, numberFromInput, oneOf, optionalMultiLineText, text } from './rules';

// The rules of the books' documents (DESIGN §6): quantities and amounts that must be above zero,
// calendar days, and the enumerations of stock and cash. Messages are `validation.*` keys.

const wholeNumber = (key: string, min: number, max: number) =>
  z.preprocess(numberFromInput, z.number(msg(key)).int(msg(key)).min(min, msg(key)).max(max, msg('tooLarge')));

/** A quantity moved by a document: a whole number above zero. */
export const positiveQuantity = () => wholeNumber('positiveQuantity', 1, MAX_QUANTITY);
/** A counted quantity: a whole number, zero or more. */
export const countedQuantity = () => wholeNumber('nonNegativeInteger', 0, MAX_QUANTITY);
/** An amount of money that must be paid or received: whole đồng above zero. */
export const positiveAmount = () => wholeNumber('positiveAmount', 1, MAX_MONEY);

export const recordId = () => z.uuid(msg('uuid'));

/** A calendar day (YYYY-MM-DD), past or future (an expiry date); empty is none. */
export const optionalDay = () => z.preprocess(emptyToNull, z.string(msg('isoDate')).refine(isCalendarDay, msg('isoDate')).nullable());

/** Why a voided document or voucher was voided: required, one paragraph at most. */
export const voidReason = () => optionalMultiLineText(500).pipe(z.string(msg('required')).min(1, msg('required')));
export const voidBody = z.object({ reason: voidReason() });

/** A key the client makes once per payment it means, so a retried request records it once. */
export const idempotencyKey = () => text().pipe(z.string().min(8, msg('invalid')).max(100, msg('invalid')));

export const paymentMethod = () => z.enum(PAYMENT_METHODS, msg('paymentMethod'));
/** A method an invoice may be paid by: the cash book's, or the customer's credit. */
export const invoicePaymentMethod = () => z.enum(INVOICE_PAYMENT_METHODS, msg('paymentMethod'));
export const voucherType = () => z.enum(VOUCHER_TYPES, msg('voucherType'));
export const payerType = () => z.enum(PAYER_TYPES, msg('payerType'));
export const voucherCategory = () => z.enum(VOUCHER_CATEGORIES, msg('voucherCategory'));
export const stockReason = () => z.enum(STOCK_REASONS, msg('invalid'));
export const importStatus = () => oneOf(IMPORT_STATUS_IDS, 'invalid');
export const stockTakeStatus = () => oneOf(STOCK_TAKE_STATUS_IDS, 'invalid');

/** Who did something, as answers show it. */
export const staffRef = z.object({ id: z.uuid(), name: z.string() });

/**
 * One amount paid on a debt — to a supplier or collected from a customer (DESIGN §6): it settles the
 * oldest documents first and is written as one voucher.
 */
export const debtPaymentBody = z.object({
  amount: positiveAmount(),
  method: paymentMethod().default(PaymentMethod.CASH),
  note: optionalMultiLineText(1000),
  /** made once per payment the user means (DESIGN §6): sent again, it records nothing more */
  idempotencyKey: idempotencyKey(),
});
export type DebtPaymentInput = z.infer<typeof debtPaymentBody>;
