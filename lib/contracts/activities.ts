import { z } from 'zod';
import { ACTIVITY_STATUS_IDS, ACTIVITY_TRANSITIONS, ActivityTransition, INVOICE_TYPE_IDS } from '../enums/activities';
import { optionalDay, positiveQuantity, recordId, staffRef } from './book-rules';
import { withDayRange } from './day-range';
import { listQuery, pageOf } from './pagination';
import { booleanInput, integer, MAX_MONEY, money, msg, oneOf, optionalFilter, optionalMultiLineText, optionalText, optionalUuid, optionalWeightKg, unit } from './rules';

// An activity (DESIGN §4): one pet's visit or session, its service lines (each moved through the
// same statuses by its performer) and product lines (stock moves when the activity completes).

export const MAX_ACTIVITY_LINES = 100;

export const invoiceType = () => oneOf(INVOICE_TYPE_IDS, 'invoiceType');
export const activityStatus = () => oneOf(ACTIVITY_STATUS_IDS, 'invalid');
const version = () => integer().pipe(z.number().min(1, msg('invalid')));

/** A price other than the catalogue's needs ACTIVITY_EXECUTE; absent keeps the line's or the catalogue's. */
const linePrice = () => money().optional();
const withinMoney = (l: { quantity: number; price?: number }) => l.price === undefined || l.quantity * l.price <= MAX_MONEY;

export const activityServiceBody = z
  .object({
    /** an existing line of this activity, kept with its status; absent adds a line */
    id: recordId().optional(),
    serviceId: recordId(),
    quantity: positiveQuantity().default(1),
    price: linePrice(),
  })
  .refine(withinMoney, { path: ['price'], error: 'validation.tooLarge' });

export const activityProductBody = z
  .object({
    id: recordId().optional(),
    productId: recordId(),
    /** the product's base unit or one of its larger units */
    unitName: unit(),
    quantity: positiveQuantity(),
    price: linePrice(),
    /** the lot given (a vaccine's batch); absent: first expiry first out at completion */
    batchId: optionalUuid().optional(),
    /** how to give it: "1 viên × 2 lần/ngày, 5 ngày" */
    dosage: optionalText(255),
    /** a vaccination's next due date */
    nextDueOn: optionalDay().optional(),
  })
  .refine(withinMoney, { path: ['price'], error: 'validation.tooLarge' });
export type ActivityProductInput = z.infer<typeof activityProductBody>;
export type ActivityServiceInput = z.infer<typeof activityServiceBody>;

const lines = {
  services: z.array(activityServiceBody).max(MAX_ACTIVITY_LINES, msg('tooManyActivityLines')).default([]),
  products: z.array(activityProductBody).max(MAX_ACTIVITY_LINES, msg('tooManyActivityLines')).default([]),
};

export const activityBody = z.object({
  customerId: recordId(),
  petId: recordId(),
  type: invoiceType(),
  assigneeId: optionalUuid().optional(),
  note: optionalMultiLineText(1000),
  ...lines,
  /** send it to the queue (WAITING) rather than keep a draft */
  submit: booleanInput().default(false),
});
export type ActivityInput = z.infer<typeof activityBody>;

/** Edits name the version they were made on: a change made meanwhile by someone else is a 409. */
export const activityUpdateBody = activityBody.extend({ version: version() });
export type ActivityUpdateInput = z.infer<typeof activityUpdateBody>;

export const activityTransitionBody = z
  .object({
    transition: z.enum(ACTIVITY_TRANSITIONS, msg('invalid')),
    version: version(),
    reason: optionalMultiLineText(500),
  })
  .refine((b) => b.transition !== ActivityTransition.CANCEL || !!b.reason, { path: ['reason'], error: 'validation.required' });
export type ActivityTransitionInput = z.infer<typeof activityTransitionBody>;

/** A measurement typed in a form: empty is none, a decimal comma is a point (38,5 °C). */
const measured = (v: unknown) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v);
const measure = (max: number) => z.preprocess(measured, z.number(msg('invalid')).positive(msg('invalid')).max(max, msg('tooLarge')).nullable());
/** A body temperature in °C (numeric(4,1)): empty is none. */
export const temperatureC = measure(50).transform((v) => (v === null ? null : Math.round(v * 10) / 10));
const rate = () => z.preprocess(measured, z.number(msg('integer')).int(msg('integer')).min(1, msg('invalid')).max(999, msg('tooLarge')).nullable());

/** The clinical record of a healthcare or home visit (a grooming keeps only `notes`). */
export const activityRecordBody = z.object({
  weightKg: optionalWeightKg(),
  temperatureC,
  heartRate: rate(),
  respiratoryRate: rate(),
  symptoms: optionalMultiLineText(2000),
  diagnosis: optionalMultiLineText(2000),
  treatment: optionalMultiLineText(2000),
  notes: optionalMultiLineText(2000),
  nextVisitOn: optionalDay(),
  /** the prescription and vaccinations, replacing the product lines, when sent (absent: the lines stay) */
  products: z.array(activityProductBody).max(MAX_ACTIVITY_LINES, msg('tooManyActivityLines')).optional(),
});
export type ActivityRecordInput = z.infer<typeof activityRecordBody>;

export const serviceLineTransitionBody = z.object({ transition: z.enum(ACTIVITY_TRANSITIONS, msg('invalid')) });
export const serviceLineUpdateBody = z.object({ result: optionalMultiLineText(5000), performerId: optionalUuid().optional() });
export type ServiceLineUpdateInput = z.infer<typeof serviceLineUpdateBody>;

