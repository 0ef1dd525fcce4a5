import { http, HttpResponse } from 'msw';
import {
  type ActivityInput,
  activityBody,
  activityListQuery,
  type ActivityListQuery,
  activityPage,
  activityRecordBody,
  type ActivityRecordInput,
  activityTransitionBody,
  type ActivityTransitionInput,
  activityUpdateBody,
  type ActivityUpdateInput,
} from '@/lib/contracts/activities';
import { ActivityStatus, InvoiceType, isStayType, transitionTarget } from '@/lib/enums/activities';
import { HOLDING_STAY_STATUSES, StayStatus } from '@/lib/enums/pet-rooms';
import { DocumentType } from '@/lib/enums/documents';
import { StockReason } from '@/lib/enums/stock';
import type { MockActivity } from '../activities-data';
import { type MockShop, mockState, type MockUser } from '../data';
import { forbidden } from '../errors';
import { refundMockWaitingDeposits } from '../mock-deposits';
import { moveStock, nextCode } from '../mock-ledger';
import { holdsStay } from '../mock-stays';
import { activityConflict, activityMatches, actorOf, findActivity, isClosed, isPending, toActivity, toSummary, touch, withParties } from './activity-answers';
import { checkParties, type LineWriter, markUsed, planProductLines, planServiceLines, productsOut } from './activity-lines';
import { API, idOf, parseBody, queryOf, readJson, route } from './route';
import { byId, pageOf, shopCall, shopDay, withinShopDays } from './shared';

// ---- activities (/activities, DESIGN §4), as server/modules/activities: made at the front desk ----
// as a draft or straight into the queue, edited and deleted while pending (on the version the
// caller saw), moved by the transitions of lib/enums/activities.ts — completing takes the products
// out of stock through the mock ledger — and their clinical record saved while open. Everything is
// checked before anything is written, as the server's one transaction per request leaves nothing.

const { DRAFT, WAITING, IN_PROGRESS, COMPLETED, CANCELED } = ActivityStatus;
const OPEN_LINES: number[] = [DRAFT, WAITING, IN_PROGRESS];
const CLINICAL = new Set<number>([InvoiceType.HEALTHCARE, InvoiceType.HOME, InvoiceType.INPATIENT_CARE]);
const nowIso = () => new Date().toISOString();
const compare = (x: string | number, y: string | number) => (typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0);

/** listActivities: newest first unless sorted, then by id; filtered, searched and on the shop's days. */
function list(shop: MockShop, query: ActivityListQuery) {
  const rows = Object.values(mockState.activities).filter(
    (a) =>
      a.shopId === shop.id &&
      withParties(a) &&
      (query.type === undefined || a.type === query.type) &&
      (!query.status?.length || query.status.includes(a.status as ActivityStatus)) &&
      (!query.assigneeId || a.assigneeId === query.assigneeId) &&
      (!query.customerId || a.customerId === query.customerId) &&
      (!query.petId || a.petId === query.petId) &&
      withinShopDays(a.createdAt, query) &&
      activityMatches(a, query.search),
  );
  const { field, dir } = query.sort ?? { field: 'createdAt', dir: 'desc' };
  const sign = dir === 'desc' ? -1 : 1;
  rows.sort((a, b) => sign * compare(a[field], b[field]) || byId(a, b));
  return activityPage.parse(pageOf(rows.map(toSummary), query));
}

/** createActivity: a draft, or waiting at once with `submit`; the ticket is the next of the shop's day. */
export function createMockActivity(shop: MockShop, user: MockUser, body: ActivityInput) {
  const { mayExecute, mayViewDetails } = actorOf(user);
  checkParties(shop, body);
  const at = nowIso();
  const status = body.submit ? WAITING : DRAFT;
  const writer: LineWriter = { shop, lineStatus: status, mayPrice: mayExecute, at };
  const services = planServiceLines(writer, [], body.services);
  const products = planProductLines(writer, [], body.products);
  const sameDay = Object.values(mockState.activities).filter((a) => a.shopId === shop.id && shopDay(a.createdAt) === shopDay(at));
  const row: MockActivity = {
    id: crypto.randomUUID(),
    shopId: shop.id,
    code: nextCode(mockState, shop.id, isStayType(body.type) ? 'LT' : 'DV'),
    ticketNo: Math.max(0, ...sameDay.map((a) => a.ticketNo)) + 1,
    type: body.type,
    status,
    version: 1,
    customerId: body.customerId,
    petId: body.petId,
    assigneeId: body.assigneeId ?? null,
    note: body.note,
    cancelReason: null,
    createdBy: user.id,
    createdAt: at,
    waitingAt: body.submit ? at : null,
    waitingBy: body.submit ? user.id : null,
    startedAt: null,
    startedBy: null,
    completedAt: null,
    completedBy: null,
    canceledAt: null,
    canceledBy: null,
    services,
    products,
    record: null,
    attachments: [],
  };
  mockState.activities[row.id] = row;
  markUsed(row);
  return toActivity(row, mayViewDetails);
}

