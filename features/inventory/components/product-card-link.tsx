'use client';

import type { MouseEvent, ReactNode } from 'react';

/**
 * A product's name that opens its stock card: a real link (a new tab shows the card), and a plain
 * click switches the tab in place.
 */
export function ProductCardLink({ card, label, children }: { card: { href: string; open: () => void }; label: string; children: ReactNode }) {
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    card.open();
  };
  return (
    <a href={card.href} onClick={onClick} title={label} className="fw-semibold text-decoration-none">
      {children}
    </a>
  );
}
