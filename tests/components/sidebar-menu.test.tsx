import { screen, waitFor, within } from '@testing-library/react';
import { AppShell } from '@/features/shell/components/app-shell';
import { MOCK_IDS, type MockUserKey } from '@/tests/msw/data';
import { renderWithProviders, sessionFor, setRoute } from '@/tests/support/render';

// SPEC §2 side menu filtered by SPEC §6, read off the rendered sidebar of a signed-in user.

const Q1 = MOCK_IDS.shops.q1;
const SHOP_HOME = `/vi/clinic-management/${Q1}`;

const label = (el: Element) => el.querySelector('.sidebar-text')?.textContent?.trim() ?? '';

/**
 * The sidebar as a reader sees it, in order: `# Heading`, `Link`, `Sub-menu` and `Sub-menu › Child`.
 */
function menuOutline(): string[] {
  const sidebar = screen.getByRole('complementary', { name: 'Menu chính' });
  const list = within(sidebar).getByRole('navigation').querySelector(':scope > ul');
  const outline: string[] = [];
  for (const item of Array.from(list?.children ?? []) as HTMLElement[]) {
    // a sub-menu's only button is its toggle, which controls the list of its children
    const toggle = within(item).queryByRole('button');
    if (toggle) {
      const title = label(toggle);
      outline.push(title);
      const children = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      for (const link of within(children!).getAllByRole('link')) outline.push(`${title} › ${label(link)}`);
      continue;
    }
    const link = within(item).queryByRole('link');
    // an entry without a link or a sub-menu is a section heading
    outline.push(link ? label(link) : `# ${item.textContent?.trim()}`);
  }
  return outline;
}

function renderShell(key: MockUserKey, overrides: Parameters<typeof sessionFor>[1] = {}, pathname = SHOP_HOME) {
  const session = sessionFor(key, overrides);
  const shopId = session.user.isSysAdmin ? undefined : Q1;
  return renderWithProviders(
    <AppShell user={session.user} shopId={shopId}>
      <p>Nội dung trang</p>
    </AppShell>,
    { session, pathname },
  );
}

// Blocks of the SPEC §2 menu, written out from SPEC §6 rather than read from lib/menu.ts.
const sub = (title: string, children: string[]) => [title, ...children.map((c) => `${title} › ${c}`)];
const SERVICE_QUEUES = sub('Dịch vụ', ['Siêu âm', 'Phẫu thuật', 'X-quang', 'Xét nghiệm', 'Vận chuyển']);
const DEBTS = sub('Quản lý công nợ', ['Công nợ khách hàng', 'Công nợ nhà cung cấp']);
const HISTORY = sub('Lịch sử hoạt động', ['Khám chữa bệnh', 'Spa', 'Dịch vụ tại nhà', 'Bán hàng', 'Khách sạn', 'Nội trú']);
const STATISTICS = ['# Thống kê', 'Tổng quan', ...sub('Tài chính', ['Báo cáo tài chính', 'Phiếu thu chi'])];
const CATEGORY_ALL = sub('Danh mục', ['Khách hàng', 'Thú cưng', 'Dịch vụ']);
const CATEGORY_BACK_OFFICE = sub('Danh mục', ['Khách hàng', 'Thú cưng', 'Dịch vụ', 'Sản phẩm', 'Nhà cung cấp']);
const INVENTORY = sub('Kho hàng', ['Nhập hàng', 'Theo dõi tồn kho', 'Kiểm kho']);
const ACCOMMODATION = ['# Lưu trú', 'Khách sạn', 'Nội trú'];