/**
 * updateActivity: a draft or waiting one changes freely (a draft sent to the queue with `submit`);
 * one in progress changes only its lines, assignee and note, by a role that performs activities.
 */
function update(shop: MockShop, user: MockUser, id: string, body: ActivityUpdateInput) {
  const { mayExecute, mayViewDetails } = actorOf(user);
  const row = findActivity(shop, id, body.version);
  if (isClosed(row.status)) throw activityConflict('errors.activityClosed', row.status);
  if (!isPending(row.status)) {
    if (!mayExecute) throw forbidden();
    if (row.customerId !== body.customerId || row.petId !== body.petId || row.type !== body.type) throw activityConflict('errors.activityStarted', row.status);
  }
  checkParties(shop, body);
  const submitting = body.submit && row.status === DRAFT;
  const status = submitting ? WAITING : row.status;
  const writer: LineWriter = { shop, lineStatus: status === DRAFT ? DRAFT : WAITING, mayPrice: mayExecute, at: nowIso() };
  const services = planServiceLines(writer, row.services, body.services);
  const products = planProductLines(writer, row.products, body.products);
  // a draft's lines join the queue with it
  if (submitting) for (const line of services) if (line.status === DRAFT) line.status = WAITING;
  const { customerId, petId, type, note } = body;
  touch(row, { customerId, petId, type, assigneeId: body.assigneeId ?? null, note, status, services, products, ...(submitting ? { waitingAt: writer.at, waitingBy: user.id } : {}) });
  markUsed(row);
  return toActivity(row, mayViewDetails);
}

/**
 * Completes an activity (the transition, a stay's check-out): its products leave the stock first —
 * checked whole, a 409 there completes nothing — then its open service lines complete with it.
 */
export function completeMockActivity(shop: MockShop, user: MockUser, row: MockActivity, at: string): void {
  const lines = productsOut(shop, row);
  if (lines.length) moveStock(mockState, { shopId: shop.id, userId: user.id, reason: StockReason.SERVICE_USE, document: { type: DocumentType.ACTIVITY, id: row.id, code: row.code }, lines, at });
  for (const line of row.services) if (OPEN_LINES.includes(line.status)) Object.assign(line, { status: COMPLETED, completedAt: at, performerId: line.performerId ?? user.id });
  touch(row, { status: COMPLETED, completedAt: at, completedBy: user.id });
}

/**
 * transitionActivity: one move of DESIGN §4 from the version the caller saw. Completing takes the
 * products out of stock first (a 409 there completes nothing) and completes the lines still open;
 * canceling cancels them and gives back the deposits it holds. A stay booked or in its room starts
 * and completes on its board (arrive, check out): 409 errors.stayOnBoard here.
 */
function transition(shop: MockShop, user: MockUser, id: string, body: ActivityTransitionInput) {
  const row = findActivity(shop, id, body.version);
  const target = transitionTarget(row.status as ActivityStatus, body.transition);
  if (target === null) throw activityConflict('errors.transitionNotAllowed', row.status);
  if ((target === IN_PROGRESS || target === COMPLETED) && holdsStay(row.id)) throw activityConflict('errors.stayOnBoard', row.status);
  const at = nowIso();
  const openLines = row.services.filter((l) => OPEN_LINES.includes(l.status));
  if (target === WAITING) {
    for (const line of row.services) if (line.status === DRAFT) line.status = WAITING;
    touch(row, { status: target, waitingAt: at, waitingBy: user.id });
  } else if (target === IN_PROGRESS) {
    touch(row, { status: target, startedAt: at, startedBy: user.id });
  } else if (target === COMPLETED) {
    completeMockActivity(shop, user, row, at);
  } else {
    for (const line of openLines) line.status = CANCELED;
    refundMockWaitingDeposits(shop, { userId: user.id, activity: row, note: body.reason ?? null, at });
    touch(row, { status: target, canceledAt: at, canceledBy: user.id, cancelReason: body.reason });
    // its stay, booked or in the room, gives the place back
    for (const stay of Object.values(mockState.petStays)) if (stay.activityId === row.id && HOLDING_STAY_STATUSES.includes(stay.status as StayStatus)) stay.status = StayStatus.CANCELED;
  }
  return toActivity(row, actorOf(user).mayViewDetails);
}

