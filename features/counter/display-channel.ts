'use client';

import { useEffect, useRef, useState } from 'react';
import type { SaleQuote } from '@/lib/contracts/invoices';

// The customer display (issue 18 §2): a second window of the same browser, on a screen facing the
// customer, shows the cart on the counter as it changes. The two talk over a BroadcastChannel of
// the shop: no server round trip, nothing kept; a display opened late says hello and is answered.

export interface DisplayLine {
  name: string;
  quantity: number;
  unitName: string;
  amount: number;
  /** a promotion's gift (zero price) */
  gift: boolean;
}

export type DisplayState =
  | { kind: 'idle' }
  | {
      kind: 'cart';
      lines: DisplayLine[];
      promotions: { name: string; discount: number }[];
      subtotal: number;
      discount: number;
      vat: number;
      total: number;
      /** the VietQR the cashier put up for a transfer */
      qr: { payload: string; amount: number } | null;
    };

type Message = { type: 'state'; state: DisplayState } | { type: 'hello' };

const channelName = (shopId: string) => `pawdesk.counter-display.${shopId}`;

/** What the display shows of a priced cart. */
export function displayOf(quote: SaleQuote | undefined, qr: { payload: string; amount: number } | null): DisplayState {
  if (!quote || quote.lines.length === 0) return { kind: 'idle' };
  return {
    kind: 'cart',
    lines: quote.lines.map((l) => ({ name: l.name, quantity: l.quantity, unitName: l.unitName, amount: l.amount, gift: l.giftOfId !== null })),
    promotions: quote.promotions.map((p) => ({ name: p.name, discount: p.discount })),
    subtotal: quote.subtotal,
    discount: quote.discount,
    vat: quote.vat,
    total: quote.total,
    qr,
  };
}

/** The counter's side: tells the shop's displays what is on the counter now, and each new display on hello. */
export function useDisplayFeed(shopId: string, state: DisplayState) {
  const latest = useRef(state);
  const channel = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const c = new BroadcastChannel(channelName(shopId));
    c.onmessage = (e: MessageEvent<Message>) => e.data?.type === 'hello' && c.postMessage({ type: 'state', state: latest.current } satisfies Message);
    channel.current = c;
    return () => {
      c.postMessage({ type: 'state', state: { kind: 'idle' } } satisfies Message);
      c.close();
      channel.current = null;
    };
  }, [shopId]);
  const serialized = JSON.stringify(state);
  useEffect(() => {
    latest.current = JSON.parse(serialized) as DisplayState;
    channel.current?.postMessage({ type: 'state', state: latest.current } satisfies Message);
  }, [serialized]);
}

/** The display's side: what the counter shows now (idle until it answers). */
export function useDisplayState(shopId: string): DisplayState {
  const [state, setState] = useState<DisplayState>({ kind: 'idle' });
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const c = new BroadcastChannel(channelName(shopId));
    c.onmessage = (e: MessageEvent<Message>) => e.data?.type === 'state' && setState(e.data.state);
    c.postMessage({ type: 'hello' } satisfies Message);
    return () => c.close();
  }, [shopId]);
  return state;
}
