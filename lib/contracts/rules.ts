import { z } from 'zod';
import { GENDER_IDS } from '../enums/people';
import { PET_SPECIES, PET_STATUS_IDS } from '../enums/pets';
import { PRODUCT_GROUP_IDS } from '../enums/products';
import { SERVICE_GROUP_IDS } from '../enums/services';
import { TIMEFRAME_VALUES } from '../enums/subscriptions';
import { ROLE_IDS } from '../roles';

// Validation rules of SPEC §5. Messages are translation keys of the `validation` namespace, so the
// same schema yields Vietnamese or English text on the server (Accept-Language) and in forms.

export const msg = (key: string) => ({ error: `validation.${key}` });

// Control characters (Unicode Cc: C0, DEL, C1) are nothing a person types: pasted ones (an ESC
// colour sequence, a NUL, which PostgreSQL cannot even store) are refused with a message rather than
// stored, or stripped behind the user's back. A lone surrogate half is no character at all.
// Multi-line texts (the textareas: notes, descriptions) keep tab and line feed.
const SINGLE_LINE_UNSTORABLE = /[\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]/u;
const MULTI_LINE_UNSTORABLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

type Lines = 'single' | 'multi';

// A CR LF (text from Windows, a form the browser submits) or a lone CR is one line feed.
const normalise = (v: string, lines: Lines) => (lines === 'multi' ? v.replace(/\r\n?/g, '\n') : v).normalize('NFC');

/**
 * Trimmed string; `null`/`undefined` become ''. Control characters are refused before any other
 * rule runs (`validation.singleLine`, or `validation.controlCharacters` where line breaks are
 * allowed), so that the one message that helps is the one shown.
 */
// NFC so that text typed as base letter + combining mark matches the folded search columns.
export const text = (lines: Lines = 'single') =>
  z.preprocess(
    (v) => (v == null ? '' : typeof v === 'string' ? normalise(v, lines) : v),
    z
      .string(msg('invalidType'))
      .trim()
      .refine((v) => !(lines === 'multi' ? MULTI_LINE_UNSTORABLE : SINGLE_LINE_UNSTORABLE).test(v), msg(lines === 'multi' ? 'controlCharacters' : 'singleLine')),
  );

export const requiredText = (max = 255) =>
  text().pipe(z.string().min(1, msg('required')).max(max, msg('tooLong')));

export const optionalText = (max = 255, key = 'tooLong') =>
  text().pipe(z.string().max(max, msg(key))).transform((v) => (v === '' ? null : v));

/** Optional text typed in a textarea (notes, descriptions): line breaks and tabs allowed. */
export const optionalMultiLineText = (max = 1000) =>
  text('multi').pipe(z.string().max(max, msg('tooLong'))).transform((v) => (v === '' ? null : v));

export const name = () => text().pipe(z.string().min(1, msg('required')).min(3, msg('name')).max(100, msg('name')));

export const unit = () => text().pipe(z.string().min(1, msg('required')).max(20, msg('unit')));

export const shortText = () => optionalText(20, 'shortText');
export const requiredShortText = () => text().pipe(z.string().min(1, msg('required')).max(20, msg('shortText')));

export const numberFromInput = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

export const nonNegativeInteger = (max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    numberFromInput,
    z.number(msg('nonNegativeInteger')).int(msg('nonNegativeInteger')).min(0, msg('nonNegativeInteger')).max(max, msg('tooLarge')),
  );

/** Money in integer đồng (DESIGN §3): a non-negative integer, stored as bigint. */
export const MAX_MONEY = 1_000_000_000_000;
export const money = () => nonNegativeInteger(MAX_MONEY);
/** A stock quantity (an `integer` column). */
export const MAX_QUANTITY = 1_000_000_000;
export const quantity = () => nonNegativeInteger(MAX_QUANTITY);

export const integer = () => z.preprocess(numberFromInput, z.number(msg('integer')).int(msg('integer')));

export const PHONE_PATTERN = /^0\d{9,10}$/;
export const phone = () => text().pipe(z.string().min(1, msg('required')).regex(PHONE_PATTERN, msg('phone')));

// The HTML living standard's address pattern: no top-level-domain check (SPEC §5).
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const email = () =>
  text()
    .pipe(z.string().min(1, msg('required')).max(255, msg('tooLong')).regex(EMAIL_PATTERN, msg('email')))
    .transform((v) => v.toLowerCase());
export const optionalEmail = () =>
  text()
    .pipe(z.string().max(255, msg('tooLong')).refine((v) => v === '' || EMAIL_PATTERN.test(v), msg('email')))
    .transform((v) => (v === '' ? null : v.toLowerCase()));

export const oneOf = <T extends number>(values: readonly T[], key: string) =>
  z.preprocess(numberFromInput, z.number(msg(key)).refine((v) => (values as readonly number[]).includes(v), msg(key))) as unknown as z.ZodType<T>;

