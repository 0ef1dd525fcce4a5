import { screen, waitFor, within } from '@testing-library/react';
import { PromotionsPage } from '@/features/promotions/components/promotions-page';
import { formatDay } from '@/lib/format';
import { mockState } from '@/tests/msw/data';
import { MOCK_PROMOTIONS } from '@/tests/msw/promotions-data';
import { captureListQueries, deleteRow, expectListed, lastQuery, listed, loadedListRenderer, Q1, rowAction, rowOf, shopPath } from '@/tests/support/catalogue-screens';
import { captureBodies } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Khuyến mãi (issue 18 §5): the shop's promotions, newest first, by status on the shop's day and by
// method through the URL; each row says what it gives, its days, how often invoices used it, and
// has its on/off switch. One an invoice used is switched off, not deleted.

const KM = MOCK_PROMOTIONS;
const renderPromotions = loadedListRenderer(<PromotionsPage shopId={Q1} />, shopPath('/promotions'));
const activeSwitch = (code: string) => screen.getByRole('switch', { name: `Áp dụng khuyến mãi ${code}` });
const cells = (code: string) => within(rowOf(code)).getAllByRole('cell').map((c) => c.textContent?.replace(/\s/g, ' '));
const period = (id: string) => {
  const p = mockState.promotions[id];
  return `${formatDay(p.startsOn)} – ${p.endsOn ? formatDay(p.endsOn) : 'Không thời hạn'}`;
};

describe('promotion list', () => {
  it('lists the shop’s promotions newest first, with what each gives, its days, status, uses and switch', async () => {
    const queries = captureListQueries('/promotions');
    await renderPromotions();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mã khuyến mãi', 'Tên khuyến mãi', 'Hình thức', 'Thời gian áp dụng', 'Trạng thái', 'Lượt dùng', 'Đang áp dụng', 'Thao tác']);
    expect(listed()).toEqual(['KM-RC31', 'KM-TUIPHAN', 'KM-GIAM10', 'KM-SPA5', 'KM-HE']);
    expect(cells('KM-GIAM10').slice(1, 6)).toEqual(['Giảm 10% hóa đơn từ 500.000 ₫Giảm 10%, tối đa 100.000 ₫ · hóa đơn từ 500.000 ₫', 'Giảm giá hóa đơn', period(KM.tenPercent), 'Đang diễn ra', '12']);
    expect(cells('KM-RC31').slice(1, 5)).toEqual(['Mua 3 Royal Canin tặng 1 pate WhiskasMua 3 túi Hạt Royal Canin Mini Adult 2kg · Tặng 1 gói Pate Whiskas cá ngừ 85g', 'Mua hàng tặng hàng', period(KM.royalCanin), 'Sắp diễn ra']);
    expect(cells('KM-TUIPHAN')[3]).toMatch(/– Không thời hạn$/);
    expect(cells('KM-HE')[4]).toBe('Đã kết thúc');
    expect(cells('KM-SPA5')[4]).toBe('Đã tắt');
    expect(activeSwitch('KM-GIAM10')).toBeChecked();
    expect(activeSwitch('KM-SPA5')).not.toBeChecked();
    expect(rowOf('KM-SPA5')).toHaveClass('row-inactive');
    // never another shop's
    expect(screen.queryByText(/Bí Mật/)).not.toBeInTheDocument();
    expect(queries).toEqual([{ page: '1', limit: '20' }]);
  }, 20_000);

  it('filters by status and by method through the URL, and searches without accents', async () => {
    const queries = captureListQueries('/promotions');
    const view = await renderPromotions();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Đang diễn ra');
    expect(lastQuery()).toEqual({ status: 'running' });
    await expectListed(['KM-TUIPHAN', 'KM-GIAM10']);

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Tất cả trạng thái');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Hình thức' }), 'Giảm giá hóa đơn');
    expect(lastQuery()).toEqual({ method: 'INVOICE#INVOICE_DISCOUNT' });
    await expectListed(['KM-GIAM10', 'KM-SPA5', 'KM-HE']);

    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'mua he{Enter}');
    await expectListed(['KM-HE']);
    expect(queries.at(-1)).toEqual({ page: '1', limit: '20', search: 'mua he', method: 'INVOICE#INVOICE_DISCOUNT' });
  }, 20_000);

  it('switches a promotion off and on from its row, saying so each time', async () => {
    const puts = captureBodies('put', `/promotions/${KM.tenPercent}/status`);
    const view = await renderPromotions();
    await view.user.click(activeSwitch('KM-GIAM10'));
    expect(await screen.findByText('Đã tắt khuyến mãi “KM-GIAM10”.')).toBeVisible();
    expect(puts).toEqual([{ isActive: false }]);
    expect(mockState.promotions[KM.tenPercent].isActive).toBe(false);
    await waitFor(() => expect(cells('KM-GIAM10')[4]).toBe('Đã tắt'));
    expect(rowOf('KM-GIAM10')).toHaveClass('row-inactive');

    await view.user.click(activeSwitch('KM-SPA5'));
    expect(await screen.findByText('Đã bật khuyến mãi “KM-SPA5”.')).toBeVisible();
    await waitFor(() => expect(activeSwitch('KM-SPA5')).toBeChecked());
  }, 20_000);

  it('deletes a promotion no invoice used once confirmed, and says to switch off one that was used', async () => {
    const view = await renderPromotions();
    await deleteRow(view, 'Giảm 5% dịch vụ spa');
    expect(await screen.findByText('Đã xóa “Giảm 5% dịch vụ spa”.')).toBeVisible();
    expect(mockState.promotions[KM.spa]).toBeUndefined();
    await waitFor(() => expect(listed()).not.toContain('KM-SPA5'));

    await rowAction(view, 'Giảm 10% hóa đơn từ 500.000 ₫', 'Xóa');
    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận xóa' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Khuyến mãi đã được áp dụng cho hóa đơn nên không thể xóa; hãy tắt khuyến mãi thay vì xóa')).toBeVisible();
    expect(mockState.promotions[KM.tenPercent]).toBeDefined();
  }, 20_000);
});
