'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { type Cart, cart, newCart } from './cart-model';

// The counter's open carts, kept in the browser (issue 18 §2): a reload, a crash or a second tab
// of the same shop finds them as they were. localStorage is the store; useSyncExternalStore reads
// it, so every component (and the other tabs, through the storage event) sees one state.

export const MAX_CARTS = 6;

const storedCounter = z.object({ carts: z.array(cart).min(1).max(MAX_CARTS), activeId: z.string() });
export type CounterState = z.infer<typeof storedCounter>;

const storageKey = (shopId: string) => `pawdesk.counter.${shopId}`;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key?.startsWith('pawdesk.counter.') && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What was kept, or one empty cart when nothing was (or what was kept is not a counter's). */
export function parseCounter(raw: string | null): CounterState {
  const parsed = raw ? storedCounter.safeParse(safeJson(raw)) : null;
  if (parsed?.success && parsed.data.carts.some((c) => c.id === parsed.data.activeId)) return parsed.data;
  const fresh = newCart();
  return { carts: [fresh], activeId: fresh.id };
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function save(shopId: string, state: CounterState) {
  window.localStorage.setItem(storageKey(shopId), JSON.stringify(state));
  listeners.forEach((l) => l());
}

/** The shop's open carts and the one on screen, with what the counter does to them. */
export function useCarts(shopId: string) {
  const raw = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(storageKey(shopId)),
    () => null,
  );
  const state = useMemo(() => parseCounter(raw), [raw]);
  const active = state.carts.find((c) => c.id === state.activeId)!;

  // each change reads the stored state afresh: two quick scans never overwrite each other
  const change = useCallback((next: (current: CounterState) => CounterState) => save(shopId, next(parseCounter(window.localStorage.getItem(storageKey(shopId))))), [shopId]);

  return {
    carts: state.carts,
    active,
    /** changes the cart on screen */
    update: useCallback((fn: (cart: Cart) => Cart) => change((s) => ({ ...s, carts: s.carts.map((c) => (c.id === s.activeId ? fn(c) : c)) })), [change]),
    select: useCallback((id: string) => change((s) => (s.carts.some((c) => c.id === id) ? { ...s, activeId: id } : s)), [change]),
    /** a new empty cart on screen, beside the others (the first customer is still looking for cash) */
    open: useCallback(
      () =>
        change((s) => {
          if (s.carts.length >= MAX_CARTS) return s;
          const fresh = newCart();
          return { carts: [...s.carts, fresh], activeId: fresh.id };
        }),
      [change],
    ),
    /** closes a cart (sold or abandoned); the last one is emptied instead, so there is always one */
    close: useCallback(
      (id: string) =>
        change((s) => {
          const rest = s.carts.filter((c) => c.id !== id);
          if (rest.length === 0) return parseCounter(null);
          const at = s.carts.findIndex((c) => c.id === id);
          return { carts: rest, activeId: s.activeId === id ? rest[Math.max(0, at - 1)]!.id : s.activeId };
        }),
      [change],
    ),
  };
}
