import { screen, within } from '@testing-library/react';
import { StatisticsPage } from '@/features/statistics/components/statistics-page';
import type { MockUserKey } from '@/tests/msw/data';
import { lastQuery, Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The overview's period, read from the shop's calendar (Asia/Ho_Chi_Minh): at 03:00 on Friday
// 27/11/2026 there, it is still Thursday 26/11 in UTC. Each preset puts its days into the URL, so a
// link or a reload keeps them; a range of its own is typed as dd/MM/yyyy.

const NOW = new Date('2026-11-26T20:00:00Z');

beforeEach(() => {
  // only the clock: the page's timers and user-event run as usual
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

async function renderPeriod(query = '', user: MockUserKey = 'accountant') {
  const view = renderScreen(<StatisticsPage shopId={Q1} />, { path: shopPath(`/statistics${query}`), user });
  await screen.findByRole('group', { name: 'Doanh thu' });
  return { ...view, select: screen.getByRole('combobox', { name: 'Khoảng thời gian' }) };
}

describe('the period picker', () => {
  it('shows this month of the shop by default', async () => {
    const { select } = await renderPeriod();
    expect(select).toHaveDisplayValue('Tháng này');
    expect(screen.getByText('Từ 01/11/2026 đến 27/11/2026')).toBeInTheDocument();
  });

  it.each([
    ['Hôm nay', '2026-11-27', '2026-11-27'],
    ['Hôm qua', '2026-11-26', '2026-11-26'],
    ['Tuần này', '2026-11-23', '2026-11-27'],
    ['Tháng trước', '2026-10-01', '2026-10-31'],
    ['Năm nay', '2026-01-01', '2026-11-27'],
  ])('puts "%s" into the URL as %s – %s', async (preset, from, to) => {
    const { user, select } = await renderPeriod();
    await user.selectOptions(select, preset);
    expect(lastQuery()).toEqual({ from, to });
    expect(select).toHaveDisplayValue(preset);
  });

  it('names the preset a link carries', async () => {
    const { select } = await renderPeriod('?from=2026-10-01&to=2026-10-31');
    expect(select).toHaveDisplayValue('Tháng trước');
  });

  it('takes a range of its own, typed as dd/MM/yyyy', async () => {
    const { user, select } = await renderPeriod();
    await user.selectOptions(select, 'Tùy chọn');
    const from = screen.getByRole('textbox', { name: 'Từ ngày' });
    const to = screen.getByRole('textbox', { name: 'Đến ngày' });
    // it opens on the days shown
    expect(from).toHaveValue('01/11/2026');
    await user.clear(from);
    await user.type(from, '05/10/2026');
    await user.clear(to);
    await user.type(to, '20/10/2026');
    await user.keyboard('{Escape}');
    expect(lastQuery()).toEqual({ from: '2026-10-05', to: '2026-10-20' });
    expect(await screen.findByText('Từ 05/10/2026 đến 20/10/2026')).toBeInTheDocument();
    expect(select).toHaveDisplayValue('Tùy chọn');
  });

  it("keeps the chain's branches when the period changes", async () => {
    const { user, select } = await renderPeriod('?branch=all', 'owner');
    await user.selectOptions(select, 'Hôm nay');
    expect(lastQuery()).toEqual({ branch: 'all', from: '2026-11-27', to: '2026-11-27' });
    expect(within(screen.getByRole('group', { name: 'Số hóa đơn' })).getByText('0')).toBeInTheDocument();
  });
});
