'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime/realtime-context';
import { petRoomKeys } from './pet-room-keys';

/**
 * Keeps the room boards current across the shop (issue 19 §2): a stay is an activity, so a check-in,
 * a booking or a canceled stay anywhere announces an activity made or moved, and the board on
 * screen fetches its rooms again.
 */
export function useLiveRooms(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: petRoomKeys.all });
  useRealtimeEvent('ACTIVE_TODAY_NEW', refresh);
  useRealtimeEvent('ACTIVE_TODAY_UPDATED', refresh);
}
