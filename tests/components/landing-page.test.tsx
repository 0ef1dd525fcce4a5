import { screen } from '@testing-library/react';
import { LandingContent } from '@/app/[locale]/(landing)/landing-content';
import type { Locale } from '@/lib/i18n/config';
import { MOCK_IDS, type MockUserKey } from '@/tests/msw/data';
import { renderWithProviders, sessionFor } from '@/tests/support/render';

// The front page (/vi, /en): a visitor is offered the sign-in; someone already signed in is offered
// their console, where signing in would have taken them (SPEC §2 landing paths).

const Q1 = MOCK_IDS.shops.q1;

function renderLanding(locale: Locale, key: MockUserKey | null) {
  const user = key ? sessionFor(key).user : null;
  return renderWithProviders(<LandingContent locale={locale} user={user} />, { locale });
}

describe('landing page', () => {
  it.each([
    ['vi', 'Đăng nhập', '/vi/sign-in'],
    ['en', 'Sign in', '/en/sign-in'],
  ] as const)('%s: offers a visitor the sign-in', (locale, name, href) => {
    renderLanding(locale, null);
    expect(screen.getByRole('heading', { level: 1, name: 'PawDesk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it.each([
    ['owner', 'vi', `/vi/clinic-management/${Q1}`],
    ['doctor', 'vi', `/vi/clinic-management/${Q1}`],
    ['accountant', 'vi', `/vi/clinic-management/${Q1}/statistics`],
    ['admin', 'vi', '/vi/admin'],
    ['owner', 'en', `/en/clinic-management/${Q1}`],
  ] as const)('takes a signed-in %s (%s) to their console', (key, locale, href) => {
    renderLanding(locale, key);
    const name = locale === 'vi' ? 'Vào hệ thống' : 'Go to console';
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    // one way in: no sign-in link beside it
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
