import { act, screen, within } from '@testing-library/react';
import { AppShell } from '@/features/shell/components/app-shell';
import { isActive } from '@/lib/menu/menu-access';
import { link } from '@/lib/menu/menu-item';
import { MOCK_IDS } from '@/tests/msw/data';
import { renderWithProviders, router, sessionFor } from '@/tests/support/render';

// "Cài đặt cửa hàng" opens a tab of the profile page (/profile#StoreSettings, SPEC §2): the side
// menu highlights it on that tab, and only there, following the hash as it changes.

const Q1 = MOCK_IDS.shops.q1;
const PROFILE = `/vi/clinic-management/${Q1}/profile`;

/** Puts a hash in the URL the way the profile page's tabs do (lib/use-location-hash.ts). */
function setHash(hash: string) {
  act(() => {
    window.history.replaceState(null, '', `#${hash}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

function renderOnProfile(hash: string) {
  window.history.replaceState(null, '', `#${hash}`);
  const session = sessionFor('owner');
  return renderWithProviders(
    <AppShell user={session.user} shopId={Q1}>
      <h1>Hồ sơ</h1>
    </AppShell>,
    { session, pathname: PROFILE },
  );
}

const sidebar = () => screen.getByRole('complementary', { name: 'Menu chính' });
const settings = () => within(sidebar()).getByRole('link', { name: 'Cài đặt cửa hàng' });
const current = () => Array.from(sidebar().querySelectorAll('[aria-current="page"]')).map((el) => el.textContent);

afterEach(() => window.history.replaceState(null, '', window.location.pathname));

describe('a menu entry that opens a tab of a page', () => {
  it('is the highlighted entry on its tab, its sub-menu open', () => {
    renderOnProfile('StoreSettings');
    expect(settings()).toHaveAttribute('aria-current', 'page');
    expect(settings()).toHaveClass('active');
    expect(within(sidebar()).getByRole('button', { name: 'Cửa hàng' })).toHaveAttribute('aria-expanded', 'true');
    expect(current()).toEqual(['Cài đặt cửa hàng']);
  });

  it('is not highlighted on the other tabs of the page', () => {
    renderOnProfile('Info');
    expect(settings()).not.toHaveAttribute('aria-current');
    expect(current()).toEqual([]);
  });

  it('follows the hash when the tab changes', () => {
    renderOnProfile('Info');
    setHash('StoreSettings');
    expect(settings()).toHaveAttribute('aria-current', 'page');
    setHash('ChangePassword');
    expect(settings()).not.toHaveAttribute('aria-current');
  });

  it('switches the tab in place when the page is already open', async () => {
    const { user } = renderOnProfile('Info');
    await user.click(settings());
    expect(window.location.hash).toBe('#StoreSettings');
    expect(settings()).toHaveAttribute('aria-current', 'page');
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('isActive with a hash', () => {
  const storeSettings = link('stores.settings', '/profile#StoreSettings');
  const profile = link('profile', '/profile');

  it('matches a tab entry on its page and tab only', () => {
    expect(isActive(storeSettings, '/profile', 'StoreSettings')).toBe(true);
    expect(isActive(storeSettings, '/profile', '')).toBe(false);
    expect(isActive(storeSettings, '/profile', 'Info')).toBe(false);
    expect(isActive(storeSettings, '/customers', 'StoreSettings')).toBe(false);
  });

  it('leaves the page entry unlit on a tab that has an entry of its own, so one entry is highlighted', () => {
    expect(isActive(profile, '/profile', 'StoreSettings')).toBe(false);
    expect(isActive(profile, '/profile', 'Info')).toBe(true);
    expect(isActive(profile, '/profile', '')).toBe(true);
  });
});
