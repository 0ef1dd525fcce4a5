import type { ReactNode } from 'react';

// Landing layout: the public front page, no console chrome.
export default function LandingLayout({ children }: { children: ReactNode }) {
  return <div className="landing-layout">{children}</div>;
}
