import { screen, waitFor, within } from '@testing-library/react';
import { ProductImportsPage } from '@/features/product-imports/components/product-imports-page';
import { formatVnd } from '@/lib/format';
import { bodyRows, captureListQueries, expectListed, lastQuery, listed, Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { router } from '@/tests/support/render';
import { line, makeImport, openingImport, PR, SU } from '@/tests/support/product-imports';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Nhập hàng (INVENTORY_IMPORT): the shop's supplier imports newest first, each with its supplier,
// date, total, what is paid and owed, its status and who made it; filtered by days, supplier and
// status and searched by code or supplier, all kept in the URL; a row opens its import.

const PATH = shopPath('/product-imports');
const CODE = 0;
const STATUS = 6;

/** Quận 1's imports: the opening one (PN000001, completed, 60 % paid), a draft from Royal Pet and a completed one from Minh Tâm. */
async function threeImports() {
  const draft = await makeImport({ supplierId: SU.royalPet, lines: [line(PR.royalCanin, 'túi', 5, 340_000)] }, 320);
  const done = await makeImport({ supplierId: SU.minhTam, lines: [line(PR.syringe, 'cái', 100, 800)], payNow: 30_000, complete: true, idempotencyKey: crypto.randomUUID() }, 330);
  return { draft, done };
}

async function renderList(query = '') {
  const view = renderScreen(<ProductImportsPage shopId={Q1} />, { path: `${PATH}${query}` });
  await waitFor(() => expect(screen.queryByText('Đang tải…')).not.toBeInTheDocument());
  return view;
}

describe('the imports list', () => {
  it('lists the shop’s imports newest first with supplier, date, sums, status and staff', async () => {
    await threeImports();
    await renderList();
    await expectListed(['PN000003', 'PN000002', 'PN000001'], CODE);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mã phiếu', 'Nhà cung cấp', 'Ngày tạo', 'Tổng tiền', 'Đã trả', 'Còn nợ', 'Trạng thái', 'Người tạo', 'Thao tác']);
    const [done, draft, opening] = bodyRows().map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(done).toEqual(['PN000003', 'Cửa hàng Vật tư Y tế Minh Tâm', '27/11/2025', formatVnd(80_000), formatVnd(30_000), formatVnd(50_000), 'Hoàn thành', 'Nguyễn Thị Minh Anh', '']);
    expect(draft.slice(3, 7)).toEqual([formatVnd(1_700_000), formatVnd(0), formatVnd(0), 'Nháp']);
    const owed = openingImport().total - openingImport().paid;
    expect(opening.slice(5, 8)).toEqual([formatVnd(owed), 'Hoàn thành', 'Võ Thị Hạnh']);
    // what is owed stands out; the other shop's imports are not there
    expect(within(bodyRows()[0]).getAllByRole('cell')[5]).toHaveClass('text-danger');
    expect(bodyRows()).toHaveLength(3);
  });

  it('opens an import from its code, and starts a new one from “Tạo phiếu nhập”', async () => {
    const { draft } = await threeImports();
    const view = await renderList();
    await expectListed(['PN000003', 'PN000002', 'PN000001'], CODE);
    expect(screen.getByRole('link', { name: 'PN000002' })).toHaveAttribute('href', `/vi/clinic-management/${Q1}/product-imports/${draft.id}`);
    await view.user.click(screen.getByRole('button', { name: 'Thao tác với PN000002' }));
    await view.user.click(await screen.findByRole('button', { name: 'Xem chi tiết' }));
    expect(router.push).toHaveBeenLastCalledWith(`/vi/clinic-management/${Q1}/product-imports/${draft.id}`);
    await view.user.click(screen.getByRole('button', { name: 'Tạo phiếu nhập' }));
    expect(router.push).toHaveBeenLastCalledWith(`/vi/clinic-management/${Q1}/product-imports/new`);
  });

  it('filters by status and supplier and searches by code or supplier, all in the URL', async () => {
    await threeImports();
    const queries = captureListQueries('/product-imports');
    const view = await renderList();
    await expectListed(['PN000003', 'PN000002', 'PN000001'], CODE);

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Nháp');
    expect(lastQuery()).toEqual({ status: '0' });
    await expectListed(['PN000002'], CODE);
    expect(listed(STATUS)).toEqual(['Nháp']);

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Tất cả trạng thái');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Nhà cung cấp' }), 'Công ty TNHH Dược Thú Y Sài Gòn');
    expect(lastQuery()).toEqual({ supplierId: SU.vetPharma });
    await expectListed(['PN000001'], CODE);

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Nhà cung cấp' }), 'Tất cả nhà cung cấp');
    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'minh tam{Enter}');
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'minh tam' }));
    await expectListed(['PN000003'], CODE);
    expect(queries.at(-1)).toMatchObject({ search: 'minh tam', page: '1', limit: '20' });
  });

  it('keeps a day range in the URL, typed as dd/MM/yyyy, and reads filters from the URL it opens with', async () => {
    await threeImports();
    const view = await renderList('?status=1');
    await expectListed(['PN000003', 'PN000001'], CODE);
    expect(screen.getByRole('combobox', { name: 'Trạng thái' })).toHaveDisplayValue('Hoàn thành');

    await view.user.type(screen.getByLabelText('Từ ngày'), '01/11/2025{Escape}');
    await waitFor(() => expect(lastQuery()).toEqual({ status: '1', from: '2025-11-01' }));
    await expectListed(['PN000003'], CODE);
  }, 20_000);

  it('says when nothing matches, and sorts by what is owed', async () => {
    await threeImports();
    const view = await renderList('?search=PN9999');
    expect(await screen.findByText('Không có dữ liệu phù hợp.')).toBeInTheDocument();
    await view.user.clear(screen.getByRole('searchbox', { name: 'Tìm kiếm' }));
    await view.user.click(screen.getByRole('button', { name: 'Sắp xếp theo Còn nợ' }));
    await waitFor(() => expect(lastQuery()).toEqual({ sort: 'debt:asc' }));
    await waitFor(() => expect(listed(CODE)).toEqual(['PN000002', 'PN000003', 'PN000001']));
  });
});
