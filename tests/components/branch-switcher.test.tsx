import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { signOut } from 'next-auth/react';
import { AppShell } from '@/features/shell/components/app-shell';
import type { Locale } from '@/lib/i18n/config';
import { MOCK_IDS, type MockUserKey } from '@/tests/msw/data';
import { errorResponse, MockApiError } from '@/tests/msw/errors';
import { server, trackRequests } from '@/tests/msw/server';
import { renderWithProviders, router, sessionFor } from '@/tests/support/render';

// The header's branch switcher (SPEC §2): data from GET shops/chain; a 403 there signs out to /403 (SPEC §8).

const { q1: Q1, q7: Q7, hanoi: HANOI } = MOCK_IDS.shops;

function renderShell(key: MockUserKey, shopId: string, subPath = '/customers', locale: Locale = 'vi') {
  const session = sessionFor(key);
  return renderWithProviders(
    <AppShell user={session.user} shopId={shopId}>
      <h1>Khách hàng</h1>
    </AppShell>,
    { session, locale, pathname: `/${locale}/clinic-management/${shopId}${subPath}` },
  );
}

describe('branch switcher', () => {
  it('is hidden for a user with one branch', async () => {
    const requests = trackRequests();
    renderShell('doctor', Q1);
    // the shop's logo comes with the same shops/chain answer the switcher reads
    expect(await screen.findByTestId('sidebar-logo')).toBeInTheDocument();
    expect(requests.count('GET', '/api/v1/shops/chain')).toBe(1);
    expect(screen.queryByRole('button', { name: /chuyển chi nhánh/i })).not.toBeInTheDocument();
  });

  it('shows the current branch alias to a chain member', async () => {
    renderShell('owner', Q1);
    // named by what it shows first (WCAG 2.5.3), then what it does
    expect(await screen.findByRole('button', { name: 'Quận 1 – chuyển chi nhánh' })).toHaveTextContent('Quận 1');
  });

  it('replaces the shop id in the current path when another branch is chosen', async () => {
    const { user } = renderShell('owner', Q1, '/customers');
    await user.click(await screen.findByRole('button', { name: 'Quận 1 – chuyển chi nhánh' }));

    const current = screen.getByRole('button', { name: 'Quận 1' });
    expect(current).toHaveClass('active');
    await user.click(current);
    expect(router.push).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Quận 1 – chuyển chi nhánh' }));
    await user.click(screen.getByRole('button', { name: 'Quận 7' }));
    expect(router.push).toHaveBeenCalledExactlyOnceWith(`/vi/clinic-management/${Q7}/customers`);
  });

  it('keeps deeper paths and the locale when switching', async () => {
    const { user } = renderShell('owner', Q1, '/debt-management/suppliers', 'en');
    await user.click(await screen.findByRole('button', { name: 'Quận 1 – switch branch' }));
    const menu = screen.getByRole('button', { name: 'Quận 7' }).closest('.dropdown-menu') as HTMLElement;
    expect(within(menu).getByText('Branch')).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Quận 7' }));
    expect(router.push).toHaveBeenCalledWith(`/en/clinic-management/${Q7}/debt-management/suppliers`);
  });

  it('signs out to /403 when shops/chain answers 403 (a shop outside the user’s chain)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderShell('owner', HANOI);
    await waitFor(() => expect(signOut).toHaveBeenCalledWith({ callbackUrl: '/vi/403' }));
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /chuyển chi nhánh/i })).not.toBeInTheDocument();
    // the query itself is silent: its failure is logged and handled by the switcher
    expect(warn).toHaveBeenCalledWith('[query]', ['shops', 'chain', HANOI], expect.objectContaining({ status: 403 }));
  });

  it('uses the locale of the page for the /403 callback', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderShell('owner', HANOI, '', 'en');
    await waitFor(() => expect(signOut).toHaveBeenCalledWith({ callbackUrl: '/en/403' }));
  });

  it('reports other shops/chain failures with a toast, without signing out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('*/api/v1/shops/chain', ({ request }) => errorResponse(request, new MockApiError('ServiceUnavailable', 'errors.databaseUnavailable'))));
    renderShell('owner', Q1);
    // a 5xx is retried once before it is reported
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Hệ thống dữ liệu tạm thời không khả dụng, vui lòng thử lại sau giây lát',
    );
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /chuyển chi nhánh/i })).not.toBeInTheDocument();
  });
});
