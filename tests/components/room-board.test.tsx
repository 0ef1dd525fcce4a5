import { screen, waitFor, within } from '@testing-library/react';
import { RoomBoardPage } from '@/features/accommodation/components/room-board-page';
import { PetRoomType } from '@/lib/enums/pet-rooms';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { formatDateTime } from '@/lib/format';
import { mockState, mockUser } from '@/tests/msw/data';
import { mockAccessToken } from '@/tests/msw/tokens';
import { MOCK_ROOMS } from '@/tests/msw/pet-rooms-data';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { messageUnder } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The room boards (issue 19 §1–2): every room of the board as a card — what it suits, its places,
// its price a day and the service it bills as — found by name, size and state; the shop admin adds,
// edits and deletes rooms from here, the other roles only look.

const renderBoard = async (type: number = PetRoomType.HOTEL, user: 'owner' | 'seller' = 'owner') => {
  const view = renderScreen(<RoomBoardPage shopId={Q1} type={type as 1 | 2} title="Khách sạn" />, { path: shopPath('/accommodation/hotels'), user });
  await waitFor(() => expect(cards().length).toBeGreaterThan(0));
  return view;
};
const cards = () => screen.queryAllByRole('article');
const names = () => cards().map((c) => within(c).getByRole('heading').textContent);
const card = (name: string) => screen.getByRole('article', { name });

