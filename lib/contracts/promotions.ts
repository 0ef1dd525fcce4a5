import { z } from 'zod';
import { PROMOTION_METHODS, PromotionMethod } from '../books/promotions';
import { INVOICE_KIND_IDS } from '../enums/invoices';
import { PROMOTION_STATUSES } from '../enums/promotions';
import { optionalDay, positiveAmount, positiveQuantity } from './book-rules';
import { listQuery, pageOf } from './pagination';
import { booleanInput, emptyToNull, isCalendarDay, money, msg, name, numberFromInput, oneOf, optionalFilter, optionalUuid, requiredText, text } from './rules';

// Promotions (issue 18 §5, SPEC §3): code and name, the days they run, the invoice kinds they apply
// to, and what each method gives. Checkout prices with them (lib/books/promotions.ts); an invoice
// keeps what it was given, so an edit here never changes one already issued.

const day = () => text().pipe(z.string().min(1, msg('required')).refine(isCalendarDay, msg('isoDate')));

// numeric(5,2): above 0, at most 100, two decimals at most; "12,5" typed the Vietnamese way is 12.5
const percent = () =>
  z.preprocess(
    (v) => numberFromInput(typeof v === 'string' ? v.replace(',', '.') : v),
    z
      .number(msg('discountPercent'))
      .gt(0, msg('discountPercent'))
      .max(100, msg('discountPercent'))
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, msg('discountPercent')),
  );

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToNull, schema.nullable());

/** The invoice kinds it applies to: at least one, each once (kept in their order). */
const kinds = () =>
  z
    .array(oneOf(INVOICE_KIND_IDS, 'invoiceKind'), msg('promotionKinds'))
    .min(1, msg('promotionKinds'))
    .max(INVOICE_KIND_IDS.length, msg('promotionKinds'))
    .transform((list) => [...new Set(list)].sort((a, b) => a - b));

const missing = (v: unknown) => v === null || v === undefined || v === '';

/** What each method needs (the database's checks, promotions_*_check), as messages under the fields. */
const METHOD_FIELDS = {
  [PromotionMethod.INVOICE_DISCOUNT]: ['minSubtotal', 'discountPercent', 'discountCap', 'discountAmount'],
  [PromotionMethod.INVOICE_GIFT]: ['minSubtotal', 'giftProductId', 'giftQuantity'],
  [PromotionMethod.PRODUCT_GIFT]: ['buyProductId', 'buyQuantity', 'giftProductId', 'giftQuantity'],
} as const;

const GIVEN_FIELDS = ['minSubtotal', 'discountPercent', 'discountCap', 'discountAmount', 'buyProductId', 'buyQuantity', 'giftProductId', 'giftQuantity'] as const;
type GivenField = (typeof GIVEN_FIELDS)[number];

export const promotionBody = z
  .object({
    code: requiredText(30),
    name: name(),
    method: z.enum(PROMOTION_METHODS, msg('promotionMethod')),
    startsOn: day(),
    /** no end: runs until switched off */
    endsOn: optionalDay(),
    kinds: kinds(),
    minSubtotal: z.preprocess((v) => (v === '' || v == null ? 0 : v), money()),
    discountPercent: optional(percent()),
    /** the most a percent gives */
    discountCap: optional(positiveAmount()),
    discountAmount: optional(positiveAmount()),
    buyProductId: optionalUuid(),
    buyQuantity: optional(positiveQuantity()),
    giftProductId: optionalUuid(),
    giftQuantity: optional(positiveQuantity()),
    /** omitted: active on create, unchanged on update */
    isActive: booleanInput().optional(),
  })
  .superRefine(
    (body, ctx) => {
      const need = (field: GivenField, key = 'required') => missing(body[field]) && ctx.addIssue({ code: 'custom', path: [field], message: `validation.${key}` });
      if (typeof body.startsOn === 'string' && typeof body.endsOn === 'string' && body.endsOn < body.startsOn) {
        ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'validation.promotionPeriod' });
      }
      if (body.method === PromotionMethod.INVOICE_DISCOUNT) {
        const given = [body.discountPercent, body.discountAmount].filter((v) => !missing(v)).length;
        if (given !== 1) ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: 'validation.promotionDiscount' });
        if (missing(body.discountPercent) && !missing(body.discountCap)) ctx.addIssue({ code: 'custom', path: ['discountCap'], message: 'validation.promotionCap' });
      } else if (body.method === PromotionMethod.INVOICE_GIFT || body.method === PromotionMethod.PRODUCT_GIFT) {
        need('giftProductId', 'giftProductRequired');
        need('giftQuantity');
        if (body.method === PromotionMethod.PRODUCT_GIFT) {
          need('buyProductId', 'buyProductRequired');
          need('buyQuantity');
        }
      }
    },
    // say what the method lacks even while another field is wrong
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
export type PromotionInput = z.output<typeof promotionBody>;
export type PromotionFormInput = z.input<typeof promotionBody>;

/**
 * What a promotion's row holds of a body: what its method gives, and nothing another method would
 * (a form may still hold it) — the server and the mock API write this.
 */
export function methodValues(body: PromotionInput): Pick<PromotionInput, GivenField> {
  const kept = new Set<string>(METHOD_FIELDS[body.method]);
  return Object.fromEntries(GIVEN_FIELDS.map((f) => [f, kept.has(f) ? body[f] : f === 'minSubtotal' ? 0 : null])) as Pick<PromotionInput, GivenField>;
}

/** The list's switch: on or off, nothing else changed. */
export const promotionStatusBody = z.object({ isActive: booleanInput() });

export const promotionListQuery = listQuery(['code', 'name', 'startsOn', 'endsOn', 'usageCount', 'createdAt'] as const).extend({
  status: optionalFilter(z.enum(PROMOTION_STATUSES, msg('invalid'))),
  method: optionalFilter(z.enum(PROMOTION_METHODS, msg('promotionMethod'))),
});
export type PromotionListQuery = z.infer<typeof promotionListQuery>;

const productRef = z.object({ id: z.uuid(), code: z.string(), name: z.string(), unit: z.string() });
export type PromotionProduct = z.infer<typeof productRef>;

export const promotionResponse = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  method: z.enum(PROMOTION_METHODS),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  isActive: z.boolean(),
  kinds: z.array(z.number().int()),
  minSubtotal: z.number().int(),
  discountPercent: z.number().nullable(),
  discountCap: z.number().int().nullable(),
  discountAmount: z.number().int().nullable(),
  buyProduct: productRef.nullable(),
  buyQuantity: z.number().int().nullable(),
  giftProduct: productRef.nullable(),
  giftQuantity: z.number().int().nullable(),
  /** invoices that applied it, voided ones aside */
  usageCount: z.number().int(),
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof promotionResponse>;
export const promotionPage = pageOf(promotionResponse);
