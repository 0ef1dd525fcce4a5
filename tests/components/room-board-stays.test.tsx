import { screen, waitFor, within } from '@testing-library/react';
import { RoomBoardPage } from '@/features/accommodation/components/room-board-page';
import { PetRoomType, StayStatus } from '@/lib/enums/pet-rooms';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState, mockUser } from '@/tests/msw/data';
import { MOCK_ROOMS } from '@/tests/msw/pet-rooms-data';
import { mockAccessToken } from '@/tests/msw/tokens';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { router } from '@/tests/support/render';
import { captureBodies } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The desk's work on the hotel board (issue 19 §3): a pet checked in from a room's card with its
// deposit, a room refused when full, a stay moved or extended, a booked pet arriving, a pet checked
// out and its activity opened for payment; today's arrivals and departures on top.

const { pets: P } = MOCK_CATALOGUE;
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + hours * HOUR).toISOString();
const card = (name: string) => screen.getByRole('article', { name });

async function stayIn(roomId: string, petId: string, patch: Record<string, unknown>) {
  const pet = mockState.pets[petId];
  const res = await fetch('http://localhost/api/v1/stays', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${mockAccessToken(mockUser('seller').id)}`, 'shop-Id': Q1 },
    body: JSON.stringify({ roomId, customerId: pet.customerId, petId, ...patch }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; activityId: string; code: string };
}

/** Nguyễn Văn An found by typing his name without accents, and his dog Lu. */
async function pickLu(user: ReturnType<typeof renderScreen>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('combobox', { name: /^Khách hàng/ }), 'nguyen van an');
  await user.click(await screen.findByRole('option', { name: /Nguyễn Văn An/ }));
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Thú cưng/ }), P.lu);
}

const renderBoard = async () => {
  const view = renderScreen(<RoomBoardPage shopId={Q1} type={PetRoomType.HOTEL} title="Khách sạn" />, { path: shopPath('/accommodation/hotels'), user: 'seller' });
  await screen.findByRole('article', { name: 'VIP 01' });
  return view;
};

describe('stays on the room board', () => {
  it('checks a dog into a free room with a 200.000 ₫ deposit; the card then shows it in, with its day and amount so far', async () => {
    const posts = captureBodies('post', '/stays');
    const { user } = await renderBoard();
    await user.click(within(card('VIP 01')).getByRole('button', { name: 'Nhận phòng VIP 01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nhận phòng VIP 01' });
    await pickLu(user, dialog);
    await user.type(within(dialog).getByLabelText('Tiền đặt cọc'), '200000');
    await user.type(within(dialog).getByLabelText('Chế độ ăn'), 'Hạt 2 bữa');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toEqual([expect.objectContaining({ roomId: MOCK_ROOMS.vip, petId: P.lu, reserve: false, feedingNote: 'Hạt 2 bữa', deposit: { payments: [{ method: 'CASH', amount: 200_000 }], idempotencyKey: expect.any(String) } })]);
    const vip = card('VIP 01');
    await waitFor(() => expect(within(vip).getByText('Đang có thú cưng')).toBeInTheDocument());
    expect(vip).toHaveTextContent(/1 ngày · tạm tính 400\.000\s₫/);
    const stay = Object.values(mockState.petStays).find((s) => s.roomId === MOCK_ROOMS.vip)!;
    expect(mockState.books.invoicePayments.filter((p) => p.activityId === stay.activityId).map((p) => p.amount)).toEqual([200_000]);
  });

  it('names what is missing under its field and sends nothing', async () => {
    const posts = captureBodies('post', '/stays');
    const { user } = await renderBoard();
    await user.click(within(card('Mèo 01')).getByRole('button', { name: 'Nhận phòng Mèo 01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nhận phòng Mèo 01' });
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await within(dialog).findAllByText('Trường này là bắt buộc')).not.toHaveLength(0);
    expect(posts).toEqual([]);
  });

  it('keeps the booking dialog open with the refusal when the room is full over those dates', async () => {
    await stayIn(MOCK_ROOMS.cat1, P.mimi, { endsAt: at(72) });
    const { user } = await renderBoard();
    await user.click(within(card('Mèo 01')).getByRole('button', { name: 'Đặt trước phòng Mèo 01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đặt trước phòng Mèo 01' });
    await pickLu(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Phòng Mèo 01 đã đủ 1 thú cưng trong thời gian này');
    expect(Object.values(mockState.petStays).filter((s) => s.roomId === MOCK_ROOMS.cat1)).toHaveLength(1);
  });

  it('moves a pet to another room of the board, each offered with its price a day', async () => {
    await stayIn(MOCK_ROOMS.vip, P.lu, { startsAt: at(-2), endsAt: at(24) });
    const { user } = await renderBoard();
    await user.click(within(card('VIP 01')).getByRole('button', { name: 'Gia hạn / chuyển phòng: Lu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gia hạn / chuyển phòng: Lu' });
    const rooms = within(dialog).getByRole('combobox', { name: 'Phòng' });
    expect(within(rooms).getAllByRole('option').map((o) => o.textContent?.replace(/\s/g, ' '))).toEqual(['Mèo 01 · 150.000 ₫/ngày', 'Nhỏ 01 · 200.000 ₫/ngày', 'VIP 01 (phòng hiện tại)']);
    await user.selectOptions(rooms, MOCK_ROOMS.cat1);
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card('Mèo 01')).toHaveTextContent(/Lu \(LT\d{6}\)/));
    expect(within(card('VIP 01')).getByText('Trống')).toBeInTheDocument();
  });

  it('checks a booked pet in when it arrives', async () => {
    await stayIn(MOCK_ROOMS.small1, P.milo, { reserve: true, startsAt: at(1), endsAt: at(48) });
    const { user } = await renderBoard();
    expect(screen.getByRole('region', { name: 'Đến hôm nay' })).toHaveTextContent(/Milo · Nhỏ 01/);
    await user.click(within(card('Nhỏ 01')).getByRole('button', { name: 'Khách đến: Milo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Nhận phòng cho Milo' });
    await user.click(within(confirm).getByRole('button', { name: 'Khách đến' }));
    await waitFor(() => expect(within(card('Nhỏ 01')).getByText('Còn 1 chỗ')).toBeInTheDocument());
    expect(Object.values(mockState.petStays).find((s) => s.roomId === MOCK_ROOMS.small1)!.status).toBe(StayStatus.CHECKED_IN);
  });

  it('checks a pet out: the room is free again and its activity opens for payment', async () => {
    const made = await stayIn(MOCK_ROOMS.vip, P.lu, { startsAt: at(-30), endsAt: at(-1) });
    const { user } = await renderBoard();
    expect(screen.getByRole('region', { name: 'Trả phòng hôm nay' })).toHaveTextContent(/Lu · VIP 01 .* · trễ/);
    expect(within(card('VIP 01')).getByText('Quá hạn trả')).toBeInTheDocument();
    await user.click(within(card('VIP 01')).getByRole('button', { name: 'Trả phòng: Lu' }));
    const confirm = await screen.findByRole('dialog', { name: 'Trả phòng cho Lu' });
    expect(confirm).toHaveTextContent(made.code);
    await user.click(within(confirm).getByRole('button', { name: 'Trả phòng' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/vi/clinic-management/${Q1}/activities/${made.activityId}`));
    await waitFor(() => expect(within(card('VIP 01')).getByText('Trống')).toBeInTheDocument());
  });
});
