import { screen, within } from '@testing-library/react';
import { signOut } from 'next-auth/react';
import { AppShell } from '@/features/shell/components/app-shell';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { renderWithProviders, router, sessionFor } from '@/tests/support/render';

// Header parts of SPEC §2 besides the branch switcher: profile dropdown and language dropdown.

const Q1 = MOCK_IDS.shops.q1;
const PAGE = `/vi/clinic-management/${Q1}/customers`;

function renderShell(key: 'owner' | 'admin' = 'owner', pathname = PAGE) {
  const session = sessionFor(key);
  return renderWithProviders(
    <AppShell user={session.user} shopId={session.user.shopId ?? undefined}>
      <h1>Khách hàng</h1>
    </AppShell>,
    { session, pathname },
  );
}

describe('header', () => {
  it('shows the user with the translated role, a profile link and sign-out', async () => {
    const { user } = renderShell();
    // named by what it shows first (WCAG 2.5.3), then what it opens
    const profile = screen.getByRole('button', { name: 'Nguyễn Thị Minh Anh, Quản trị viên – hồ sơ' });
    expect(profile).toHaveTextContent('Nguyễn Thị Minh Anh');
    expect(profile).toHaveTextContent('Quản trị viên');

    await user.click(profile);
    expect(await screen.findByRole('button', { name: 'Đăng xuất' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hồ sơ' })).toHaveAttribute('href', `/vi/clinic-management/${Q1}/profile`);

    await user.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    expect(signOut).toHaveBeenCalledWith({ callbackUrl: '/vi/sign-in' });
  });

  it('links the system admin to the admin profile', async () => {
    const { user } = renderShell('admin', '/vi/admin');
    const profile = screen.getByRole('button', { name: 'Trần Quốc Bảo, Quản trị hệ thống – hồ sơ' });
    expect(profile).toHaveTextContent('Quản trị hệ thống');
    await user.click(profile);
    expect(await screen.findByRole('link', { name: 'Hồ sơ' })).toHaveAttribute('href', '/vi/admin/profile');
  });

  it('carries the theme and language settings in the profile menu too (the header has no room for them on phones)', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: /– hồ sơ$/ }));
    const menu = (await screen.findByRole('button', { name: 'Đăng xuất' })).closest('.dropdown-menu') as HTMLElement;
    const phoneOnly = [within(menu).getByRole('button', { name: 'Chế độ tối' }), within(menu).getByRole('button', { name: 'Tùy chỉnh giao diện' }), within(menu).getByRole('button', { name: 'English' })];
    for (const item of phoneOnly) expect(item).toHaveClass('d-sm-none');

    await user.click(phoneOnly[0]);
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark');
    await user.click(screen.getByRole('button', { name: /– hồ sơ$/ }));
    await user.click(within(menu).getByRole('button', { name: 'English' }));
    expect(router.push).toHaveBeenCalledExactlyOnceWith(`/en/clinic-management/${Q1}/customers`);
  });

  it('switches the language of the current page', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'VI – ngôn ngữ' }));
    await user.click(await screen.findByRole('button', { name: 'English' }));
    expect(router.push).toHaveBeenCalledExactlyOnceWith(`/en/clinic-management/${Q1}/customers`);
  });

  it('warns that an expired subscription makes the shop read-only', async () => {
    const endsAt = new Date(Date.now() - 2 * 86_400_000);
    mockState.shops[Q1].subscription = { timeframe: '1-01M', startsAt: new Date(endsAt.getTime() - 30 * 86_400_000).toISOString(), endsAt: endsAt.toISOString() };
    renderShell();
    expect(await screen.findByRole('status')).toHaveTextContent(`Gói dịch vụ của cửa hàng đã hết hạn ngày`);
    expect(screen.getByRole('status')).toHaveTextContent(String(endsAt.getFullYear()));
  });

  it('shows no such warning while the subscription runs', async () => {
    renderShell();
    expect(await screen.findByTestId('sidebar-logo')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
