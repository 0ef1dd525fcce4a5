import { serviceBody, serviceListQuery, servicePage, serviceResponse } from '@/lib/contracts/services';
import type { MockService } from '../catalogue-data';
import { mockState } from '../data';
import { catalogueHandlers, newRecord } from './catalogue';

// ---- services (/services, DESIGN §4), as server/modules/services: every shop role looks, admin and accountant change ----

export const serviceHandlers = catalogueHandlers({
  path: '/services',
  table: () => mockState.services,
  // deleting is part of editing the catalogue, so it takes SERVICE_UPDATE
  permissions: { view: 'SERVICE_VIEW_DETAILS', create: 'SERVICE_CREATE', change: 'SERVICE_UPDATE', remove: 'SERVICE_UPDATE' },
  notFoundKey: 'errors.serviceNotFound',
  listQuery: serviceListQuery,
  searchFields: (s) => [{ words: [s.name] }],
  filter: (s, query) => query.group === undefined || s.group === query.group,
  body: serviceBody,
  create: (shop, body): MockService => ({ ...newRecord(shop, body), hasActivity: false }),
  item: (s) => serviceResponse.parse(s),
  page: servicePage,
  // an activity line refers to it
  inUseKey: (s) => (s.hasActivity ? 'errors.serviceInUse' : undefined),
});
