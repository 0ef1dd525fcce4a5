// Realtime (SPEC §3).
export const SocketEvent = {
  TO_CLIENT: 'TO_CLIENT',
  JOIN_ROOM: 'JOIN_ROOM',
  LEFT_ROOM: 'LEFT_ROOM',
  ERROR: 'ERROR',
  EXCEPTION: 'EXCEPTION',
} as const;

export const REALTIME_EVENT_TYPES = [
  'ACTIVE_TODAY_NEW',
  'ACTIVE_TODAY_UPDATED',
  'SERVICE_STATICS_UPDATED',
  'NEW_INVOICE_PAYMENT',
  'UPDATE_INVOICE_PAYMENT',
  'DELETE_INVOICE_PAYMENT',
  'EXCEL_UPLOAD',
] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

export const userRoom = (userId: string) => `user.${userId}`;
export const shopRoom = (shopId: string) => `shop.${shopId}`;

/** The socket.io namespace of the waiting-room screens: no user, a display link's token. */
export const DISPLAY_NAMESPACE = '/display';
export const displayRoom = (shopId: string) => `display.${shopId}`;
export const displayLinkRoom = (linkId: string) => `display-link.${linkId}`;
/** What a waiting-room screen is told: only that the queue changed, never what (it reads the queue again). */
export const DISPLAY_QUEUE_CHANGED = 'QUEUE_CHANGED';
