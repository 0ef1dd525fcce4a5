import { screen, waitFor, within } from '@testing-library/react';
import { RetailCounter } from '@/features/counter/components/retail-counter';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { retype } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The retail counter on Home (issue 18 §2), scanner- and keyboard-first: the search box has the
// focus, a scan (digits + Enter) adds its product or counts its line up, a name typed without
// accents is picked with the arrows and Enter; quantity and price are typed in the cart, which the
// mock API prices as the server does. Carts live in localStorage: a second one opens with F2, and
// both come back after the page is rendered anew (a reload).

const AMOXICILLIN = '8936012340011';
const WHISKAS = '8850125081206';

const renderCounter = () => renderScreen(<RetailCounter shopId={Q1} />, { path: shopPath('') });
const search = () => screen.getByRole('combobox', { name: 'Thêm sản phẩm (quét mã vạch hoặc gõ tên)' });
const cart = () => within(screen.getByRole('table', { name: 'Giỏ hàng' }));
/** The cart's rows as product name, quantity and amount. */
const lines = () =>
  cart()
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[0]!.querySelector('.fw-semibold')!.textContent, (within(cells[1]!).getByRole('spinbutton') as HTMLInputElement).value, cells[4]!.textContent?.replace(/\u00a0/g, ' ')];
    });
const total = () => screen.getByText('Tổng cộng', { selector: 'dt' }).nextElementSibling!.textContent?.replace(/\u00a0/g, ' ');

beforeEach(() => window.localStorage.clear());

describe('the retail counter', () => {
  it('has the focus in its search; a scan adds the product and a second scan counts its line up', async () => {
    const view = renderCounter();
    expect(await screen.findByText('Chưa có sản phẩm. Quét mã vạch hoặc gõ tên sản phẩm để thêm.')).toBeVisible();
    await view.user.click(search());
    await view.user.type(search(), `${AMOXICILLIN}{Enter}`);
    await waitFor(() => expect(lines()).toEqual([['Amoxicillin 500mg', '1', '3.000 ₫']]));
    await view.user.type(search(), `${WHISKAS}{Enter}`);
    await view.user.type(search(), `${AMOXICILLIN}{Enter}`);
    // the line scanned last comes to the top, counted up
    await waitFor(() => expect(lines()).toEqual([['Amoxicillin 500mg', '2', '6.000 ₫'], ['Pate Whiskas cá ngừ 85g', '1', '15.000 ₫']]));
    await waitFor(() => expect(total()).toBe('21.000 ₫'));
    expect(search()).toHaveFocus();
    expect(search()).toHaveValue('');
  }, 20_000);

  it('finds a product by its name typed without accents; the arrows and Enter pick it', async () => {
    const view = renderCounter();
    await view.user.click(search());
    await view.user.type(search(), 'cat ve sinh');
    const list = await screen.findByRole('listbox');
    await within(list).findByText(/Cát vệ sinh mèo Nhật 8L/);
    await view.user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() => expect(lines()).toEqual([['Cát vệ sinh mèo Nhật 8L', '1', '95.000 ₫']]));
  });

  it('prices a quantity and a price typed in the cart; a removed line leaves the cart', async () => {
    const view = renderCounter();
    await view.user.type(search(), `${WHISKAS}{Enter}`);
    await waitFor(() => expect(lines()).toHaveLength(1));
    await retype(view.user, cart().getByRole('spinbutton', { name: 'Số lượng Pate Whiskas cá ngừ 85g' }), '4');
    await waitFor(() => expect(total()).toBe('60.000 ₫'));
    const price = cart().getByRole('spinbutton', { name: 'Đơn giá Pate Whiskas cá ngừ 85g' });
    expect(price).toHaveAttribute('placeholder', '15000');
    await retype(view.user, price, '12000');
    await waitFor(() => expect(lines()).toEqual([['Pate Whiskas cá ngừ 85g', '4', '48.000 ₫']]));
    await waitFor(() => expect(total()).toBe('48.000 ₫'));
    await view.user.click(cart().getByRole('button', { name: 'Bỏ Pate Whiskas cá ngừ 85g khỏi giỏ' }));
    expect(await screen.findByText('Chưa có sản phẩm. Quét mã vạch hoặc gõ tên sản phẩm để thêm.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Thanh toán (F9)' })).toBeDisabled();
  }, 20_000);

  it('serves a second customer in a new cart (F2) and keeps both carts across a reload', async () => {
    const view = renderCounter();
    await view.user.type(search(), `${AMOXICILLIN}{Enter}`);
    await waitFor(() => expect(lines()).toHaveLength(1));
    await view.user.keyboard('{F2}');
    const tabs = within(screen.getByRole('group', { name: 'Các đơn đang mở' }));
    expect(tabs.getByRole('button', { name: 'Đơn 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Chưa có sản phẩm. Quét mã vạch hoặc gõ tên sản phẩm để thêm.')).toBeVisible();
    await waitFor(() => expect(search()).toHaveFocus());
    await view.user.type(search(), `${WHISKAS}{Enter}`);
    await waitFor(() => expect(lines()).toEqual([['Pate Whiskas cá ngừ 85g', '1', '15.000 ₫']]));

    view.unmount();
    const again = renderCounter();
    const reloaded = within(screen.getByRole('group', { name: 'Các đơn đang mở' }));
    await waitFor(() => expect(lines()).toEqual([['Pate Whiskas cá ngừ 85g', '1', '15.000 ₫']]));
    await again.user.click(reloaded.getByRole('button', { name: /^Đơn 1/ }));
    await waitFor(() => expect(lines()).toEqual([['Amoxicillin 500mg', '1', '3.000 ₫']]));
  }, 20_000);

  it('asks before closing a cart with goods, and closing it drops them', async () => {
    const view = renderCounter();
    await view.user.type(search(), `${AMOXICILLIN}{Enter}`);
    await waitFor(() => expect(lines()).toHaveLength(1));
    await view.user.click(screen.getByRole('button', { name: 'Đóng đơn 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Đóng đơn 1?' }));
    await view.user.click(dialog.getByRole('button', { name: 'Đóng đơn' }));
    expect(await screen.findByText('Chưa có sản phẩm. Quét mã vạch hoặc gõ tên sản phẩm để thêm.')).toBeVisible();
  });

  it('says so when a product cannot be sold any more (taken off the catalogue since it was added)', async () => {
    const view = renderCounter();
    await view.user.type(search(), `${AMOXICILLIN}{Enter}`);
    await waitFor(() => expect(lines()).toHaveLength(1));
    mockState.products[MOCK_CATALOGUE.products.amoxicillin]!.isActive = false;
    await retype(view.user, cart().getByRole('spinbutton', { name: 'Số lượng Amoxicillin 500mg' }), '3');
    expect(await screen.findByRole('alert')).toHaveTextContent(/ngừng|inactive|không còn/i);
    expect(screen.getByRole('button', { name: 'Thanh toán (F9)' })).toBeDisabled();
  });
});
