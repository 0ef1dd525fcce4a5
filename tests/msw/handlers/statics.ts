import { http } from 'msw';
import { type ServiceStatics, serviceStaticsResponse } from '@/lib/contracts/statics';
import { ActivityStatus } from '@/lib/enums/activities';
import { SERVICE_QUEUE_GROUPS } from '@/lib/enums/services';
import { mockState } from '../data';
import { API, currentShop, currentUser, route } from './route';
import { shopDay } from './shared';

const OPEN_LINE: number[] = [ActivityStatus.WAITING, ActivityStatus.IN_PROGRESS];
const CLOSED_ACTIVITY: number[] = [ActivityStatus.COMPLETED, ActivityStatus.CANCELED];

/**
 * The sidebar badges (DESIGN §4), as server/modules/invoice-services/get-service-statics.ts counts
 * them: today's (the shop's day) WAITING or IN_PROGRESS service lines per queue group, and today's
 * activities not yet COMPLETED or CANCELED.
 */
export function countStatics(shopId: string): ServiceStatics {
  const today = shopDay(new Date().toISOString());
  const activities = Object.values(mockState.activities).filter((a) => a.shopId === shopId);
  const open = activities.flatMap((a) => a.services).filter((l) => shopDay(l.createdAt) >= today && OPEN_LINE.includes(l.status));
  return {
    services: SERVICE_QUEUE_GROUPS.map((type) => ({ type, count: open.filter((l) => l.serviceGroup === type).length })),
    activities: activities.filter((a) => shopDay(a.createdAt) >= today && !CLOSED_ACTIVITY.includes(a.status)).length,
  };
}

export const staticsHandlers = [
  // Sidebar badges: counted from the shop's activities, unless a test fixed them (mockState.statics).
  http.get(
    `${API}/invoice-services/statics`,
    route((request) => {
      const shop = currentShop(request, currentUser(request));
      return serviceStaticsResponse.parse(mockState.statics[shop.id] ?? countStatics(shop.id));
    }),
  ),
];