const EXPECTED: Record<Exclude<MockUserKey, 'admin' | 'other'>, string[]> = {
  owner: [
    'Trang chủ',
    '# Hoạt động', 'Bảng điều khiển', ...SERVICE_QUEUES,
    ...ACCOMMODATION,
    '# Chăm sóc khách hàng', 'Lịch hẹn', ...DEBTS, ...HISTORY,
    ...STATISTICS,
    '# Quản lý', ...CATEGORY_BACK_OFFICE, ...INVENTORY, ...sub('Cửa hàng', ['Khuyến mãi', 'Nhân viên', 'Cài đặt cửa hàng', 'Nhật ký thao tác']),
  ],
  accountant: [
    'Trang chủ',
    '# Hoạt động', 'Bảng điều khiển', ...SERVICE_QUEUES,
    ...ACCOMMODATION,
    '# Chăm sóc khách hàng', 'Lịch hẹn', ...DEBTS, ...HISTORY,
    ...STATISTICS,
    '# Quản lý', ...CATEGORY_BACK_OFFICE, ...INVENTORY, ...sub('Cửa hàng', ['Khuyến mãi', 'Nhân viên']),
  ],
  doctor: [
    'Trang chủ',
    '# Hoạt động', 'Bảng điều khiển', ...SERVICE_QUEUES,
    ...ACCOMMODATION,
    '# Chăm sóc khách hàng', 'Lịch hẹn', ...HISTORY,
    '# Quản lý', ...CATEGORY_ALL, ...sub('Cửa hàng', ['Nhân viên']),
  ],
  spa: [
    'Trang chủ',
    '# Hoạt động', 'Bảng điều khiển', ...SERVICE_QUEUES,
    ...ACCOMMODATION,
    '# Chăm sóc khách hàng', 'Lịch hẹn', ...HISTORY,
    '# Quản lý', ...CATEGORY_ALL, ...sub('Cửa hàng', ['Nhân viên']),
  ],
  seller: [
    'Trang chủ',
    '# Hoạt động', 'Bảng điều khiển',
    ...ACCOMMODATION,
    '# Chăm sóc khách hàng', 'Lịch hẹn', ...DEBTS, ...HISTORY,
    '# Quản lý', ...CATEGORY_ALL, ...sub('Cửa hàng', ['Nhân viên']),
  ],
};

