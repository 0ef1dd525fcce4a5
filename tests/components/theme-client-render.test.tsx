import { THEME_STORAGE_KEY } from '@/lib/theme';
import { renderWithProviders } from '@/tests/support/render';

// A page Next renders in the browser from scratch (a not-found inside the console) never runs the
// root layout's theme boot script: the theme provider applies the stored theme itself then.

const html = document.documentElement;

describe('theme without the boot script', () => {
  it('applies the stored theme when nothing applied it before', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ mode: 'dark', primary: 2 }));
    expect(html).not.toHaveAttribute('data-bs-theme');

    renderWithProviders(<p>Không tìm thấy trang</p>);

    expect(html).toHaveAttribute('data-bs-theme', 'dark');
    expect(html).toHaveAttribute('dir', 'ltr');
    expect(html.style.getPropertyValue('--pd-primary-rgb')).toBe('161,90,223');
    expect(html.style.getPropertyValue('--bs-body-bg')).not.toBe('');
  });

  it('leaves a theme the boot script applied alone', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ mode: 'dark' }));
    html.setAttribute('data-bs-theme', 'dark');
    html.style.setProperty('--pd-primary-rgb', '1,2,3');

    renderWithProviders(<p>Trang chủ</p>);

    expect(html.style.getPropertyValue('--pd-primary-rgb')).toBe('1,2,3');
  });
});
