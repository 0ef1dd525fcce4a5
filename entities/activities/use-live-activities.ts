'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime/realtime-context';
import { activityKeys, serviceLineKeys } from './activity-keys';

/**
 * Keeps every activity list, page and queue of the screen current (DESIGN §4 realtime): a visit
 * made or moved anywhere in the shop marks them stale, and the ones on screen fetch again.
 */
export function useLiveActivities(): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: activityKeys.all });
    void queryClient.invalidateQueries({ queryKey: serviceLineKeys.all });
  };
  useRealtimeEvent('ACTIVE_TODAY_NEW', refresh);
  useRealtimeEvent('ACTIVE_TODAY_UPDATED', refresh);
}