/** An activity's file (a photo, a result's PDF) is at most 10 MB. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const ATTACHMENT_KINDS = ['result', 'before', 'after'] as const;
/** The form fields beside an activity's uploaded file. */
export const attachmentFields = z.object({ activityId: recordId(), kind: z.enum(ATTACHMENT_KINDS, msg('invalid')).default('result'), serviceLineId: optionalUuid().optional() });

export const activityListQuery = withDayRange(
  listQuery(['createdAt', 'code', 'status', 'type'] as const).extend({
    type: optionalFilter(invoiceType()),
    status: optionalFilter(z.preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z.array(activityStatus()).max(5))),
    assigneeId: optionalFilter(recordId()),
    customerId: optionalFilter(recordId()),
    petId: optionalFilter(recordId()),
  }),
);
export type ActivityListQuery = z.infer<typeof activityListQuery>;

export const serviceLineListQuery = withDayRange(
  listQuery(['createdAt', 'status'] as const).extend({
    group: optionalFilter(oneOf([3, 4, 6, 7, 9, 10], 'serviceGroup')),
    status: optionalFilter(z.preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z.array(activityStatus()).max(5))),
  }),
);
export type ServiceLineListQuery = z.infer<typeof serviceLineListQuery>;

const petRef = z.object({ id: z.uuid(), name: z.string(), species: z.string() });
const customerRef = z.object({ id: z.uuid(), name: z.string(), phoneNumber: z.string().nullable() });
const attachment = z.object({ id: z.uuid(), fileId: z.uuid(), kind: z.enum(ATTACHMENT_KINDS), name: z.string(), mimeType: z.string(), serviceLineId: z.uuid().nullable() });

export const serviceLine = z.object({
  id: z.uuid(),
  serviceId: z.uuid().nullable(),
  serviceGroup: z.number().int(),
  name: z.string(),
  unit: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number().int(),
  status: z.number().int(),
  performer: staffRef.nullable(),
  result: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type ServiceLine = z.infer<typeof serviceLine>;

export const productLine = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  name: z.string(),
  unitName: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  batchId: z.uuid().nullable(),
  batchNo: z.string().nullable(),
  dosage: z.string().nullable(),
  nextDueOn: z.string().nullable(),
  /** given in a stay's log entry: out of stock already, kept as it is by the activity's edits */
  fromLog: z.boolean(),
});
export type ProductLine = z.infer<typeof productLine>;

export const activitySummary = z.object({
  id: z.uuid(),
  code: z.string(),
  ticketNo: z.number().int(),
  type: z.number().int(),
  status: z.number().int(),
  version: z.number().int(),
  customer: customerRef,
  pet: petRef,
  assignee: staffRef.nullable(),
  services: z.array(z.object({ name: z.string(), status: z.number().int() })),
  /** services and products before checkout */
  total: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
  waitingAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  /** a hotel or inpatient activity's stay: its room, the days billed so far, when the pet came and left */
  stay: z.object({ id: z.uuid(), room: z.string(), days: z.number().int(), checkedInAt: z.string().nullable(), checkedOutAt: z.string().nullable() }).nullable(),
});
export type ActivitySummary = z.infer<typeof activitySummary>;
export const activityPage = pageOf(activitySummary);

export const activityRecord = activityRecordBody.omit({ products: true }).extend({
  weightKg: z.number().nullable(),
  temperatureC: z.number().nullable(),
  heartRate: z.number().int().nullable(),
  respiratoryRate: z.number().int().nullable(),
  symptoms: z.string().nullable(),
  diagnosis: z.string().nullable(),
  treatment: z.string().nullable(),
  notes: z.string().nullable(),
  nextVisitOn: z.string().nullable(),
});
export type ActivityRecord = z.infer<typeof activityRecord>;

const transitionMark = z.object({ at: z.string(), by: staffRef.nullable() }).nullable();

export const activityResponse = activitySummary.extend({
  pet: petRef.extend({ breed: z.string().nullable(), birthDate: z.string().nullable(), weightKg: z.number().nullable(), status: z.number().int(), note: z.string().nullable() }),
  serviceLines: z.array(serviceLine),
  productLines: z.array(productLine),
  attachments: z.array(attachment),
  /** null for a role without ACTIVITY_VIEW_DETAILS, or before anything was recorded */
  record: activityRecord.nullable(),
  cancelReason: z.string().nullable(),
  created: transitionMark,
  waiting: transitionMark,
  started: transitionMark,
  completed: transitionMark,
  canceled: transitionMark,
});
export type Activity = z.infer<typeof activityResponse>;

/** One line of a service queue (/service-activities/<slug>). */
export const queueLine = serviceLine.extend({
  activity: z.object({ id: z.uuid(), code: z.string(), status: z.number().int(), ticketNo: z.number().int() }),
  pet: petRef,
  customer: customerRef,
  createdAt: z.string(),
});
export type QueueLine = z.infer<typeof queueLine>;
export const queueLinePage = pageOf(queueLine);

/** A vaccine given to a pet on a completed visit (the pet's timeline). */
export const petVaccination = z.object({
  activityId: z.uuid(),
  code: z.string(),
  givenAt: z.string(),
  name: z.string(),
  batchNo: z.string().nullable(),
  nextDueOn: z.string(),
});
export type PetVaccination = z.infer<typeof petVaccination>;
export const petVaccinations = z.array(petVaccination);
