import { http } from 'msw';
import { queueLinePage, serviceLine, serviceLineListQuery, type ServiceLineListQuery, serviceLineTransitionBody, serviceLineUpdateBody } from '@/lib/contracts/activities';
import { ActivityStatus, transitionTarget } from '@/lib/enums/activities';
import { SERVICE_QUEUE_GROUPS } from '@/lib/enums/services';
import { type MockShop, mockState } from '../data';
import { MockApiError } from '../errors';
import { activityConflict, activityMatches, findServiceLine, toQueueLine, toServiceLine, touch, withParties } from './activity-answers';
import { API, idOf, parseBody, queryOf, readJson, route } from './route';
import { byId, pageOf, shopCall, withinShopDays } from './shared';

// ---- service lines (/activity-services, SPEC §2 service queues), as server/modules/activities ----
// (list-service-lines.ts, transition-service-line.ts, update-service-line.ts): a queue lists one
// group's lines (or every queue group's), oldest first; a performer takes, completes or cancels a
// line only while its activity is in progress, and records its result and performer while the
// activity is in progress or once it is completed. Each change grows the activity's version.

const PERMISSION = 'ACTIVITY_EXECUTE';
const QUEUE_GROUPS: readonly number[] = SERVICE_QUEUE_GROUPS;

/** listServiceLines: oldest first unless sorted, then by id; the activity searched by code, customer or pet. */
function queue(shop: MockShop, query: ServiceLineListQuery) {
  const rows = Object.values(mockState.activities)
    .filter((a) => a.shopId === shop.id && withParties(a) && activityMatches(a, query.search))
    .flatMap((activity) => activity.services.map((line) => ({ line, activity })))
    .filter(
      ({ line }) =>
        (query.group === undefined ? QUEUE_GROUPS.includes(line.serviceGroup) : line.serviceGroup === query.group) &&
        (!query.status?.length || query.status.includes(line.status as ActivityStatus)) &&
        withinShopDays(line.createdAt, query),
    );
  const { field, dir } = query.sort ?? { field: 'createdAt', dir: 'asc' };
  const sign = dir === 'desc' ? -1 : 1;
  const byCreatedAt = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  rows.sort((a, b) => sign * (field === 'status' ? a.line.status - b.line.status : byCreatedAt(a.line.createdAt, b.line.createdAt)) || byId(a.line, b.line));
  return queueLinePage.parse(pageOf(rows.map(({ line, activity }) => toQueueLine(line, activity)), query));
}

export const activityServiceHandlers = [
  http.get(
    `${API}/activity-services`,
    route((request) => queue(shopCall(request, PERMISSION).shop, parseBody(serviceLineListQuery, queryOf(request)))),
  ),

  // a line's result and performer; a lab's result often arrives once the visit is over
  http.put(
    `${API}/activity-services/:id`,
    route(async (request, params) => {
      const { shop } = shopCall(request, PERMISSION);
      const id = idOf(params);
      const body = parseBody(serviceLineUpdateBody, await readJson(request));
      const { line, activity } = findServiceLine(shop, id);
      if (activity.status !== ActivityStatus.IN_PROGRESS && activity.status !== ActivityStatus.COMPLETED) throw activityConflict('errors.activityNotInProgress', activity.status);
      if (line.status === ActivityStatus.CANCELED) throw activityConflict('errors.lineTransitionNotAllowed', line.status);
      const { performerId } = body;
      if (performerId && mockState.users[performerId]?.shopId !== shop.id) throw new MockApiError('NotFound', 'errors.employeeNotFound');
      Object.assign(line, { result: body.result, ...(performerId !== undefined ? { performerId } : {}) });
      touch(activity);
      return serviceLine.parse(toServiceLine(line));
    }),
  ),

  // taking a line starts it and makes the taker its performer unless one was named
  http.post(
    `${API}/activity-services/:id/transition`,
    route(async (request, params) => {
      const { shop, user } = shopCall(request, PERMISSION);
      const id = idOf(params);
      const body = parseBody(serviceLineTransitionBody, await readJson(request));
      const { line, activity } = findServiceLine(shop, id);
      if (activity.status !== ActivityStatus.IN_PROGRESS) throw activityConflict('errors.activityNotInProgress', activity.status);
      const target = transitionTarget(line.status as ActivityStatus, body.transition);
      if (target === null) throw activityConflict('errors.lineTransitionNotAllowed', line.status);
      const at = new Date().toISOString();
      line.status = target;
      if (target === ActivityStatus.IN_PROGRESS) Object.assign(line, { startedAt: at, performerId: line.performerId ?? user.id });
      if (target === ActivityStatus.COMPLETED) Object.assign(line, { completedAt: at, performerId: line.performerId ?? user.id });
      touch(activity);
      return serviceLine.parse(toServiceLine(line));
    }),
  ),
];
