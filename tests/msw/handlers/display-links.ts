import { http } from 'msw';
import { displayLinkBody, displayLinks, displayQueue, DISPLAY_TOKEN_HEADER } from '@/lib/contracts/display-links';
import { ActivityStatus } from '@/lib/enums/activities';
import { type MockDisplayLink, mockState } from '../data';
import { MockApiError } from '../errors';
import { withParties } from './activity-answers';
import { API, idOf, parseBody, readJson, route } from './route';
import { shopCall, shopDay, staffRef } from './shared';

// ---- waiting-room screens (/display-links, /display/queue), as server/modules/display-links: the ----
// shop admin makes and revokes links; whoever holds a live link's token reads today's queue by
// ticket, with nothing that names or reaches the customer.

const PERMISSION = 'STORE_SETTINGS_UPDATE';
const SHOWN: number[] = [ActivityStatus.WAITING, ActivityStatus.IN_PROGRESS, ActivityStatus.COMPLETED];
const toLink = (l: MockDisplayLink) => ({ id: l.id, name: l.name, createdAt: l.createdAt, createdBy: staffRef(l.createdBy), revokedAt: l.revokedAt });
const notFound = () => new MockApiError('NotFound', 'errors.displayLinkNotFound');

function queueOf(token: string | null) {
  const link = Object.values(mockState.displayLinks).find((l) => l.token === token && !l.revokedAt);
  if (!link) throw notFound();
  const shop = mockState.shops[link.shopId];
  const today = shopDay(new Date().toISOString());
  const tickets = Object.values(mockState.activities)
    .filter((a) => a.shopId === shop.id && withParties(a) && SHOWN.includes(a.status) && shopDay(a.createdAt) === today)
    .sort((a, b) => a.ticketNo - b.ticketNo)
    .map((a) => {
      const lines = a.services.filter((l) => l.status !== ActivityStatus.CANCELED);
      const pet = mockState.pets[a.petId];
      return { ticketNo: a.ticketNo, petName: pet.name, species: pet.species, services: lines.map((l) => l.name), status: a.status, done: lines.filter((l) => l.status === ActivityStatus.COMPLETED).length, lines: lines.length };
    });
  return displayQueue.parse({ shopName: shop.name, logoFileId: null, tickets });
}

export const displayLinkHandlers = [
  http.get(
    `${API}/display-links`,
    route((request) => {
      const { shop } = shopCall(request, PERMISSION);
      const rows = Object.values(mockState.displayLinks).filter((l) => l.shopId === shop.id).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
      return displayLinks.parse(rows.map(toLink));
    }),
  ),
  http.post(
    `${API}/display-links`,
    route(async (request) => {
      const { shop, user } = shopCall(request, PERMISSION);
      const body = parseBody(displayLinkBody, await readJson(request));
      const link: MockDisplayLink = { id: crypto.randomUUID(), shopId: shop.id, name: body.name, token: crypto.randomUUID().replace(/-/g, '') + crypto.randomUUID().replace(/-/g, ''), createdBy: user.id, createdAt: new Date().toISOString(), revokedAt: null };
      mockState.displayLinks[link.id] = link;
      return { ...toLink(link), token: link.token };
    }),
  ),
  http.delete(
    `${API}/display-links/:id`,
    route((request, params) => {
      const { shop } = shopCall(request, PERMISSION);
      const link = mockState.displayLinks[idOf(params)];
      if (!link || link.shopId !== shop.id) throw notFound();
      link.revokedAt ??= new Date().toISOString();
      return new Response(null, { status: 204 });
    }),
  ),
  http.get(
    `${API}/display/queue`,
    route((request) => queueOf(request.headers.get(DISPLAY_TOKEN_HEADER))),
  ),
];
