'use client';

import { useSession } from 'next-auth/react';
import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { type RealtimeEventType, shopRoom, SocketEvent, userRoom } from '@/lib/realtime/events';
import { RealtimeContext, type RealtimeHandler } from '@/lib/realtime/realtime-context';
import { createSocket } from '@/lib/realtime/socket-client';
import { notify } from '@/lib/toast';

/**
 * SPEC §4: after sign-in the socket joins `user.{id}`; a shop user also joins the selected shop's
 * room and leaves the previous one when the shop changes; the system admin joins only the user room.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { data: session } = useSession();
  const locale = useLocale();
  // shown when an ERROR event carries no message of its own
  const fallbackError = useTranslations('errors')('generic');
  const params = useParams<{ shopId?: string }>();
  const handlers = useRef(new Map<RealtimeEventType, Set<RealtimeHandler>>());
  const [socket, setSocket] = useState<Socket | null>(null);
  const [connected, setConnected] = useState(false);

  const token = session && !session.error ? session.backendTokens.accessToken : null;
  const userId = session?.user.id;
  const shopId = session && !session.user.isSysAdmin ? params?.shopId : undefined;

  // One socket per signed-in user; a refreshed token is used on the next reconnection.
  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);
  useEffect(() => {
    if (!userId || !tokenRef.current) return;
    let current: Socket | null = null;
    let closed = false;
    void createSocket(tokenRef.current, locale).then((s) => {
      if (closed) return void s.disconnect();
      current = s;
      s.on('connect', () => setConnected(true));
      s.on('disconnect', () => setConnected(false));
      s.io.on('reconnect_attempt', () => {
        s.auth = { token: tokenRef.current, locale };
      });
      s.on(SocketEvent.ERROR, (payload: { message?: string }) => notify('error', payload?.message ?? fallbackError));
      s.on(SocketEvent.TO_CLIENT, (event: { type: RealtimeEventType; data: unknown }) => {
        handlers.current.get(event?.type)?.forEach((h) => h(event.data));
      });
      setSocket(s);
    });
    return () => {
      closed = true;
      current?.disconnect();
      setSocket(null);
      setConnected(false);
    };
  }, [userId, locale, fallbackError]);

  useEffect(() => {
    if (!socket || !userId || !connected) return;
    socket.emit(SocketEvent.JOIN_ROOM, userRoom(userId));
  }, [socket, userId, connected]);

  useEffect(() => {
    if (!socket || !shopId || !connected) return;
    const room = shopRoom(shopId);
    socket.emit(SocketEvent.JOIN_ROOM, room);
    return () => {
      socket.emit(SocketEvent.LEFT_ROOM, room);
    };
  }, [socket, shopId, connected]);

  const subscribe = useCallback((type: RealtimeEventType, handler: RealtimeHandler) => {
    const set = handlers.current.get(type) ?? new Set();
    set.add(handler);
    handlers.current.set(type, set);
    return () => {
      set.delete(handler);
    };
  }, []);

  const value = useMemo(() => ({ subscribe, connected }), [subscribe, connected]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
