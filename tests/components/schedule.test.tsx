import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SchedulePage } from '@/features/appointments/components/schedule-page';
import { AppointmentStatus } from '@/lib/enums/appointments';
import { instantOfShopWallClock, shopWallClock } from '@/lib/format';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { router } from '@/tests/support/render';
import { captureBodies } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// jsdom lays nothing out, so react-big-calendar's pointer work (a slot clicked, an event dragged)
// cannot happen here: the drag-and-drop calendar is replaced by one that hands the schedule the same
// callbacks it would — a free slot at 15:00 today, an event dragged an hour later or resized. The
// real calendar is dragged in Chromium (e2e/appointments.spec.ts).
type StubEvent = { id: string; title: string; start: Date; end: Date; resourceId: string };
type StubProps = {
  events: StubEvent[];
  onSelectSlot: (slot: { start: Date; end: Date; resourceId?: string }) => void;
  onSelectEvent: (e: StubEvent) => void;
  onEventDrop: (args: { event: StubEvent; start: Date; end: Date; resourceId?: string }) => void;
  onEventResize: (args: { event: StubEvent; start: Date; end: Date }) => void;
};
const HOUR = 3_600_000;
vi.mock('react-big-calendar/lib/addons/dragAndDrop', () => ({
  default: () =>
    function StubCalendar(props: StubProps): ReactNode {
      const at = (hour: number) => {
        const wall = shopWallClock(new Date())!;
        return new Date(wall.getFullYear(), wall.getMonth(), wall.getDate(), hour, 0);
      };
      return (
        <div>
          {[9, 15].map((hour) => (
            <button key={hour} type="button" onClick={() => props.onSelectSlot({ start: at(hour), end: at(hour + 0.5) })}>
              Ô {hour}:00
            </button>
          ))}
          {props.events.map((e) => (
            <div key={e.id}>
              <button type="button" onClick={() => props.onSelectEvent(e)}>
                {e.title}
              </button>
              <button type="button" onClick={() => props.onEventDrop({ event: e, start: new Date(e.start.getTime() + HOUR), end: new Date(e.end.getTime() + HOUR) })}>
                Kéo {e.title}
              </button>
              <button type="button" onClick={() => props.onEventResize({ event: e, start: e.start, end: new Date(e.end.getTime() + HOUR / 2) })}>
                Kéo dài {e.title}
              </button>
            </div>
          ))}
        </div>
      );
    },
}));

const { customers: C, pets: P, services: S } = MOCK_CATALOGUE;
const luCheckup = () => Object.values(mockState.appointments).find((a) => a.petId === P.lu && a.serviceId === S.checkup)!;

const renderSchedule = async () => {
  const view = renderScreen(<SchedulePage shopId={Q1} hours={{ opensAt: '08:00', closesAt: '20:00' }} />, { path: shopPath('/schedule'), user: 'seller' });
  await screen.findByRole('button', { name: /^Lu · Khám tổng quát/ });
  return view;
};