export const gender = () => oneOf(GENDER_IDS, 'gender');
export const role = () => oneOf(ROLE_IDS, 'role');
export const serviceGroup = () => oneOf(SERVICE_GROUP_IDS, 'serviceGroup');
export const productGroup = () => oneOf(PRODUCT_GROUP_IDS, 'productGroup');
export const petStatus = () => oneOf(PET_STATUS_IDS, 'petStatus');
export const petSpecies = () => z.enum(PET_SPECIES, msg('petSpecies'));

export const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
export const optionalGender = () => z.preprocess(emptyToNull, gender().nullable());

/** A filter of a list query: absent or empty means no filter. */
export const optionalFilter = <T>(schema: z.ZodType<T>) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** A `true`/`false` query flag; absent means no filter. */
export const queryFlag = () => optionalFilter(z.enum(['true', 'false'], msg('invalid')).transform((v) => v === 'true'));

/** A field the server keeps itself (e.g. stock on hand): sending it is an error rather than silently ignored. */
export const readOnly = () => z.never(msg('readOnly')).optional();

// A pet's weight in kg (numeric(6,2)): above 0, at most 9999.
export const optionalWeightKg = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
    z
      .number(msg('weight'))
      .gt(0, msg('weight'))
      .max(9999, msg('weight'))
      .transform((v) => Math.round(v * 100) / 100)
      .nullable(),
  );

// A calendar date (YYYY-MM-DD) that is a real day PostgreSQL's `date` takes: JavaScript reads the
// year 0000 and 31 April its own way, the database refuses them (it would answer 500).
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export function isCalendarDay(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const time = Date.parse(`${value}T00:00:00Z`);
  return year >= 1900 && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

// A calendar date (YYYY-MM-DD) that is not in the future, e.g. a birth date; may be empty.
const ONE_DAY_MS = 86_400_000;
export const optionalPastDate = () =>
  z.preprocess(
    emptyToNull,
    z
      .string(msg('pastDate'))
      .refine(isCalendarDay, msg('pastDate'))
      // a day of slack: "today" in Asia/Ho_Chi_Minh may already be tomorrow in UTC
      .refine((v) => Date.parse(v) <= Date.now() + ONE_DAY_MS, msg('pastDate'))
      .nullable(),
  );

// A calendar date, optionally with a time and offset: 2026-11-22 or 2026-11-22T08:30:00+07:00.
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
export const isoDate = () =>
  text().pipe(
    z
      .string()
      .min(1, msg('required'))
      .refine((v) => ISO_DATE_PATTERN.test(v) && !Number.isNaN(Date.parse(v)), msg('isoDate')),
  );

export const timeframe = () =>
  z.string(msg('timeframe')).refine((v) => (TIMEFRAME_VALUES as string[]).includes(v), msg('timeframe'));

export const optionalUuid = () => z.preprocess(emptyToNull, z.uuid(msg('uuid')).nullable());

// Registration and staff passwords: ≥ 6, a letter and a digit, only letters, digits and @$!%*?&.
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d@$!%*?&]{6,}$/;
export const password = () => z.string(msg('required')).min(1, msg('required')).regex(PASSWORD_PATTERN, msg('password'));

// Change password: ≥ 8 with upper, lower, digit and a special character.
export const NEW_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d]).{8,}$/;
// Its special character may be anything but a control character, which no sign-in form can type.
export const newPassword = () =>
  z
    .string(msg('required'))
    .min(1, msg('required'))
    .regex(NEW_PASSWORD_PATTERN, msg('newPassword'))
    .refine((v) => !SINGLE_LINE_UNSTORABLE.test(v), msg('singleLine'));

export const booleanInput = () =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean(msg('invalidType')));

/** VAT percent: a number, '-' or '' is 0, at most 100. */
export function parseVatPercent(value: unknown): number {
  if (value === '-' || value === '' || value == null) return 0;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (Number.isNaN(n)) return 0;
  return Math.min(100, Math.max(0, n));
}
export const vatPercent = () =>
  z.preprocess((v) => (v === '-' || v === '' || v == null ? 0 : numberFromInput(typeof v === 'string' ? v.replace(',', '.') : v)), z.number(msg('vatPercent')).min(0, msg('vatPercent')).max(100, msg('vatPercent')));

export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const hexColor = () => z.string(msg('hexColor')).regex(HEX_COLOR_PATTERN, msg('hexColor'));

/**
 * Options for an object-level refine that compares two fields: it runs even while other fields
 * are wrong (zod skips object refinements after a field fails), as long as both are strings.
 */
export const comparing = (a: string, b: string, path: string, key: string) => ({
  path: [path],
  error: key,
  when: (payload: { value: unknown }) => {
    const v = payload.value as Record<string, unknown> | null;
    return typeof v?.[a] === 'string' && typeof v?.[b] === 'string';
  },
});

/** A time of day on the shop's clock, "HH:mm" (opening hours, the late check-out hour). */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const clockTime = () => text().pipe(z.string().min(1, msg('required')).regex(CLOCK_TIME_PATTERN, msg('clockTime')));
/** "12:30" → 750, the minutes after midnight. */
export const minutesOfClock = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
