import { screen, waitFor, within } from '@testing-library/react';
import { CustomerDisplay } from '@/features/counter/components/customer-display';
import { RetailCounter } from '@/features/counter/components/retail-counter';
import { readFields } from '@/lib/vietqr/payload';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { retype } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The customer display (issue 18 §2): a second window of the browser mirrors the counter's cart —
// its lines and total as priced — and the VietQR the cashier puts up for a transfer; between
// customers, the shop's name. Here both sides render in one document and talk over the same
// BroadcastChannel as two windows do.

beforeEach(() => window.localStorage.clear());

describe('the customer display', () => {
  it('shows the shop between customers, then the cart, its total and the transfer QR as the cashier works', async () => {
    const view = renderScreen(
      <>
        <RetailCounter shopId={Q1} />
        <section aria-label="display">
          <CustomerDisplay shopId={Q1} shop={{ name: 'PetCare Quận 1', logo: null }} />
        </section>
      </>,
      { path: shopPath('') },
    );
    const display = within(screen.getByRole('region', { name: 'display' }));
    expect(display.getByRole('heading', { name: 'PetCare Quận 1' })).toBeVisible();
    expect(display.getByText('Xin chào quý khách!')).toBeVisible();

    await view.user.type(screen.getByRole('combobox', { name: 'Thêm sản phẩm (quét mã vạch hoặc gõ tên)' }), '8850125081206{Enter}');
    await retype(view.user, await screen.findByRole('spinbutton', { name: 'Số lượng Pate Whiskas cá ngừ 85g' }), '3');
    const lines = await display.findByRole('table', { name: 'Sản phẩm đã chọn' });
    await waitFor(() => expect(within(lines).getAllByRole('row').map((r) => r.textContent?.replace(/\u00a0/g, ' '))).toEqual(['Pate Whiskas cá ngừ 85g3 gói45.000 ₫']));
    expect(display.getByText('Tổng cộng', { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')).toBe('45.000 ₫');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Thanh toán (F9)' })).toBeEnabled());
    await view.user.keyboard('{F9}');
    const panel = within(await screen.findByRole('dialog', { name: 'Thanh toán' }));
    await retype(view.user, panel.getByLabelText('Tiền mặt khách đưa'), '');
    await retype(view.user, panel.getByLabelText('Chuyển khoản'), '45000');
    const qr = await display.findByRole('img', { name: /^Mã VietQR chuyển khoản 45\.000\s₫$/ });
    expect(readFields(qr.getAttribute('data-payload')!).get('54')).toBe('45000');

    await view.user.click(panel.getByRole('button', { name: 'Xác nhận thanh toán' }));
    await screen.findByRole('dialog', { name: /^Đã thanh toán hóa đơn/ });
    // paid: the next customer sees the shop again
    expect(await display.findByText('Xin chào quý khách!')).toBeVisible();
  }, 30_000);
});
