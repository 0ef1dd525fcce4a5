import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AuditLogPage } from '@/features/audit-log/components/audit-log-page';
import type { AuditEntry } from '@/lib/contracts/audit';
import { formatVnd, todayIn } from '@/lib/format';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState, mockUser } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { bodyRows, captureListQueries, lastQuery, Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Nhật ký thao tác (issue 21): the shop admin reads who changed what, newest first, over the last
// seven days unless other days are chosen; filters by user, kind of record and action, a search,
// each change before and after in the shop's words.

const PATH = shopPath('/audit-log');
const PR = MOCK_CATALOGUE.products;
const C = MOCK_CATALOGUE.customers;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function entry(fields: Partial<AuditEntry> & Pick<AuditEntry, 'action' | 'entityType'>, minutes: number) {
  const owner = mockUser('owner');
  mockState.auditEntries.push({
    id: crypto.randomUUID(),
    shopId: Q1,
    createdAt: minutesAgo(minutes),
    entityId: null,
    entityLabel: null,
    user: { id: owner.id, name: owner.name, role: owner.role },
    changes: null,
    operation: 'PUT /x/[id]',
    ip: null,
    ...fields,
  });
}

/** A price change, a customer's edit with a day and a switch, a new customer, a failed sign-in, another shop's entry. */
function seed() {
  entry({ action: 'sign_in_failed', entityType: 'session', entityLabel: 'ai.do@gmail.com', user: { id: null, name: null, role: null }, changes: { reason: { from: null, to: 'CredentialsSignin' } } }, 50);
  entry({ action: 'create', entityType: 'customers', entityId: C.binh, entityLabel: 'Trần Thị Bình' }, 40);
  entry({ action: 'update', entityType: 'customers', entityId: C.an, entityLabel: 'Nguyễn Văn An', changes: { isActive: { from: true, to: false }, note: { from: null, to: 'Chuyển nhà' }, lastVisitOn: { from: '2026-03-01', to: '2026-03-05' } } }, 30);
  entry({ action: 'update', entityType: 'products', entityId: PR.amoxicillin, entityLabel: 'SP0001', changes: { salePrice: { from: 120_000, to: 1_234_000 } } }, 20);
  mockState.auditEntries.push({ ...mockState.auditEntries[3], id: crypto.randomUUID(), shopId: MOCK_IDS.shops.hanoi, entityLabel: 'HN-SP' });
}

async function renderLog(query = '', user: 'owner' | 'seller' = 'owner') {
  const view = renderScreen(<AuditLogPage shopId={Q1} />, { path: `${PATH}${query}`, user });
  await waitFor(() => expect(screen.queryByText('Đang tải…')).not.toBeInTheDocument());
  return view;
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('the audit log', () => {
  it('lists the shop’s entries newest first, with who, what, the record and each change before and after', async () => {
    seed();
    await renderLog();
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Thời gian', 'Người thao tác', 'Thao tác', 'Loại dữ liệu', 'Bản ghi', 'Thay đổi']);
    const [price, edit, created, failed] = bodyRows();
    expect(cells(price).slice(1)).toEqual(['Nguyễn Thị Minh Anh', 'Cập nhật', 'Sản phẩm', 'SP0001', `Giá bán: ${formatVnd(120_000)} → ${formatVnd(1_234_000)}`]);
    expect(cells(price)[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // the product has no page of its own: its list, searched by its code
    expect(within(price).getByRole('link', { name: 'SP0001' })).toHaveAttribute('href', `${PATH.replace('/audit-log', '/products')}?search=SP0001`);
    const changes = within(edit).getAllByRole('listitem').map((li) => li.textContent);
    expect(changes).toEqual(['Đang hoạt động: Có → Không', 'Ghi chú: (trống) → Chuyển nhà', 'lastVisitOn: 01/03/2026 → 05/03/2026']);
    expect(within(edit).getByRole('link', { name: 'Nguyễn Văn An' })).toHaveAttribute('href', `${PATH.replace('/audit-log', '/customers')}/${C.an}`);
    expect(cells(created).slice(2)).toEqual(['Thêm mới', 'Khách hàng', 'Trần Thị Bình', '-']);
    expect(cells(failed).slice(1)).toEqual(['(không rõ)', 'Đăng nhập thất bại', 'Phiên đăng nhập', 'ai.do@gmail.com', 'Lý do: Sai email hoặc mật khẩu']);
    expect(screen.queryByText('HN-SP')).not.toBeInTheDocument();
  }, 20_000);

  it('asks for the last seven days by default, and sends the user, kind, action and search chosen', async () => {
    seed();
    const queries = captureListQueries('/audit-entries');
    const view = await renderLog();
    const today = todayIn('Asia/Ho_Chi_Minh');
    expect(queries.at(-1)).toMatchObject({ page: '1', limit: '20', to: today });
    expect((Date.parse(today) - Date.parse(queries.at(-1)!.from)) / 86_400_000).toBe(6);

    await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Người thao tác' }), 'Phạm Thu Trang');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Loại dữ liệu' }), 'Sản phẩm');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Thao tác' }), 'Cập nhật');
    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'amox{Enter}');
    expect(lastQuery()).toEqual({ userId: MOCK_IDS.users.seller, entityType: 'products', action: 'update', search: 'amox' });
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ userId: MOCK_IDS.users.seller, entityType: 'products', action: 'update', search: 'amox', to: today }));
    expect(await screen.findByText('Không có dữ liệu phù hợp.')).toBeInTheDocument();
  }, 20_000);

  it('narrows the log to one record’s history, and back', async () => {
    seed();
    const view = await renderLog();
    await view.user.click(await screen.findByRole('button', { name: 'Lịch sử của Nguyễn Văn An' }));
    expect(lastQuery()).toEqual({ entityId: C.an });
    expect(await screen.findByText('Lịch sử của Nguyễn Văn An', { selector: 'span' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Xem tất cả bản ghi' }));
    expect(lastQuery()).toEqual({});
  }, 20_000);

  it('says so when nothing was recorded', async () => {
    await renderLog();
    expect(await screen.findByText('Không có dữ liệu phù hợp.')).toBeInTheDocument();
  }, 20_000);

  it('says so when the log cannot be read', async () => {
    server.use(http.get('*/api/v1/audit-entries', () => HttpResponse.json({ statusCode: 500, error: 'InternalServerError', message: 'boom' }, { status: 500 })));
    renderScreen(<AuditLogPage shopId={Q1} />, { path: PATH });
    expect(await screen.findByText('Không tải được nhật ký thao tác.', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  }, 20_000);
});
