import { screen, waitFor, within } from '@testing-library/react';
import { ActivitiesBoardPage } from '@/features/activities/components/activities-board-page';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState, mockUser } from '@/tests/msw/data';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { mockAccessToken } from '@/tests/msw/tokens';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Dashboards (issue 17 §3): today's visits as a board by status or a table, filtered, and kept
// live: an activity made or moved elsewhere in the shop shows on an ACTIVE_TODAY_* event without
// a reload.

const { customers: C, pets: P } = MOCK_CATALOGUE;
const column = (status: string) => screen.getByRole('region', { name: status });

describe('the board', () => {
  it("shows today's visits in a column per status, each card with its ticket, pet, customer and services", async () => {
    renderScreen(<ActivitiesBoardPage shopId={Q1} />, { path: shopPath('/activities'), user: 'doctor' });
    const waiting = await waitFor(() => {
      const region = column('Chờ thực hiện');
      expect(within(region).getAllByRole('article').length).toBeGreaterThan(0);
      return region;
    });
    const bo = within(waiting).getByRole('article', { name: /Bơ$/ });
    expect(bo).toHaveTextContent(/Siêu âm ổ bụng/);
    expect(bo).toHaveTextContent(/chờ \d+/);
    expect(within(column('Chờ thanh toán')).getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.getByText(/^\d+ hoạt động$/)).toBeInTheDocument();
  });

  it('shows a visit made at another desk as soon as the shop is told, without a reload', async () => {
    const { realtime } = renderScreen(<ActivitiesBoardPage shopId={Q1} />, { path: shopPath('/activities'), user: 'doctor' });
    const waiting = await waitFor(() => {
      const region = column('Chờ thực hiện');
      expect(within(region).getAllByRole('article').length).toBeGreaterThan(0);
      return region;
    });
    const before = within(waiting).getAllByRole('article').length;
    expect(realtime.subscriberCount('ACTIVE_TODAY_NEW')).toBeGreaterThan(0);

    // the seller's desk makes it (through the mock API, as their browser would)
    const res = await fetch('http://localhost/api/v1/activities', {
      method: 'POST',
      headers: { authorization: `Bearer ${mockAccessToken(mockUser('seller').id)}`, 'shop-Id': Q1, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 1, customerId: C.an, petId: P.muop, submit: true }),
    });
    expect(res.status).toBe(200);
    const made = (await res.json()) as { id: string; code: string };
    // nothing on screen until the shop is told
    await new Promise((r) => setTimeout(r, 300));
    expect(within(column('Chờ thực hiện')).getAllByRole('article')).toHaveLength(before);

    realtime.emit('ACTIVE_TODAY_NEW', { id: made.id, code: made.code, status: 1 });
    expect(await within(column('Chờ thực hiện')).findByRole('article', { name: new RegExp(`${made.code} Mướp$`) })).toBeInTheDocument();
    expect(mockState.activities[made.id]).toBeDefined();
  });

  it('switches to a table and filters by type through the URL', async () => {
    const { user } = renderScreen(<ActivitiesBoardPage shopId={Q1} />, { path: shopPath('/activities?view=table'), user: 'doctor' });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Loại hoạt động' }), '1');
    await waitFor(() => {
      const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toHaveTextContent('Spa & làm đẹp');
    });
  });

  it('says when a busy day holds more visits than the board shows, and offers the list of them all', async () => {
    const made = (n: number) =>
      fetch('http://localhost/api/v1/activities', {
        method: 'POST',
        headers: { authorization: `Bearer ${mockAccessToken(mockUser('seller').id)}`, 'shop-Id': Q1, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 1, customerId: C.an, petId: P.muop, submit: true, note: `Lượt ${n}` }),
      });
    for (let n = 0; n < 100; n++) expect((await made(n)).status).toBe(200);
    const { user } = renderScreen(<ActivitiesBoardPage shopId={Q1} />, { path: shopPath('/activities'), user: 'doctor' });
    const total = Object.values(mockState.activities).length;
    const notice = await screen.findByText(/^Bảng hiện 100 hoạt động đầu tiên trong \d+\./);
    expect(Number(/trong (\d+)/.exec(notice.textContent!)![1])).toBeGreaterThan(100);
    expect(Number(/trong (\d+)/.exec(notice.textContent!)![1])).toBeLessThanOrEqual(total);
    const cards = ['Nháp', 'Chờ thực hiện', 'Đang thực hiện', 'Chờ thanh toán', 'Đã hủy'].reduce((sum, name) => sum + within(column(name)).queryAllByRole('article').length, 0);
    expect(cards).toBe(100);
    await user.click(screen.getByRole('button', { name: 'Xem dạng danh sách' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  }, 30_000);
});