describe('the appointment schedule', () => {
  it('books the free slot clicked: the dialog opens at that time, and the booking lands on the calendar', async () => {
    const posts = captureBodies('post', '/appointments');
    const { user } = await renderSchedule();
    await user.click(screen.getByRole('button', { name: 'Ô 15:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm lịch hẹn' });
    expect((within(dialog).getByRole('textbox', { name: /^Bắt đầu/ }) as HTMLInputElement).value).toMatch(/^\d{2}\/\d{2}\/\d{4} 15:00$/);
    await user.type(within(dialog).getByRole('combobox', { name: /^Khách hàng/ }), 'nguyen van an');
    await user.click(await screen.findByRole('option', { name: /Nguyễn Văn An/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Thú cưng/ }), P.muop);
    await user.type(within(dialog).getByRole('combobox', { name: 'Dịch vụ' }), 'tai kham');
    await user.click(await screen.findByRole('option', { name: /Tái khám/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Nhân viên' }), MOCK_IDS.users.doctor);
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const wall = shopWallClock(new Date())!;
    const expected = instantOfShopWallClock(new Date(wall.getFullYear(), wall.getMonth(), wall.getDate(), 15, 0)).toISOString();
    expect(posts).toEqual([expect.objectContaining({ customerId: C.an, petId: P.muop, serviceId: S.recheck, staffId: MOCK_IDS.users.doctor, startsAt: expected, durationMinutes: 30, allowDoubleBooking: false })]);
    expect(await screen.findByRole('button', { name: /^Mướp · Tái khám/ })).toBeInTheDocument();
  }, 20_000);

  it('warns that the doctor is booked at 09:00 and books anyway when the desk says so', async () => {
    const { user } = await renderSchedule();
    await user.click(screen.getByRole('button', { name: 'Ô 9:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm lịch hẹn' });
    await user.type(within(dialog).getByRole('combobox', { name: /^Khách hàng/ }), 'nguyen van an');
    await user.click(await screen.findByRole('option', { name: /Nguyễn Văn An/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Thú cưng/ }), P.muop);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Nhân viên' }), MOCK_IDS.users.doctor);
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent(/^Lê Văn Hùng đã có lịch hẹn LH000001 lúc \d{2}\/\d{2}\/\d{4} 09:00/);
    const count = Object.keys(mockState.appointments).length;
    await user.click(within(warning).getByRole('button', { name: 'Vẫn đặt lịch' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Object.keys(mockState.appointments)).toHaveLength(count + 1);
  }, 20_000);

  it('moves an appointment an hour later by dragging, and resizes it', async () => {
    const patches = captureBodies('patch', '/appointments/:id');
    const { user } = await renderSchedule();
    const before = { ...luCheckup() };
    await user.click(screen.getByRole('button', { name: /^Kéo Lu · Khám tổng quát/ }));
    await waitFor(() => expect(luCheckup().startsAt).toBe(new Date(Date.parse(before.startsAt) + HOUR).toISOString()));
    expect(patches).toEqual([{ startsAt: new Date(Date.parse(before.startsAt) + HOUR).toISOString(), durationMinutes: 30, allowDoubleBooking: false }]);
    expect(await screen.findByText(/^Đã chuyển lịch hẹn LH000001 sang/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Kéo dài Lu · Khám tổng quát/ }));
    await waitFor(() => expect(luCheckup().durationMinutes).toBe(60));
  });

  it('asks before double-booking the staff member on a drag, and moves it when the desk says so', async () => {
    const lu = { ...luCheckup() };
    // the doctor's next hour is taken
    mockState.appointments['a9901000-0000-4000-8000-0000000000ff'] = { ...lu, id: 'a9901000-0000-4000-8000-0000000000ff', code: 'LH000099', petId: P.ki, customerId: C.cuong, startsAt: new Date(Date.parse(lu.startsAt) + HOUR).toISOString() };
    const { user } = await renderSchedule();
    await user.click(screen.getByRole('button', { name: /^Kéo Lu · Khám tổng quát/ }));
    const ask = await screen.findByRole('dialog', { name: 'Nhân viên đã có lịch' });
    expect(ask).toHaveTextContent(/đã có lịch hẹn LH000099 lúc/);
    expect(luCheckup().startsAt).toBe(lu.startsAt);
    await user.click(within(ask).getByRole('button', { name: 'Vẫn chuyển' }));
    await waitFor(() => expect(luCheckup().startsAt).toBe(new Date(Date.parse(lu.startsAt) + HOUR).toISOString()));
  });

  it('opens an appointment, marks the customer arrived and lands on the new activity', async () => {
    const { user } = await renderSchedule();
    await user.click(screen.getByRole('button', { name: /^Lu · Khám tổng quát/ }));
    const detail = await screen.findByRole('dialog', { name: /^Lịch hẹn LH000001/ });
    await user.click(within(detail).getByRole('button', { name: 'Khách đến' }));
    await waitFor(() => expect(luCheckup().status).toBe(AppointmentStatus.ARRIVED));
    const activityId = luCheckup().activityId!;
    expect(mockState.activities[activityId]).toMatchObject({ petId: P.lu, status: 1, assigneeId: MOCK_IDS.users.doctor });
    expect(router.push).toHaveBeenCalledWith(shopPath(`/activities/${activityId}`));
  });

  it('lists the schedule from today, found by the pet’s name', async () => {
    const { user } = await renderSchedule();
    await user.click(screen.getByRole('button', { name: 'Danh sách' }));
    await user.type(await screen.findByRole('searchbox'), 'milo');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Milo')).toBeInTheDocument();
  });
});
