'use client';

import { useQueryClient } from '@tanstack/react-query';
import { serviceStaticsKeys, useServiceStatics } from '@/entities/activities/service-statics';
import { serviceStaticsResponse } from '@/lib/contracts/statics';
import { SERVICE_QUEUE_SLUGS } from '@/lib/enums/services';
import type { BadgeKey } from '@/lib/menu/menu-item';
import { useRealtimeEvent } from '@/lib/realtime/realtime-context';

/** Badge counts by badge key, from the statics call, refreshed on SERVICE_STATICS_UPDATED. */
export function useMenuBadges(shopId: string | undefined): Partial<Record<BadgeKey, number>> {
  const queryClient = useQueryClient();
  const { data } = useServiceStatics(shopId);

  useRealtimeEvent('SERVICE_STATICS_UPDATED', (payload) => {
    if (!shopId) return;
    const parsed = serviceStaticsResponse.safeParse(payload);
    // The event carries the new counts when the server has them; otherwise fetch them again.
    if (parsed.success) {
      queryClient.setQueryData(serviceStaticsKeys.shop(shopId), parsed.data);
    } else {
      void queryClient.invalidateQueries({ queryKey: serviceStaticsKeys.shop(shopId) });
    }
  });

  if (!data) return {};
  const badges: Partial<Record<BadgeKey, number>> = { activities: data.activities };
  for (const [slug, group] of Object.entries(SERVICE_QUEUE_SLUGS)) {
    const count = data.services.find((s) => s.type === group)?.count;
    if (count !== undefined) badges[slug as BadgeKey] = count;
  }
  return badges;
}
