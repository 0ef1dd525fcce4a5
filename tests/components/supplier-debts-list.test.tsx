import { screen, waitFor, within } from '@testing-library/react';
import { SupplierDebtsPage } from '@/features/supplier-debts/components/supplier-debts-page';
import type { MockImport } from '@/tests/msw/books-data';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { nextCode } from '@/tests/msw/mock-ledger';
import { captureListQueries, expectListed, lastQuery, listed, Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { router } from '@/tests/support/render';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// Công nợ nhà cung cấp (DESIGN §6): what Quận 1 owes each supplier, derived from its completed
// imports — most owed first, the total on top, by default only the suppliers it owes. The mock
// world owes Dược Thú Y Sài Gòn the unpaid 40 % of its opening import (PN000001, 28/10/2025).

const SU = MOCK_CATALOGUE.suppliers;
/** An amount as formatVnd writes it: a no-break space before ₫. */
const vnd = (text: string) => text.replace(' ₫', '\u00a0₫');
const PATH = shopPath('/debt-management/suppliers');
const VET_PHARMA = 'Công ty TNHH Dược Thú Y Sài Gòn';
const ROYAL = 'Công ty CP Thức Ăn Thú Cưng Royal';
const MINH_TAM = 'Cửa hàng Vật tư Y tế Minh Tâm';

/** A completed import of Quận 1 from `supplierId`, `paid` of `total` paid, on a day of 2025. */
function completedImport(supplierId: string, total: number, paid: number, completedAt: string) {
  const row = Object.values(mockState.books.imports).find((i) => i.shopId === Q1)!;
  const imported: MockImport = { ...structuredClone(row), id: crypto.randomUUID(), code: nextCode(mockState, Q1, 'PN'), supplierId, total, paid, subtotal: total, completedAt, createdAt: completedAt };
  mockState.books.imports[imported.id] = imported;
}

async function renderDebts(query = '', user: 'owner' | 'seller' = 'owner') {
  const view = renderScreen(<SupplierDebtsPage shopId={Q1} />, { path: `${PATH}${query}`, user });
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Đang tải…' })).not.toBeInTheDocument());
  return view;
}

/** The row of a supplier, by the button with its name that opens its panel. */
const supplierRow = (name: string) => within(screen.getByRole('button', { name }).closest('tr')!);

describe('supplier debts list', () => {
  it('lists the suppliers the shop owes, with the debt, the open imports and since when, and the total on top', async () => {
    completedImport(SU.royalPet, 2_500_000, 500_000, '2025-11-20T03:00:00.000Z');
    const queries = captureListQueries('/supplier-debts');
    await renderDebts();

    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nhà cung cấp', 'Số điện thoại', 'Công nợ', 'Phiếu nhập còn nợ', 'Nợ từ ngày', 'Thao tác']);
    // most owed first; Minh Tâm is owed nothing and is left out
    await expectListed([`${VET_PHARMA}Dược thú y SG`, `${ROYAL}Royal Pet`]);
    expect(supplierRow(VET_PHARMA).getByRole('cell', { name: vnd('6.869.000 ₫') })).toBeInTheDocument();
    expect(supplierRow(VET_PHARMA).getByRole('cell', { name: '28/10/2025' })).toBeInTheDocument();
    expect(supplierRow(ROYAL).getByRole('cell', { name: vnd('2.000.000 ₫') })).toBeInTheDocument();
    expect(supplierRow(ROYAL).getByRole('cell', { name: '20/11/2025' })).toBeInTheDocument();
    expect(listed(3)).toEqual(['1', '1']);
    expect(screen.getByText('Tổng công nợ phải trả').nextSibling).toHaveTextContent('8.869.000 ₫');
    expect(screen.getByText('Đang nợ 2 nhà cung cấp')).toBeInTheDocument();
    // Happy Pet Hà Nội's supplier is not this shop's
    expect(screen.queryByText('Công ty TNHH Thú Y Hà Thành')).not.toBeInTheDocument();
    expect(queries).toEqual([{ page: '1', limit: '20' }]);
  });

  it('lists every supplier once "only suppliers we owe" is switched off, and keeps it in the URL', async () => {
    const view = await renderDebts();
    const owing = screen.getByRole('switch', { name: 'Chỉ nhà cung cấp còn nợ' });
    expect(owing).toBeChecked();

    await view.user.click(owing);
    expect(lastQuery()).toEqual({ owing: 'false' });
    await waitFor(() => expect(listed(0)).toHaveLength(3));
    expect(listed(2)).toEqual([vnd('6.869.000 ₫'), vnd('0 ₫'), vnd('0 ₫')]);
    expect(supplierRow(MINH_TAM).getByRole('cell', { name: '-' })).toBeInTheDocument();

    await view.user.click(screen.getByRole('switch', { name: 'Chỉ nhà cung cấp còn nợ' }));
    expect(lastQuery()).toEqual({});
    await waitFor(() => expect(listed(0)).toHaveLength(1));
  });

  it('searches by a word of the name without accents, by alias and by phone, through the URL', async () => {
    const view = await renderDebts('?owing=false');
    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'vat tu');
    await waitFor(() => expect(lastQuery()).toEqual({ owing: 'false', search: 'vat tu' }));
    await expectListed([`${MINH_TAM}Minh Tâm`]);

    await view.user.clear(screen.getByRole('searchbox', { name: 'Tìm kiếm' }));
    await view.user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), '0283999');
    await expectListed([`${ROYAL}Royal Pet`]);
  });

  it('says so when no supplier it owes matches', async () => {
    await renderDebts('?search=royal');
    expect(await screen.findByRole('cell', { name: 'Không có dữ liệu phù hợp.' })).toBeInTheDocument();
  });

  it('sorts by name and by the oldest unpaid import through the URL', async () => {
    completedImport(SU.minhTam, 900_000, 0, '2025-09-01T03:00:00.000Z');
    const view = await renderDebts();
    await expectListed([`${VET_PHARMA}Dược thú y SG`, `${MINH_TAM}Minh Tâm`]);

    await view.user.click(screen.getByRole('button', { name: 'Sắp xếp theo Nợ từ ngày' }));
    expect(lastQuery()).toEqual({ sort: 'oldest:asc' });
    await expectListed([`${MINH_TAM}Minh Tâm`, `${VET_PHARMA}Dược thú y SG`]);

    await view.user.click(screen.getByRole('button', { name: 'Sắp xếp theo Nhà cung cấp' }));
    await view.user.click(screen.getByRole('button', { name: 'Sắp xếp theo Nhà cung cấp' }));
    expect(lastQuery()).toEqual({ sort: 'name:desc' });
    await expectListed([`${MINH_TAM}Minh Tâm`, `${VET_PHARMA}Dược thú y SG`]);
  });

  it('lets the seller, who pays suppliers, see the debts (SPEC §6)', async () => {
    await renderDebts('', 'seller');
    await expectListed([`${VET_PHARMA}Dược thú y SG`]);
  });

  it('sends a doctor to the forbidden page: supplier debts are not theirs to see', async () => {
    renderScreen(<SupplierDebtsPage shopId={Q1} />, { path: PATH, user: 'doctor' });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/vi/403'));
    expect(screen.queryByRole('button', { name: VET_PHARMA })).not.toBeInTheDocument();
  });

  it('opens the supplier’s debt panel from its row, beside the list', async () => {
    const view = await renderDebts();
    await view.user.click(screen.getByRole('button', { name: VET_PHARMA }));
    const panel = await screen.findByRole('dialog', { name: `Công nợ: ${VET_PHARMA}` });
    expect(await within(panel).findByRole('link', { name: 'PN000001' })).toHaveAttribute('href', shopPath(`/product-imports/${Object.values(mockState.books.imports).find((i) => i.shopId === MOCK_IDS.shops.q1)!.id}`));
    expect(within(panel).getByRole('link', { name: 'Thông tin nhà cung cấp' })).toHaveAttribute('href', shopPath(`/suppliers/${SU.vetPharma}`));
    await view.user.click(within(panel).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