describe('side menu visibility (SPEC §6)', () => {
  it.each(Object.entries(EXPECTED))('%s sees exactly the entries of their role', async (key, expected) => {
    renderShell(key as MockUserKey);
    expect(await screen.findByRole('complementary', { name: 'Menu chính' })).toBeInTheDocument();
    expect(menuOutline()).toEqual(expected);
  });

  it('system admin sees only the admin menu, linked under /admin', async () => {
    renderShell('admin', {}, '/vi/admin');
    expect(menuOutline()).toEqual(['Trang chủ', 'Cửa hàng', 'Chuỗi cửa hàng', 'Tài khoản']);
    expect(screen.getByRole('link', { name: 'Cửa hàng' })).toHaveAttribute('href', '/vi/admin/shops');
    expect(screen.getByRole('link', { name: 'Tài khoản' })).toHaveAttribute('href', '/vi/admin/users');
    expect(screen.queryByText('Bảng điều khiển')).not.toBeInTheDocument();
  });

  it('spot checks: accountant has Overview and Products, seller has customer debts but no Products, doctor no debt management', () => {
    expect(EXPECTED.accountant).toEqual(expect.arrayContaining(['Tổng quan', 'Danh mục › Sản phẩm']));
    expect(EXPECTED.seller).toContain('Quản lý công nợ › Công nợ khách hàng');
    expect(EXPECTED.seller).not.toContain('Danh mục › Sản phẩm');
    expect(EXPECTED.doctor).not.toContain('Quản lý công nợ');
  });

  it.each([
    ['owner', true],
    ['accountant', false],
    ['doctor', false],
    ['seller', false],
    ['spa', false],
  ] as const)('Store Settings is shown to %s: %s (shop admin only)', (key, shown) => {
    renderShell(key);
    const settings = screen.queryByRole('link', { name: 'Cài đặt cửa hàng' });
    if (shown) expect(settings).toHaveAttribute('href', `${SHOP_HOME}/profile#StoreSettings`);
    else expect(settings).not.toBeInTheDocument();
  });

  it.each([
    ['owner', true],
    ['accountant', false],
    ['doctor', false],
    ['seller', false],
    ['spa', false],
  ] as const)('the audit log is shown to %s: %s (shop admin only, issue 21)', (key, shown) => {
    renderShell(key);
    const log = screen.queryByRole('link', { name: 'Nhật ký thao tác' });
    if (shown) expect(log).toHaveAttribute('href', `${SHOP_HOME}/audit-log`);
    else expect(log).not.toBeInTheDocument();
  });

  it('shows a section heading only when one of its entries is visible', () => {
    renderShell('seller');
    const sidebar = screen.getByRole('complementary', { name: 'Menu chính' });
    // Statistics holds only back-office entries; the seller keeps Customer care for its debts.
    expect(within(sidebar).queryByText('Thống kê')).not.toBeInTheDocument();
    expect(within(sidebar).getByText('Chăm sóc khách hàng')).toBeInTheDocument();
  });

  it('links every shop entry under the shop prefix', () => {
    renderShell('owner');
    expect(screen.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', SHOP_HOME);
    expect(screen.getByRole('link', { name: 'Khách hàng' })).toHaveAttribute('href', `${SHOP_HOME}/customers`);
    expect(screen.getByRole('link', { name: 'Công nợ khách hàng' })).toHaveAttribute('href', `${SHOP_HOME}/debt-management/customers`);
  });
});

describe('MULTIPLE_PERSON_WORK entries', () => {
  it('hides the Services queues when the single-user flow is on', () => {
    renderShell('doctor', { isSingleUserFlowEnabled: true });
    const outline = menuOutline();
    expect(outline).not.toContain('Dịch vụ');
    expect(outline.filter((e) => e.startsWith('Dịch vụ ›'))).toEqual([]);
    // the rest of the Activity section stays
    expect(outline.slice(0, 3)).toEqual(['Trang chủ', '# Hoạt động', 'Bảng điều khiển']);
  });

  it('shows them when the single-user flow is off', () => {
    renderShell('doctor', { isSingleUserFlowEnabled: false });
    expect(screen.getByRole('button', { name: 'Dịch vụ' })).toBeInTheDocument();
  });
});

describe('active entry', () => {
  it('marks a sub-menu child as the current page and opens its sub-menu', () => {
    renderShell('owner', {}, `${SHOP_HOME}/debt-management/customers`);
    expect(screen.getByRole('link', { name: 'Công nợ khách hàng' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Quản lý công nợ' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Công nợ nhà cung cấp' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Trang chủ' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Danh mục' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks Home on the shop root only', () => {
    renderShell('owner', {}, SHOP_HOME);
    expect(screen.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('aria-current', 'page');
    expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('keeps an entry active on the pages below it', () => {
    renderShell('owner', {}, `${SHOP_HOME}/customers/6d1e2f3a-0000-4000-8000-000000000001`);
    expect(screen.getByRole('link', { name: 'Khách hàng' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Danh mục' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('matches admin paths after the /admin prefix', () => {
    renderShell('admin', {}, '/vi/admin/shops');
    expect(screen.getByRole('link', { name: 'Cửa hàng' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Trang chủ' })).not.toHaveAttribute('aria-current');
  });

  it('opens the sub-menu of the new route when the path changes', async () => {
    const { rerender } = renderShell('owner', {}, SHOP_HOME);
    const history = screen.getByRole('button', { name: 'Lịch sử hoạt động' });
    expect(history).toHaveAttribute('aria-expanded', 'false');

    setRoute(`${SHOP_HOME}/history/grooming`);
    const session = sessionFor('owner');
    rerender(
      <AppShell user={session.user} shopId={Q1}>
        <p>Nội dung trang</p>
      </AppShell>,
    );
    await waitFor(() => expect(history).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('link', { name: 'Spa' })).toHaveAttribute('aria-current', 'page');
  });
});
