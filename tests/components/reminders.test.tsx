import { screen, waitFor, within } from '@testing-library/react';
import { ReminderCount } from '@/features/appointments/components/reminder-count';
import { SchedulePage } from '@/features/appointments/components/schedule-page';
import { todayIn } from '@/lib/format';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The reminders (issue 19 §6): Lu's rabies booster due in 5 days is on the week's list with its
// owner's phone and the Vietnamese message to copy; marked contacted, it shows who and what came of
// it, and Home's count goes down by one.

const { pets: P } = MOCK_CATALOGUE;
const inDays = (days: number) => new Date(Date.parse(`${todayIn()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeEach(() => {
  // the seeded rabies shot of Lu is due again in five days
  const line = Object.values(mockState.activities)
    .filter((a) => a.petId === P.lu && a.status === 3)
    .flatMap((a) => a.products)
    .find((l) => l.nextDueOn)!;
  line.nextDueOn = inDays(5);
});

describe('reminders', () => {
  it('lists the booster due in 5 days, copies its message, and records the call', async () => {
    const { user } = renderScreen(<SchedulePage shopId={Q1} hours={{ opensAt: '08:00', closesAt: '20:00' }} initialView="reminders" />, { path: shopPath('/schedule'), user: 'seller' });
    const table = await screen.findByRole('table', { name: 'Nhắc lịch' });
    const row = within(table).getByRole('row', { name: /Tiêm nhắc.*Lu/ });
    expect(row).toHaveTextContent(inDays(5).split('-').reverse().join('/'));
    expect(within(row).getByRole('link', { name: mockState.customers[mockState.pets[P.lu].customerId].phone! })).toHaveAttribute('href', expect.stringMatching(/^tel:/));

    await user.click(within(row).getByRole('button', { name: /^Sao chép tin nhắn: / }));
    expect(await screen.findByText(/^Đã sao chép tin nhắn cho /)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toMatch(/^PetCare .* xin chào anh\/chị .*\. Bé Lu đến lịch tiêm nhắc .* vào ngày \d{2}\/\d{2}\/\d{4}\..* Cảm ơn anh\/chị!$/);

    await user.click(within(row).getByRole('button', { name: /^Đã liên hệ: / }));
    const dialog = await screen.findByRole('dialog', { name: /^Liên hệ / });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kết quả' }), 'will_come');
    await user.type(within(dialog).getByRole('textbox', { name: 'Ghi chú' }), 'Hẹn thứ Bảy');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Nhắc lịch' })).getByRole('row', { name: /Tiêm nhắc.*Lu/ })).toHaveTextContent(/Khách sẽ đến · Phạm Thu Trang/));
    expect(mockState.reminderContacts).toEqual([expect.objectContaining({ kind: 'vaccination', dueOn: inDays(5), outcome: 'will_come', note: 'Hẹn thứ Bảy' })]);
  });

  it('counts on Home what is left to call about', async () => {
    const view = renderScreen(<ReminderCount shopId={Q1} />, { path: shopPath(''), user: 'seller' });
    const before = Number((await screen.findByText(/nhắc lịch cần liên hệ$/)).textContent!.match(/^\d+/)![0]);
    expect(before).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Xem nhắc lịch' })).toHaveAttribute('href', `${shopPath('/schedule')}?view=reminders`);
    view.unmount();
    const lu = Object.values(mockState.activities).flatMap((a) => (a.petId === P.lu && a.status === 3 ? a.products : [])).find((l) => l.nextDueOn)!;
    mockState.reminderContacts.push({ shopId: Q1, kind: 'vaccination', sourceId: lu.id, dueOn: lu.nextDueOn!, outcome: 'reached', note: null, by: mockState.users[Object.keys(mockState.users)[0]].id, at: new Date().toISOString() });
    renderScreen(<ReminderCount shopId={Q1} />, { path: shopPath(''), user: 'seller' });
    expect(await screen.findByText(new RegExp(`^${before - 1} nhắc lịch cần liên hệ$|^Không có nhắc lịch`))).toBeInTheDocument();
  });
});
