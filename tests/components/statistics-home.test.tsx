import { screen, waitFor, within } from '@testing-library/react';
import { addDays } from '@/components/reports/report-period';
import { ReminderCount } from '@/features/appointments/components/reminder-count';
import { TodayTiles } from '@/features/statistics/components/today-tiles';
import { saleBody } from '@/lib/contracts/invoices';
import { ActivityStatus } from '@/lib/enums/activities';
import { formatVnd, todayIn } from '@/lib/format';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockShop, mockState, mockUser, type MockUserKey } from '@/tests/msw/data';
import { createMockSale } from '@/tests/msw/mock-invoices';
import { captureListQueries, Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Home's "today" (GET /reports/today) for those who read the statistics — the owner and the
// accountant — each figure opening where it is worked on; the seller's Home has none of it.

const TODAY = todayIn();
const link = (name: RegExp) => screen.getByRole('link', { name });

async function renderToday(user: MockUserKey) {
  const view = renderScreen(<TodayTiles shopId={Q1} />, { path: shopPath(''), user });
  await screen.findByRole('heading', { name: 'Hôm nay' });
  return view;
}

describe("Home's today", () => {
  it.each(['accountant', 'owner'] as const)('shows the %s the shop\'s day so far, each figure linking to its screen', async (who) => {
    const sale = createMockSale(
      mockShop('q1'),
      mockUser('seller'),
      saleBody.parse({ idempotencyKey: crypto.randomUUID(), lines: [{ productId: MOCK_CATALOGUE.products.whiskas, unitName: 'gói', quantity: 3 }], payments: [{ method: 'CASH', amount: 100_000 }] }),
    );
    await renderToday(who);
    const section = screen.getByRole('region', { name: 'Hôm nay' });

    expect(within(section).getByRole('link', { name: `Doanh thu hôm nay ${formatVnd(sale.subtotal - sale.discount)}` })).toHaveAttribute('href', `${shopPath('/statistics')}?from=${TODAY}&to=${TODAY}`);
    expect(link(/^Hóa đơn hôm nay 1$/)).toHaveAttribute('href', `${shopPath('/history/sales')}?from=${TODAY}&to=${TODAY}`);
    const waiting = Object.values(mockState.activities).filter((a) => a.shopId === Q1 && a.status === ActivityStatus.WAITING).length;
    expect(link(new RegExp(`^Hoạt động đang chờ ${waiting}$`))).toHaveAttribute('href', `${shopPath('/activities')}?status=1`);
    expect(link(/^Sản phẩm dưới mức tồn tối thiểu \d+$/)).toHaveAttribute('href', `${shopPath('/inventory-tracking')}?view=low`);
    // Rabisin's lot expires in 20 days (books-seed.ts)
    expect(link(/^Lô hàng đã hoặc sắp hết hạn \(30 ngày\) 1$/)).toHaveAttribute('href', `${shopPath('/inventory-tracking')}?view=expiring&within=30`);
    expect(link(/^Nhắc lịch cần liên hệ \d+$/)).toHaveAttribute('href', `${shopPath('/schedule')}?view=reminders`);
  });

  it("counts the reminders to call about as Home's reminder line does", async () => {
    // Lu's rabies booster falls due in five days, so there is one to call about at least
    const booster = Object.values(mockState.activities).flatMap((a) => (a.petId === MOCK_CATALOGUE.pets.lu ? a.products : [])).find((l) => l.nextDueOn)!;
    booster.nextDueOn = addDays(TODAY, 5);
    renderScreen(
      <>
        <ReminderCount shopId={Q1} />
        <TodayTiles shopId={Q1} />
      </>,
      { path: shopPath(''), user: 'accountant' },
    );
    const count = Number((await screen.findByText(/^\d+ nhắc lịch cần liên hệ$/)).textContent!.match(/^\d+/)![0]);
    expect(count).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: `Nhắc lịch cần liên hệ ${count}` })).toBeInTheDocument();
  });

  it('is not there for the seller, and is not even asked for', async () => {
    const asked = captureListQueries('/reports/today');
    renderScreen(<TodayTiles shopId={Q1} />, { path: shopPath(''), user: 'seller' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Hôm nay' })).not.toBeInTheDocument());
    expect(asked).toEqual([]);
  });
});
