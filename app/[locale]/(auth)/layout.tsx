import type { ReactNode } from 'react';

// Authentication layout: a centred card on a tinted background.
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <main className="auth-page">{children}</main>;
}