/**
 * saveActivityRecord: the clinical record (a grooming keeps its notes only) while the activity is
 * open, with the prescription and vaccinations when sent; a weight other than the one this visit
 * recorded before joins the pet's history and becomes its weight.
 */
function saveRecord(shop: MockShop, user: MockUser, id: string, body: ActivityRecordInput) {
  const row = findActivity(shop, id);
  if (isClosed(row.status)) throw activityConflict('errors.activityClosed', row.status);
  const { products, ...fields } = body;
  const none = { weightKg: null, temperatureC: null, heartRate: null, respiratoryRate: null, symptoms: null, diagnosis: null, treatment: null, nextVisitOn: null };
  const record = CLINICAL.has(row.type) ? fields : { ...none, notes: fields.notes };
  const at = nowIso();
  const planned = products ? planProductLines({ shop, lineStatus: row.status, mayPrice: actorOf(user).mayExecute, at }, row.products, products) : row.products;
  const pet = mockState.pets[row.petId];
  if (record.weightKg && pet && record.weightKg !== row.record?.weightKg) {
    pet.weights.push({ id: crypto.randomUUID(), weightKg: record.weightKg, measuredAt: at });
    pet.weightKg = record.weightKg;
  }
  touch(row, { record, products: planned });
  return toActivity(row, true);
}

export const activityHandlers = [
  http.get(
    `${API}/activities`,
    route((request) => list(shopCall(request, 'ACTIVITY_VIEW_CUSTOMER_LIST').shop, parseBody(activityListQuery, queryOf(request)))),
  ),
  http.post(
    `${API}/activities`,
    route(async (request) => {
      const { shop, user } = shopCall(request, 'HOME_ADD_CLINIC_ACTIVITIES');
      return createMockActivity(shop, user, parseBody(activityBody, await readJson(request)));
    }),
  ),
  http.get(
    `${API}/activities/:id`,
    route((request, params) => {
      const { shop, user } = shopCall(request, 'ACTIVITY_VIEW_CUSTOMER_LIST');
      return toActivity(findActivity(shop, idOf(params)), actorOf(user).mayViewDetails);
    }),
  ),
  http.put(
    `${API}/activities/:id`,
    route(async (request, params) => {
      const { shop, user } = shopCall(request, 'ACTIVITY_DELETE_UPDATE_PENDING');
      const id = idOf(params);
      return update(shop, user, id, parseBody(activityUpdateBody, await readJson(request)));
    }),
  ),
  // a draft or waiting activity, with its lines; one that started, or holds a deposit, is canceled with a reason instead
  http.delete(
    `${API}/activities/:id`,
    route((request, params) => {
      const { shop } = shopCall(request, 'ACTIVITY_DELETE_UPDATE_PENDING');
      const row = findActivity(shop, idOf(params));
      if (!isPending(row.status)) throw activityConflict('errors.activityNotPending', row.status);
      if (mockState.books.invoicePayments.some((p) => p.activityId === row.id)) throw activityConflict('errors.activityHasDeposits', row.status);
      delete mockState.activities[row.id];
      // a reservation goes with its activity
      for (const stay of Object.values(mockState.petStays)) if (stay.activityId === row.id) delete mockState.petStays[stay.id];
      return new HttpResponse(null, { status: 204 });
    }),
  ),
  http.post(
    `${API}/activities/:id/transition`,
    route(async (request, params) => {
      const { shop, user } = shopCall(request, 'ACTIVITY_EXECUTE');
      const id = idOf(params);
      return transition(shop, user, id, parseBody(activityTransitionBody, await readJson(request)));
    }),
  ),
  http.put(
    `${API}/activities/:id/record`,
    route(async (request, params) => {
      const { shop, user } = shopCall(request, 'ACTIVITY_EXECUTE');
      const id = idOf(params);
      return saveRecord(shop, user, id, parseBody(activityRecordBody, await readJson(request)));
    }),
  ),
];
