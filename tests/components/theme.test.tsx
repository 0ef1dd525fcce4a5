import { screen, within } from '@testing-library/react';
import { AppShell } from '@/features/shell/components/app-shell';
import { THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from '@/lib/theme';
import { MOCK_IDS } from '@/tests/msw/data';
import { renderWithProviders, sessionFor } from '@/tests/support/render';

// Theme persistence and reset (SPEC §2 theme switcher, §4 reset, §9 presets).

const Q1 = MOCK_IDS.shops.q1;
const html = document.documentElement;
const stored = () => {
  const raw = window.localStorage.getItem(THEME_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
};

function renderShell() {
  const session = sessionFor('owner');
  return renderWithProviders(
    <AppShell user={session.user} shopId={Q1}>
      <p>Nội dung trang</p>
    </AppShell>,
    { session, pathname: `/vi/clinic-management/${Q1}` },
  );
}

async function openThemeSwitcher(user: ReturnType<typeof renderShell>['user']) {
  await user.click(screen.getByRole('button', { name: 'Tùy chỉnh giao diện' }));
  return screen.findByRole('dialog', { name: 'Tùy chỉnh giao diện' });
}

describe('theme', () => {
  it('toggles dark mode on <html> and stores it', async () => {
    const { user } = renderShell();
    const toggle = screen.getByRole('button', { name: 'Chế độ tối' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);

    expect(html).toHaveAttribute('data-bs-theme', 'dark');
    expect(stored()).toMatchObject({ mode: 'dark' });
    expect(screen.getByRole('button', { name: 'Chế độ sáng' })).toHaveAttribute('aria-pressed', 'true');
    // the dark background offsets of SPEC §9 come with it
    expect(html.style.getPropertyValue('--bs-body-bg')).not.toBe('');

    await user.click(screen.getByRole('button', { name: 'Chế độ sáng' }));
    expect(html).toHaveAttribute('data-bs-theme', 'light');
    expect(stored()).toMatchObject({ mode: 'light' });
    expect(html.style.getPropertyValue('--bs-body-bg')).toBe('');
  });

  it('reads the stored choice back on the next render', async () => {
    const first = renderShell();
    await first.user.click(screen.getByRole('button', { name: 'Chế độ tối' }));
    first.unmount();

    const { user } = renderShell();
    expect(screen.getByRole('button', { name: 'Chế độ sáng' })).toHaveAttribute('aria-pressed', 'true');
    const panel = await openThemeSwitcher(user);
    expect(within(panel).getByRole('radio', { name: 'Tối' })).toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'Sáng' })).not.toBeChecked();
  });

  it('applies a colour preset as the Bootstrap primary', async () => {
    const { user } = renderShell();
    const panel = await openThemeSwitcher(user);
    await user.click(within(panel).getByRole('tab', { name: 'Màu sắc' }));

    const violet = within(panel).getByRole('button', { name: 'Tím' });
    await user.click(violet);

    expect(html.style.getPropertyValue('--bs-primary-rgb')).toBe('161,90,223');
    expect(html.style.getPropertyValue('--bs-primary')).toBe('rgb(161,90,223)');
    expect(violet).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByRole('button', { name: 'Xanh biển' })).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toMatchObject({ primary: 2 });
  });

  it('switches the direction and the vertical menu style', async () => {
    const { user } = renderShell();
    const panel = await openThemeSwitcher(user);
    await user.click(within(panel).getByRole('radio', { name: 'Phải sang trái' }));
    await user.click(within(panel).getByRole('radio', { name: 'Biểu tượng và chữ' }));

    expect(html).toHaveAttribute('dir', 'rtl');
    expect(html).toHaveAttribute('data-menu-style', 'icon-text');
    expect(stored()).toMatchObject({ dir: 'rtl', menuStyle: 'icon-text' });
  });

  it('resets to light, LTR, overlay menu and the first preset, and forgets the stored theme', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Chế độ tối' }));
    const panel = await openThemeSwitcher(user);
    await user.click(within(panel).getByRole('radio', { name: 'Phải sang trái' }));
    await user.click(within(panel).getByRole('tab', { name: 'Màu sắc' }));
    await user.click(within(panel).getByRole('button', { name: 'San hô' }));
    expect(stored()).toEqual({ mode: 'dark', dir: 'rtl', menuStyle: 'overlay', primary: 4 });

    await user.click(within(panel).getByRole('button', { name: 'Khôi phục mặc định' }));

    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(html).toHaveAttribute('data-bs-theme', 'light');
    expect(html).toHaveAttribute('dir', 'ltr');
    expect(html).toHaveAttribute('data-menu-style', 'overlay');
    expect(html.style.getPropertyValue('--bs-primary-rgb')).toBe('58,88,146');
    expect(screen.getByRole('button', { name: 'Chế độ tối' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(panel).getByRole('button', { name: 'Xanh biển' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores a corrupt stored theme', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, '{not json');
    renderShell();
    expect(screen.getByRole('button', { name: 'Chế độ tối' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('applies the stored theme before React renders (the boot script of the page head)', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ mode: 'dark', dir: 'rtl', menuStyle: 'closed', primary: 3 }));
    // what the inline <script> in app/[locale]/layout.tsx runs on load
    new Function(THEME_BOOT_SCRIPT)();
    expect(html).toHaveAttribute('data-bs-theme', 'dark');
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(html).toHaveAttribute('data-menu-style', 'closed');
    expect(html.style.getPropertyValue('--bs-primary-rgb')).toBe('78,172,76');
  });
});
