import { screen, waitFor, within } from '@testing-library/react';
import { DisplayLinksCard } from '@/features/profile/components/display-links-card';
import { WaitingRoom } from '@/features/display/components/waiting-room';
import { mockState } from '@/tests/msw/data';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { renderWithProviders } from '@/tests/support/render';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);
// the waiting room's screen listens on its own socket: none in a component test
vi.mock('@/lib/realtime/socket-client', () => ({ createDisplaySocket: async () => ({ on: () => undefined, disconnect: () => undefined }) }));

// The waiting room's TV (issue 17 §7): the shop admin makes a link in Store settings, shown once,
// and revokes it; the TV opened with it shows today's queue by ticket and nothing of the customer.

describe('waiting-room links', () => {
  it('makes a link shown once, lists it, and revokes it after asking', async () => {
    const { user } = renderScreen(<DisplayLinksCard shopId={Q1} />, { path: shopPath('/profile') });
    await user.click(screen.getByRole('button', { name: 'Tạo liên kết' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeInTheDocument();
    expect(Object.values(mockState.displayLinks)).toEqual([]);
    await user.type(screen.getByLabelText('Tên màn hình'), 'TV phòng chờ tầng 1');
    await user.click(screen.getByRole('button', { name: 'Tạo liên kết' }));
    const link = await screen.findByRole('textbox', { name: 'Liên kết màn hình' });
    expect((link as HTMLInputElement).value).toMatch(/\/vi\/display\/\w{40,}$/);
    const row = await screen.findByRole('row', { name: /TV phòng chờ tầng 1/ });
    expect(row).toHaveTextContent('Đang dùng');

    await user.click(within(row).getByRole('button', { name: 'Thu hồi: TV phòng chờ tầng 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Thu hồi' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /TV phòng chờ tầng 1/ })).toHaveTextContent(/Đã thu hồi lúc/));
    expect(Object.values(mockState.displayLinks)[0].revokedAt).not.toBeNull();
  });

  it("shows today's queue by ticket with the pet and its services, and no phone or customer's name", async () => {
    const token = 'a'.repeat(48);
    mockState.displayLinks.tv = { id: 'tv', shopId: Q1, name: 'TV', token, createdBy: Object.keys(mockState.users)[0], createdAt: new Date().toISOString(), revokedAt: null };
    renderWithProviders(<WaitingRoom token={token} />, { pathname: `/vi/display/${token}` });
    const tickets = await screen.findAllByRole('article', { name: /^Số \d+$/ });
    expect(tickets.length).toBeGreaterThan(0);
    expect(screen.getAllByText('Đang chờ').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/0\d{9}/);
    expect(document.body.textContent).not.toContain('Nguyễn Văn An');
  });

  it('says a revoked link shows nothing', async () => {
    renderWithProviders(<WaitingRoom token="khong-con-hieu-luc" />, { pathname: '/vi/display/khong-con-hieu-luc' });
    expect(await screen.findByText(/Liên kết màn hình không còn hiệu lực/)).toBeInTheDocument();
  });
});
