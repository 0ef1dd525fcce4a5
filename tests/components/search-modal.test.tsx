import { screen, waitFor, within } from '@testing-library/react';
import { AppShell } from '@/features/shell/components/app-shell';
import { matchMenuItems } from '@/features/shell/components/search-modal';
import type { Locale } from '@/lib/i18n/config';
import { SHOP_MENU } from '@/lib/menu/shop-menu';
import { MOCK_IDS, type MockUserKey } from '@/tests/msw/data';
import { renderWithProviders, router, sessionFor } from '@/tests/support/render';

// The search modal of SPEC §2: visible menu items whose translated title starts with the typed text,
// ignoring case and Vietnamese accents.

const Q1 = MOCK_IDS.shops.q1;

function renderShell(key: MockUserKey = 'owner', locale: Locale = 'vi') {
  const session = sessionFor(key);
  return renderWithProviders(
    <AppShell user={session.user} shopId={Q1}>
      <p>Nội dung trang</p>
    </AppShell>,
    { session, locale, pathname: `/${locale}/clinic-management/${Q1}` },
  );
}

const optionNames = () => within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent);

describe('search modal', () => {
  it('opens with Ctrl+K and asks for a keyword while the input is empty', async () => {
    const { user } = renderShell();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.keyboard('{Control>}k{/Control}');

    const dialog = await screen.findByRole('dialog', { name: 'Tìm kiếm chức năng' });
    expect(within(dialog).getByRole('combobox', { name: 'Tìm kiếm chức năng' })).toHaveFocus();
    expect(within(dialog).getByText('Hãy nhập từ khóa')).toBeInTheDocument();
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens from the header button too', async () => {
    const { user } = renderShell();
    await user.click(screen.getAllByRole('button', { name: /Tìm kiếm/ })[0]);
    expect(await screen.findByRole('dialog', { name: 'Tìm kiếm chức năng' })).toBeInTheDocument();
  });

  it('finds "Dịch vụ" from "dich", ignoring accents and case', async () => {
    const { user } = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'DICH');

    expect(optionNames()).toEqual(['Lịch sử hoạt động › Dịch vụ tại nhà', 'Danh mục › Dịch vụ']);
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '250px' });
    expect(screen.queryByText('Hãy nhập từ khóa')).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { user } = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'zzz');

    expect(screen.getByText('Không có chức năng nào có tên này')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('navigates to the highlighted result with the keyboard and closes', async () => {
    const { user } = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'dich');
    expect(screen.getByRole('option', { name: 'Lịch sử hoạt động › Dịch vụ tại nhà' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Danh mục › Dịch vụ' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(router.push).toHaveBeenCalledExactlyOnceWith(`/vi/clinic-management/${Q1}/services`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('navigates on Enter to the first result', async () => {
    const { user } = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'khach h{Enter}');
    expect(router.push).toHaveBeenCalledExactlyOnceWith(`/vi/clinic-management/${Q1}/customers`);
  });

  it('navigates when a result is clicked', async () => {
    const { user } = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'lich h');
    await user.click(screen.getByRole('option', { name: 'Chăm sóc khách hàng › Lịch hẹn' }));
    expect(router.push).toHaveBeenCalledWith(`/vi/clinic-management/${Q1}/schedule`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('only finds entries the user may see', async () => {
    const { user } = renderShell('seller');
    await user.keyboard('{Control>}k{/Control}');
    // Siêu âm (ultrasound queue) needs ACTIVITY_EXECUTE, which a seller lacks
    await user.type(await screen.findByRole('combobox'), 'sieu');
    expect(screen.getByText('Không có chức năng nào có tên này')).toBeInTheDocument();
  });

  it('speaks English on /en', async () => {
    const { user } = renderShell('owner', 'en');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search the console' });
    expect(within(dialog).getByText('Type something')).toBeInTheDocument();

    const input = within(dialog).getByRole('combobox');
    await user.type(input, 'zzz');
    expect(within(dialog).getByText('There is no component with this name')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'cust');
    expect(optionNames()).toEqual(['Debt Management › Customer debts', 'Category › Customers']);
  });

  it('tells apart entries with the same title by their section or sub-menu', async () => {
    const { user } = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'khach s');

    // "Khách sạn" is both an accommodation screen and a history
    expect(optionNames()).toEqual(['Lưu trú › Khách sạn', 'Lịch sử hoạt động › Khách sạn']);
    await user.click(screen.getByRole('option', { name: 'Lịch sử hoạt động › Khách sạn' }));
    expect(router.push).toHaveBeenCalledExactlyOnceWith(`/vi/clinic-management/${Q1}/history/hotel`);
  });

  it('shows the bare title of an entry outside any section (Home)', async () => {
    const { user } = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'trang');
    expect(optionNames()).toEqual(['Trang chủ']);
  });
});

describe('matchMenuItems', () => {
  const title = (item: { title: string }) => item.title;

  it('matches the start of the title only, and nothing for blank input', () => {
    expect(matchMenuItems(SHOP_MENU, '   ', title)).toEqual([]);
    expect(matchMenuItems(SHOP_MENU, 'debts.cus', title).map((i) => i.path)).toEqual(['/debt-management/customers']);
    expect(matchMenuItems(SHOP_MENU, 'ustomers', title)).toEqual([]);
  });
});
