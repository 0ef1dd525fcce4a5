import { screen, waitFor, within } from '@testing-library/react';
import { StayPage } from '@/features/accommodation/components/stay-page';
import { StockReason } from '@/lib/enums/stock';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState, mockUser } from '@/tests/msw/data';
import { MOCK_ROOMS } from '@/tests/msw/pet-rooms-data';
import { mockAccessToken } from '@/tests/msw/tokens';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// A stay's page (issue 19 §4): its summary and log by day; the treatment entry form writes vital
// signs, a medicine that leaves stock at once and a service done; a hotel pet's care with a photo;
// what is wrong stays in the dialog and nothing is written.

const { pets: P, products: PR } = MOCK_CATALOGUE;
const HOUR = 3_600_000;

async function stayIn(roomId: string, petId: string, hoursAgo: number) {
  const pet = mockState.pets[petId];
  const res = await fetch('http://localhost/api/v1/stays', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${mockAccessToken(mockUser('seller').id)}`, 'shop-Id': Q1 },
    body: JSON.stringify({ roomId, customerId: pet.customerId, petId, startsAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(), endsAt: new Date(Date.now() + 24 * HOUR).toISOString() }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; activityId: string; code: string };
}

const renderStay = async (stayId: string, user: 'doctor' | 'seller' | 'spa' = 'doctor') => {
  const view = renderScreen(<StayPage shopId={Q1} stayId={stayId} />, { path: shopPath(`/accommodation/stays/${stayId}`), user });
  await screen.findByRole('heading', { name: /^Lưu trú LT\d{6}/ });
  return view;
};

describe('the treatment sheet of an inpatient stay', () => {
  it('logs a treatment: temperature, weight, a medicine out of stock at once and a drip; the sheet shows it under its day', async () => {
    const stay = await stayIn(MOCK_ROOMS.cage1, P.mimi, 3);
    const stockBefore = mockState.products[PR.amoxicillin].stockOnHand;
    const { user } = await renderStay(stay.id);
    expect(screen.getByText('Chưa có ghi chép nào.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ghi điều trị' }));
    const dialog = await screen.findByRole('dialog', { name: /^Ghi điều trị: / });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nhiệt độ (°C)' }), '39,2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cân nặng (kg)' }), '4,5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ghi chú' }), 'Sốt, bỏ ăn');
    await user.type(within(dialog).getByRole('combobox', { name: 'Thêm thuốc / sản phẩm' }), 'amoxi');
    await user.click(await screen.findByRole('option', { name: /Amoxicillin 500mg/ }));
    const quantity = within(dialog).getByRole('textbox', { name: 'SL: Amoxicillin 500mg' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(within(dialog).getByRole('combobox', { name: 'Thêm dịch vụ' }), 'truyen dich');
    await user.click(await screen.findByRole('option', { name: /Truyền dịch nội trú/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockState.products[PR.amoxicillin].stockOnHand).toBe(stockBefore - 2);
    expect(mockState.books.movements.filter((m) => m.documentId === stay.activityId).map((m) => [m.reason, m.delta])).toEqual([[StockReason.INPATIENT_USE, -2]]);
    const activity = mockState.activities[stay.activityId];
    expect(activity.services.map((l) => [l.name, l.status, l.performerId])).toEqual([['Truyền dịch nội trú', 3, mockUser('doctor').id]]);

    const sheet = screen.getByRole('region', { name: /^Ngày \d{2}\/\d{2}\/\d{4}$/ });
    expect(await within(sheet).findByText('39,2 °C')).toBeInTheDocument();
    expect(within(sheet).getByText('4,5 kg')).toBeInTheDocument();
    expect(within(sheet).getByText('Sốt, bỏ ăn')).toBeInTheDocument();
    expect(within(sheet).getByText('Đã dùng: Amoxicillin 500mg × 2 viên')).toBeInTheDocument();
    expect(within(sheet).getByText('Dịch vụ: Truyền dịch nội trú × 1')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: /^In phiếu ngày/ })).toHaveAttribute('href', expect.stringMatching(new RegExp(`/print/stays/${stay.id}\\?day=\\d{4}-\\d{2}-\\d{2}$`)));
  }, 20_000);

  it('keeps the dialog open with the field’s message when nothing is recorded or a measure is wrong, and writes nothing', async () => {
    const stay = await stayIn(MOCK_ROOMS.cage2, P.lu, 2);
    const { user } = await renderStay(stay.id);
    await user.click(screen.getByRole('button', { name: 'Ghi điều trị' }));
    const dialog = await screen.findByRole('dialog', { name: /^Ghi điều trị: / });
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await within(dialog).findByText(/Ghi ít nhất một việc/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nhiệt độ (°C)' }), 'nóng');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await within(dialog).findByText('Giá trị không hợp lệ')).toBeInTheDocument();
    expect(Object.values(mockState.stayLog).filter((e) => e.stayId === stay.id)).toEqual([]);
  });
});

describe('the care log of a hotel stay', () => {
  it('logs a day of care with a photo; a seller reads the log but may not write it', async () => {
    const stay = await stayIn(MOCK_ROOMS.vip, P.lu, 20);
    const view = await renderStay(stay.id, 'spa');
    await view.user.click(screen.getByRole('button', { name: 'Ghi chăm sóc' }));
    const dialog = await screen.findByRole('dialog', { name: /^Ghi chăm sóc: / });
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Đã cho ăn' }));
    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Đã dắt đi dạo' }));
    await view.user.upload(within(dialog).getByLabelText('Chụp / chọn ảnh'), new File([new Uint8Array([137, 80, 78, 71])], 'buoi-sang.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'Ảnh đã chọn' })).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Đã cho ăn')).toBeInTheDocument();
    expect(screen.getByText('Đã dắt đi dạo')).toBeInTheDocument();
    // (jsdom's FormData sends the file as "blob": its own name is checked by tests/api/stay-log.test.ts)
    const photo = Object.values(mockState.stayLog).find((e) => e.stayId === stay.id)?.photo;
    expect(photo).toEqual({ fileId: expect.any(String), name: expect.any(String) });
    expect(screen.getByRole('link', { name: /^Xem ảnh lúc \d{2}:\d{2}$/ })).toHaveAttribute('href', `/api/v1/files/${photo!.fileId}`);
    view.unmount();

    await renderStay(stay.id, 'seller');
    expect(await screen.findByText('Đã cho ăn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ghi chăm sóc' })).not.toBeInTheDocument();
  });
});