describe('room board', () => {
  it("shows the board's rooms as cards in name order, each with what it suits, its places, price and service", async () => {
    await renderBoard();
    expect(names()).toEqual(['Mèo 01', 'Nhỏ 01', 'VIP 01', 'Vừa 01']);
    expect(card('Nhỏ 01')).toHaveTextContent(/Nhỏ · Chó/);
    expect(card('Nhỏ 01')).toHaveTextContent('2 chỗ');
    expect(card('Nhỏ 01')).toHaveTextContent('200.000 ₫/ngày');
    expect(card('Nhỏ 01')).toHaveTextContent('Tính tiền theo: Lưu chuồng qua đêm');
    expect(within(card('VIP 01')).getByText('Trống')).toBeInTheDocument();
    expect(card('VIP 01')).toHaveTextContent('Mọi loài');
    expect(within(card('Vừa 01')).getByText('Ngừng sử dụng')).toBeInTheDocument();
    expect(screen.getByText('4 phòng · 4 chỗ · 1 ngừng sử dụng')).toBeInTheDocument();
    // never another shop's
    expect(screen.queryByText(/Bí Mật/)).not.toBeInTheDocument();
  });

  it('shows the inpatient cages on the inpatient board', async () => {
    await renderBoard(PetRoomType.INPATIENT_CARE);
    expect(names()).toEqual(['Hồi sức 01', 'Nội trú 01']);
  });

  it('finds rooms by name without accents, by size and by state, and says when none matches', async () => {
    const { user } = await renderBoard();
    await user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'meo{Enter}');
    await waitFor(() => expect(names()).toEqual(['Mèo 01']));
    await user.clear(screen.getByRole('searchbox', { name: 'Tìm kiếm' }));
    await user.keyboard('{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kích cỡ' }), 'Nhỏ');
    await waitFor(() => expect(names()).toEqual(['Mèo 01', 'Nhỏ 01']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kích cỡ' }), 'Mọi kích cỡ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mọi trạng thái' }), 'Ngừng sử dụng');
    await waitFor(() => expect(names()).toEqual(['Vừa 01']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kích cỡ' }), 'Lớn');
    expect(await screen.findByText('Không có phòng nào khớp với bộ lọc.')).toBeInTheDocument();
  });

  it('lets the shop admin add a room billed as a hotel service, its price brought by the service', async () => {
    const { user } = await renderBoard();
    await user.click(screen.getByRole('button', { name: 'Thêm phòng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm phòng · Phòng khách sạn' });
    await user.type(within(dialog).getByLabelText(/Tên phòng/), 'Lớn 02');
    await user.selectOptions(within(dialog).getByLabelText('Kích cỡ'), 'Lớn');
    // the board's kind of service only: the hotel ones
    const boarding = await within(dialog).findByRole('option', { name: /^Lưu chuồng qua đêm — 120\.000\s₫$/ });
    expect(within(dialog).queryByRole('option', { name: /Truyền dịch/ })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/Tính tiền theo dịch vụ/), boarding);
    expect(within(dialog).getByLabelText(/Giá mỗi ngày/)).toHaveValue(120_000);
    await user.clear(within(dialog).getByLabelText(/Sức chứa/));
    await user.type(within(dialog).getByLabelText(/Sức chứa/), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(names()).toContain('Lớn 02'));
    expect(await screen.findByText('Đã thêm phòng')).toBeInTheDocument();
    const made = Object.values(mockState.petRooms).find((r) => r.name === 'Lớn 02')!;
    expect(made).toMatchObject({ type: PetRoomType.HOTEL, size: 'large', species: null, dailyPrice: 120_000, capacity: 2, serviceId: MOCK_CATALOGUE.services.boarding, isActive: true });
  });

  it('keeps the form open with the message under the field for a name the board has, or no price', async () => {
    const { user } = await renderBoard();
    const before = Object.keys(mockState.petRooms).length;
    await user.click(screen.getByRole('button', { name: 'Thêm phòng' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Tên phòng/);
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(messageUnder(name)).toHaveTextContent('Trường này là bắt buộc'));
    expect(messageUnder(within(dialog).getByLabelText(/Giá mỗi ngày/))).not.toBeNull();
    await user.type(name, 'mèo 01');
    await user.type(within(dialog).getByLabelText(/Giá mỗi ngày/), '150000');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(messageUnder(name)).toHaveTextContent('Đã có phòng cùng tên trong danh sách này'));
    expect(Object.keys(mockState.petRooms)).toHaveLength(before);
  });

  it('lets the shop admin edit a room and take it out of use, and delete one after confirming', async () => {
    const { user } = await renderBoard();
    await user.click(screen.getByRole('button', { name: 'Sửa phòng VIP 01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa phòng · Phòng khách sạn' });
    expect(within(dialog).getByLabelText(/Tên phòng/)).toHaveValue('VIP 01');
    await user.clear(within(dialog).getByLabelText(/Giá mỗi ngày/));
    await user.type(within(dialog).getByLabelText(/Giá mỗi ngày/), '450000');
    await user.click(within(dialog).getByRole('switch', { name: 'Đang sử dụng' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(card('VIP 01')).toHaveTextContent('450.000 ₫/ngày'));
    expect(within(card('VIP 01')).getByText('Ngừng sử dụng')).toBeInTheDocument();
    expect(mockState.petRooms[MOCK_ROOMS.vip]).toMatchObject({ dailyPrice: 450_000, isActive: false });

    await user.click(screen.getByRole('button', { name: 'Xóa phòng Mèo 01' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(names()).not.toContain('Mèo 01'));
    expect(mockState.petRooms[MOCK_ROOMS.cat1]).toBeUndefined();
  });

  it('keeps the service a room bills as when it is edited, the list of services loading or not', async () => {
    const { user } = await renderBoard();
    await user.click(screen.getByRole('button', { name: 'Sửa phòng Nhỏ 01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa phòng · Phòng khách sạn' });
    expect(within(dialog).getByLabelText(/Tính tiền theo dịch vụ/)).toHaveValue(MOCK_CATALOGUE.services.boarding);
    await user.clear(within(dialog).getByLabelText(/Tên phòng/));
    await user.type(within(dialog).getByLabelText(/Tên phòng/), 'Nhỏ 01A');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(names()).toContain('Nhỏ 01A'));
    expect(mockState.petRooms[MOCK_ROOMS.small1]).toMatchObject({ name: 'Nhỏ 01A', serviceId: MOCK_CATALOGUE.services.boarding, dailyPrice: 200_000 });
  });

  it('shows who is in a room and who booked one, with their times, and filters by those states', async () => {
    const [lu, milo] = [MOCK_CATALOGUE.pets.lu, MOCK_CATALOGUE.pets.milo].map((id) => mockState.pets[id]);
    const stayIn = async (roomId: string, pet: typeof lu, patch: Record<string, unknown>) => {
      const res = await fetch('http://localhost/api/v1/stays', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${mockAccessToken(mockUser('seller').id)}`, 'shop-Id': Q1 }, body: JSON.stringify({ roomId, customerId: pet.customerId, petId: pet.id, ...patch }) });
      expect(res.status).toBe(200);
    };
    const at = (hours: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + hours * 3_600_000).toISOString();
    await stayIn(MOCK_ROOMS.vip, lu, { startsAt: at(-20), endsAt: at(30) });
    await stayIn(MOCK_ROOMS.small1, milo, { reserve: true, startsAt: at(48), endsAt: at(96) });
    const { user } = await renderBoard();
    const vip = card('VIP 01');
    expect(within(vip).getByText('Đang có thú cưng')).toBeInTheDocument();
    expect(vip).toHaveTextContent(new RegExp(`${lu.name} \\(LT\\d{6}\\)`));
    expect(vip).toHaveTextContent(`Nhận phòng ${formatDateTime(at(-20))} · Dự kiến trả ${formatDateTime(at(30))}`);
    const small = card('Nhỏ 01');
    expect(within(small).getByText('Đã đặt trước')).toBeInTheDocument();
    expect(small).toHaveTextContent(`Đặt trước: ${formatDateTime(at(48))} → ${formatDateTime(at(96))}`);
    expect(screen.getByText('4 phòng · 4 chỗ · 1 ngừng sử dụng')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Mọi trạng thái' }), 'Đang có thú cưng');
    await waitFor(() => expect(names()).toEqual(['VIP 01']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mọi trạng thái' }), 'Đã đặt trước');
    await waitFor(() => expect(names()).toEqual(['Nhỏ 01']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mọi trạng thái' }), 'Trống');
    await waitFor(() => expect(names()).toEqual(['Mèo 01']));
  });

  it('shows a check-in made at another desk as soon as the shop is told of it', async () => {
    const { realtime } = await renderBoard();
    expect(within(card('Mèo 01')).getByText('Trống')).toBeInTheDocument();
    const mimi = mockState.pets[MOCK_CATALOGUE.pets.mimi];
    const res = await fetch('http://localhost/api/v1/stays', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${mockAccessToken(mockUser('seller').id)}`, 'shop-Id': Q1 },
      body: JSON.stringify({ roomId: MOCK_ROOMS.cat1, customerId: mimi.customerId, petId: mimi.id, endsAt: new Date(Date.now() + 86_400_000).toISOString() }),
    });
    expect(res.status).toBe(200);
    const made = (await res.json()) as { activityId: string; code: string };
    // nothing on screen until the shop is told
    expect(within(card('Mèo 01')).getByText('Trống')).toBeInTheDocument();
    realtime.emit('ACTIVE_TODAY_NEW', { id: made.activityId, code: made.code, status: 2 });
    await waitFor(() => expect(within(card('Mèo 01')).getByText('Đang có thú cưng')).toBeInTheDocument());
    expect(card('Mèo 01')).toHaveTextContent(mimi.name);
  });

  it('only shows the rooms to the other roles: no add, edit or delete', async () => {
    await renderBoard(PetRoomType.HOTEL, 'seller');
    expect(names()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Thêm phòng' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sửa phòng/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Xóa phòng/ })).not.toBeInTheDocument();
  });
});
