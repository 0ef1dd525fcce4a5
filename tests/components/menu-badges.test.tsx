import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppShell } from '@/features/shell/components/app-shell';
import { MOCK_IDS, mockState, staticsOf } from '@/tests/msw/data';
import { errorResponse, MockApiError } from '@/tests/msw/errors';
import { server, trackRequests } from '@/tests/msw/server';
import { renderWithProviders, sessionFor } from '@/tests/support/render';

// Sidebar badges (issue 3 item 2): from GET invoice-services/statics, refreshed on
// SERVICE_STATICS_UPDATED; a failing statics call is only logged (SPEC §8).

const Q1 = MOCK_IDS.shops.q1;
const STATICS = '/api/v1/invoice-services/statics';

function renderOwnerShell() {
  const session = sessionFor('owner');
  return renderWithProviders(
    <AppShell user={session.user} shopId={Q1}>
      <p>Nội dung trang</p>
    </AppShell>,
    { session, pathname: `/vi/clinic-management/${Q1}/activities` },
  );
}

// a link's name is its title, followed by its badge's label when it has one
const link = (name: string) => within(screen.getByRole('complementary', { name: 'Menu chính' })).getByRole('link', { name: new RegExp(`^${name} ?(\\d+ đang chờ)?$`) });
const badgeOf = (name: string) => within(link(name)).queryByLabelText(/đang chờ$/);

describe('menu badges', () => {
  it('shows the open activities on Dashboards and each queue count on its service entry', async () => {
    const requests = trackRequests();
    renderOwnerShell();

    await waitFor(() => expect(badgeOf('Bảng điều khiển')).toHaveTextContent('7'));
    expect(badgeOf('Bảng điều khiển')).toHaveAccessibleName('7 đang chờ');
    expect(badgeOf('Siêu âm')).toHaveTextContent('3');
    expect(badgeOf('Phẫu thuật')).toHaveTextContent('1');
    expect(badgeOf('Xét nghiệm')).toHaveTextContent('2');
    // an empty queue still shows its zero
    expect(badgeOf('X-quang')).toHaveTextContent('0');
    // entries without a badge key carry none
    expect(badgeOf('Lịch hẹn')).not.toBeInTheDocument();
    expect(requests.seen.filter((r) => r.path === STATICS)).toEqual([{ method: 'GET', path: STATICS, shopId: Q1 }]);
  });

  it('takes the new counts carried by a SERVICE_STATICS_UPDATED event', async () => {
    const { realtime } = renderOwnerShell();
    await waitFor(() => expect(badgeOf('Bảng điều khiển')).toHaveTextContent('7'));
    expect(realtime.subscriberCount('SERVICE_STATICS_UPDATED')).toBeGreaterThan(0);

    realtime.emit('SERVICE_STATICS_UPDATED', staticsOf(9, { ultrasound: 5, surgery: 0 }));

    await waitFor(() => expect(badgeOf('Bảng điều khiển')).toHaveTextContent('9'));
    expect(badgeOf('Siêu âm')).toHaveTextContent('5');
    expect(badgeOf('Phẫu thuật')).toHaveTextContent('0');
  });

  it('fetches the counts again when the event carries none', async () => {
    const requests = trackRequests();
    const { realtime } = renderOwnerShell();
    await waitFor(() => expect(badgeOf('Bảng điều khiển')).toHaveTextContent('7'));

    mockState.statics[Q1] = staticsOf(4, { ultrasound: 1 });
    realtime.emit('SERVICE_STATICS_UPDATED');

    await waitFor(() => expect(badgeOf('Bảng điều khiển')).toHaveTextContent('4'));
    expect(badgeOf('Siêu âm')).toHaveTextContent('1');
    expect(requests.count('GET', STATICS)).toBe(2);
  });

  it('leaves the badges empty, without a toast, when statics fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`*${STATICS}`, ({ request }) => errorResponse(request, new MockApiError('InternalServerError', 'errors.generic'))));
    const requests = trackRequests();
    renderOwnerShell();

    // one try and one retry (5xx), then the failure is logged
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[query]', ['invoice-services', 'statics', Q1], expect.anything()), { timeout: 4000 });
    expect(requests.count('GET', STATICS)).toBe(2);
    expect(badgeOf('Bảng điều khiển')).not.toBeInTheDocument();
    expect(badgeOf('Siêu âm')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not ask for statics outside a shop (system admin)', async () => {
    const requests = trackRequests();
    const session = sessionFor('admin');
    renderWithProviders(<AppShell user={session.user}>trang quản trị</AppShell>, { session, pathname: '/vi/admin' });
    expect(await screen.findByRole('link', { name: 'Trang chủ' })).toHaveAttribute('aria-current', 'page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.seen).toEqual([]);
  });

  it('ignores a malformed statics answer instead of showing wrong numbers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`*${STATICS}`, () => HttpResponse.json({ services: 'none', activities: -1 })));
    renderOwnerShell();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[query]', ['invoice-services', 'statics', Q1], expect.anything()), { timeout: 4000 });
    expect(badgeOf('Bảng điều khiển')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
