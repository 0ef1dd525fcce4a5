import type { VatKey } from './shops';

// Service/activity status (SPEC §4).
export const ActivityStatus = { DRAFT: 0, WAITING: 1, IN_PROGRESS: 2, COMPLETED: 3, CANCELED: 4 } as const;
export type ActivityStatus = (typeof ActivityStatus)[keyof typeof ActivityStatus];
export const ACTIVITY_STATUS_IDS = Object.values(ActivityStatus);

// The moves between those statuses (DESIGN §4): DRAFT → WAITING → IN_PROGRESS → COMPLETED, and
// CANCELED (with a reason) from any of the first three; COMPLETED and CANCELED are final. An
// activity and each of its service lines move by the same table.
export const ActivityTransition = { SUBMIT: 'submit', START: 'start', COMPLETE: 'complete', CANCEL: 'cancel' } as const;
export type ActivityTransition = (typeof ActivityTransition)[keyof typeof ActivityTransition];
export const ACTIVITY_TRANSITIONS = Object.values(ActivityTransition);

const MOVES: Record<ActivityTransition, { from: readonly ActivityStatus[]; to: ActivityStatus }> = {
  submit: { from: [ActivityStatus.DRAFT], to: ActivityStatus.WAITING },
  start: { from: [ActivityStatus.WAITING], to: ActivityStatus.IN_PROGRESS },
  complete: { from: [ActivityStatus.IN_PROGRESS], to: ActivityStatus.COMPLETED },
  cancel: { from: [ActivityStatus.DRAFT, ActivityStatus.WAITING, ActivityStatus.IN_PROGRESS], to: ActivityStatus.CANCELED },
};

/** Where `transition` takes an activity (or a service line) in `status`, or null when it is not allowed from there. */
export function transitionTarget(status: ActivityStatus, transition: ActivityTransition): ActivityStatus | null {
  const move = MOVES[transition];
  return move.from.includes(status) ? move.to : null;
}

/** The transitions offered from `status`, in the order a screen shows their buttons. */
export const allowedTransitions = (status: ActivityStatus): ActivityTransition[] => ACTIVITY_TRANSITIONS.filter((t) => transitionTarget(status, t) !== null);

// Invoice types and the VAT key each one uses (SPEC §3).
export const InvoiceType = { GROOMING: 1, HEALTHCARE: 2, HOME: 3, HOTEL: 4, INPATIENT_CARE: 5 } as const;
export const INVOICE_TYPE_IDS = Object.values(InvoiceType);
/** A hotel or inpatient activity is a stay in a room (DESIGN §4), coded LT. */
export const isStayType = (type: number) => type === InvoiceType.HOTEL || type === InvoiceType.INPATIENT_CARE;

export const INVOICE_TYPE_VAT_KEY: Record<number, VatKey> = {
  [InvoiceType.GROOMING]: 'grooming',
  [InvoiceType.HEALTHCARE]: 'healthcare',
  [InvoiceType.HOME]: 'healthcare',
  [InvoiceType.HOTEL]: 'hotel',
  [InvoiceType.INPATIENT_CARE]: 'healthcare',
};

// The history pages of each type (SPEC §2 /history/<slug>); sales are invoices, not activities.
export const HISTORY_SLUGS = {
  healthcare: InvoiceType.HEALTHCARE,
  grooming: InvoiceType.GROOMING,
  'home-service': InvoiceType.HOME,
  hotel: InvoiceType.HOTEL,
  'inpatient-care': InvoiceType.INPATIENT_CARE,
} as const;
export type HistorySlug = keyof typeof HISTORY_SLUGS;
