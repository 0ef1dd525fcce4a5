import { type Activity, activityResponse, type ActivitySummary, type QueueLine, type ServiceLine } from '@/lib/contracts/activities';
import { ActivityStatus } from '@/lib/enums/activities';
import { hasPermission } from '@/lib/permissions';
import type { MockActivity, MockServiceLine } from '../activities-data';
import { type MockShop, mockState, type MockUser } from '../data';
import { MockApiError } from '../errors';
import { customerSearchFields } from './customers';
import { matchesSearch, staffRef } from './shared';

// Finding an activity of the shop and shaping the answers, as server/modules/activities
// (lock-activity.ts, lock-service-line.ts, activity-summary-select.ts, get-activity.ts).

/** What the caller's role lets them do beyond the route's own permission (server: activity-actor.ts). */
export const actorOf = (user: MockUser) => ({
  mayExecute: hasPermission(user.role, 'ACTIVITY_EXECUTE'),
  mayViewDetails: hasPermission(user.role, 'ACTIVITY_VIEW_DETAILS'),
});

/** 409 naming the status the activity (or line) is in now. */
export const activityConflict = (key: string, status: number) => new MockApiError('Conflict', key, [], { status });

/** The activity of this shop; with `version` (what the caller saw), a change made meanwhile is a 409 with the status now. */
export function findActivity(shop: MockShop, id: string, version?: number): MockActivity {
  const row = mockState.activities[id];
  if (!row || row.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.activityNotFound');
  if (version !== undefined && version !== row.version) throw activityConflict('errors.activityChanged', row.status);
  return row;
}

/** A service line of this shop, with its activity. */
export function findServiceLine(shop: MockShop, lineId: string): { line: MockServiceLine; activity: MockActivity } {
  for (const activity of Object.values(mockState.activities)) {
    const line = activity.shopId === shop.id ? activity.services.find((l) => l.id === lineId) : undefined;
    if (line) return { line, activity };
  }
  throw new MockApiError('NotFound', 'errors.serviceLineNotFound');
}

/** Draft and waiting activities may still be edited or deleted (DESIGN §4). */
export const isPending = (status: number) => status === ActivityStatus.DRAFT || status === ActivityStatus.WAITING;
export const isClosed = (status: number) => status === ActivityStatus.COMPLETED || status === ActivityStatus.CANCELED;

/** Marks a change: the version grows, so an edit made on what was there before is refused. */
export function touch(activity: MockActivity, changes: Partial<MockActivity> = {}): void {
  Object.assign(activity, changes);
  activity.version += 1;
}

/** The lists join the customer and the pet (an activity without them is not listed). */
export const withParties = (a: MockActivity) => !!mockState.customers[a.customerId] && !!mockState.pets[a.petId];

/** Found by a search: its code as typed, or its customer's name or phone, or its pet's name, breed or microchip, accents aside. */
export function activityMatches(a: Pick<MockActivity, 'code' | 'customerId' | 'petId'>, search: string): boolean {
  if (!search) return true;
  const pet = mockState.pets[a.petId];
  return (
    a.code.toLowerCase().includes(search.toLowerCase()) ||
    matchesSearch(customerSearchFields(mockState.customers[a.customerId]), search) ||
    matchesSearch({ words: [pet.name, pet.breed, pet.microchip] }, search)
  );
}

export const toServiceLine = (l: MockServiceLine): ServiceLine => ({
  id: l.id,
  serviceId: l.serviceId,
  serviceGroup: l.serviceGroup,
  name: l.name,
  unit: l.unit,
  quantity: l.quantity,
  price: l.price,
  status: l.status,
  performer: staffRef(l.performerId),
  result: l.result,
  startedAt: l.startedAt,
  completedAt: l.completedAt,
});

const customerOf = (a: MockActivity) => {
  const { id, name, phone } = mockState.customers[a.customerId];
  return { id, name, phoneNumber: phone };
};
const petOf = (a: MockActivity) => {
  const { id, name, species } = mockState.pets[a.petId];
  return { id, name, species };
};

/** Services (canceled lines aside) and products before checkout. */
const totalOf = (a: MockActivity) =>
  a.services.reduce((s, l) => s + (l.status === ActivityStatus.CANCELED ? 0 : l.quantity * l.price), 0) + a.products.reduce((s, l) => s + l.quantity * l.price, 0);

export function toSummary(a: MockActivity): ActivitySummary {
  return {
    id: a.id,
    code: a.code,
    ticketNo: a.ticketNo,
    type: a.type,
    status: a.status,
    version: a.version,
    customer: customerOf(a),
    pet: petOf(a),
    assignee: staffRef(a.assigneeId),
    services: a.services.map((l) => ({ name: l.name, status: l.status })),
    total: totalOf(a),
    note: a.note,
    createdAt: a.createdAt,
    waitingAt: a.waitingAt,
    startedAt: a.startedAt,
    completedAt: a.completedAt,
    canceledAt: a.canceledAt,
    stay: stayOfActivity(a.id),
  };
}

/** The stay an activity is (mock-stays' rows), as the summaries name it. */
function stayOfActivity(activityId: string): ActivitySummary['stay'] {
  const stay = Object.values(mockState.petStays).find((s) => s.activityId === activityId);
  return stay ? { id: stay.id, room: mockState.petRooms[stay.roomId].name, days: stay.billedDays ?? 0, checkedInAt: stay.checkedInAt, checkedOutAt: stay.checkedOutAt } : null;
}

const mark = (at: string | null, by: string | null) => (at ? { at, by: staffRef(by) } : null);

/** One activity with its lines and files and, for a role that may read it, its clinical record. */
export function toActivity(a: MockActivity, withRecord: boolean): Activity {
  const { breed, birthDate, weightKg, status, note } = mockState.pets[a.petId];
  return activityResponse.parse({
    ...toSummary(a),
    pet: { ...petOf(a), breed, birthDate, weightKg, status, note },
    serviceLines: a.services.map(toServiceLine),
    productLines: a.products.map((l) => ({
      id: l.id,
      productId: l.productId,
      name: l.name,
      unitName: l.unitName,
      quantity: l.quantity,
      price: l.price,
      batchId: l.batchId,
      batchNo: l.batchId ? (mockState.books.batches[l.batchId]?.batchNo ?? null) : null,
      dosage: l.dosage,
      nextDueOn: l.nextDueOn,
      fromLog: !!l.logEntryId,
    })),
    attachments: a.attachments.map(({ id, fileId, kind, name, mimeType, serviceLineId }) => ({ id, fileId, kind, name, mimeType, serviceLineId })),
    record: withRecord ? a.record : null,
    cancelReason: a.cancelReason,
    created: mark(a.createdAt, a.createdBy),
    waiting: mark(a.waitingAt, a.waitingBy),
    started: mark(a.startedAt, a.startedBy),
    completed: mark(a.completedAt, a.completedBy),
    canceled: mark(a.canceledAt, a.canceledBy),
  });
}

/** A line of a service queue, with its activity, pet and customer. */
export const toQueueLine = (line: MockServiceLine, a: MockActivity): QueueLine => ({
  ...toServiceLine(line),
  activity: { id: a.id, code: a.code, status: a.status, ticketNo: a.ticketNo },
  pet: petOf(a),
  customer: customerOf(a),
  createdAt: line.createdAt,
});
