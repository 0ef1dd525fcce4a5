import { act, screen, within } from '@testing-library/react';
import { PaginationBar } from '@/components/ui/pagination-bar';
import type { Locale } from '@/lib/i18n/config';
import { notify } from '@/lib/toast';
import { renderWithProviders } from '@/tests/support/render';

// What a screen reader hears from the pagination and the notifications region is in the page's
// language: react-bootstrap says "Previous", "Next", "More" and "(current)", react-toastify
// "Notifications Alt+T" and "close", whatever the page's language.

const ENGLISH_DEFAULTS = /Previous|Next|More|\(current\)/;

function renderPagination(locale: Locale, page = 5) {
  const onPage = vi.fn();
  // 200 rows of 20: pages 1 … 4 5 6 … 10
  const { user } = renderWithProviders(<PaginationBar page={page} limit={20} total={200} onPage={onPage} onLimit={vi.fn()} />, { locale });
  return { onPage, user };
}

describe('pagination read aloud', () => {
  it('speaks Vietnamese on a Vietnamese page', async () => {
    const { onPage, user } = renderPagination('vi');
    const nav = screen.getByRole('navigation', { name: 'Phân trang' });

    expect(nav.textContent).not.toMatch(ENGLISH_DEFAULTS);
    expect(within(nav).getAllByText('Các trang khác')).toHaveLength(2);
    const current = within(nav).getByLabelText('Trang 5');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(current).getByText('(trang hiện tại)')).toHaveClass('visually-hidden');

    await user.click(within(nav).getByRole('button', { name: 'Trang trước' }));
    await user.click(within(nav).getByRole('button', { name: 'Trang sau' }));
    await user.click(within(nav).getByRole('button', { name: 'Trang 10' }));
    expect(onPage.mock.calls).toEqual([[4], [6], [10]]);
  });

  it('speaks English on an English page', () => {
    renderPagination('en');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    expect(within(nav).getAllByText('More pages')).toHaveLength(2);
    expect(within(nav).getByText('(current page)')).toHaveClass('visually-hidden');
  });

  it('shows the arrows and the ellipsis to the eye only', () => {
    renderPagination('vi', 1);
    const nav = screen.getByRole('navigation', { name: 'Phân trang' });
    for (const symbol of ['‹', '›', '…']) {
      expect(within(nav).getAllByText(symbol)[0]).toHaveAttribute('aria-hidden', 'true');
    }
    // the first page: nothing before it to go to
    expect(within(nav).queryByRole('button', { name: 'Trang trước' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Trang trước')).toBeInTheDocument();
  });
});

describe('notifications region read aloud', () => {
  it.each([
    ['vi', 'Thông báo (Alt+T)', 'Đóng thông báo'],
    ['en', 'Notifications (Alt+T)', 'Close notification'],
  ] as const)('%s: names the region and the close button in the page language', async (locale, region, close) => {
    renderWithProviders(<p>Trang</p>, { locale });
    const live = screen.getByRole('region', { name: region });

    act(() => notify('success', 'Đã lưu.'));
    const toast = await within(live).findByRole('alert');
    expect(toast).toHaveTextContent('Đã lưu.');
    expect(screen.queryByRole('region', { name: /Notifications Alt\+T/ })).not.toBeInTheDocument();
    expect(within(toast).getByRole('button', { name: close })).toBeInTheDocument();
  });
});
