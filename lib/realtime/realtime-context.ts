'use client';

import { createContext, useContext, useEffect, useRef } from 'react';
import type { RealtimeEventType } from './events';

export type RealtimeHandler = (data: unknown) => void;

export interface RealtimeApi {
  subscribe: (type: RealtimeEventType, handler: RealtimeHandler) => () => void;
  connected: boolean;
}

export const RealtimeContext = createContext<RealtimeApi>({ subscribe: () => () => undefined, connected: false });

/** Calls `handler` with the data of every `TO_CLIENT` event of this type. */
export function useRealtimeEvent(type: RealtimeEventType, handler: RealtimeHandler): void {
  const { subscribe } = useContext(RealtimeContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe(type, (data) => latest.current(data)), [subscribe, type]);
}
