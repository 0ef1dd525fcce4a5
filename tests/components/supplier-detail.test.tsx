import { screen, waitFor, within } from '@testing-library/react';
import { SupplierDetailPage } from '@/features/suppliers/components/supplier-detail-page';
import { SuppliersPage } from '@/features/suppliers/components/suppliers-page';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { loadedListRenderer, Q1, renderScreen, rowAction, shopPath } from '@/tests/support/catalogue-screens';
import { router } from '@/tests/support/render';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// One supplier's page (SUPPLIER_VIEW_DETAILS): contact and bank details, and what the shop owes
// them — the debt section of the debts list's panel, with the open imports and the payments.

const SU = MOCK_CATALOGUE.suppliers;
const VET_PHARMA = 'Công ty TNHH Dược Thú Y Sài Gòn';

async function renderSupplier(id: string, name: string, user: 'owner' | 'accountant' = 'owner') {
  const view = renderScreen(<SupplierDetailPage shopId={Q1} supplierId={id} />, { path: shopPath(`/suppliers/${id}`), user });
  await screen.findByRole('heading', { name });
  return view;
}

const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;

describe('supplier page', () => {
  it('opens from the suppliers list’s row menu', async () => {
    const view = await loadedListRenderer(<SuppliersPage shopId={Q1} />, shopPath('/suppliers'))();
    await rowAction(view, VET_PHARMA, 'Xem chi tiết');
    expect(router.push).toHaveBeenCalledWith(shopPath(`/suppliers/${SU.vetPharma}`));
  });

  it('shows the supplier’s details, the bank account to pay into, and a way back to the list', async () => {
    await renderSupplier(SU.vetPharma, VET_PHARMA);
    for (const [label, value] of [
      ['Tên viết tắt', 'Dược thú y SG'],
      ['Số điện thoại', '02838123456'],
      ['Địa chỉ', '215 Điện Biên Phủ, Phường 15, Quận Bình Thạnh'],
      ['Ngân hàng', 'Vietcombank'],
      ['Chi nhánh', 'Chi nhánh Sài Gòn'],
      ['Số tài khoản', '0071000654321'],
      ['Chủ tài khoản', 'CONG TY TNHH DUOC THU Y SAI GON'],
    ]) {
      expect(detail(label)).toHaveTextContent(value);
    }
    expect(screen.getByRole('link', { name: 'Quay lại danh sách' })).toHaveAttribute('href', shopPath('/suppliers'));
    expect(screen.getByRole('button', { name: 'Sửa' })).toBeInTheDocument();
  });

  it('shows what the shop owes them: the open import and the payment made when it came in', async () => {
    await renderSupplier(SU.vetPharma, VET_PHARMA, 'accountant');
    const imports = await screen.findByRole('table', { name: 'Phiếu nhập còn nợ (cũ nhất trước)' });
    const opening = Object.values(mockState.books.imports).find((i) => i.shopId === Q1)!;
    expect(within(imports).getByRole('link', { name: 'PN000001' })).toHaveAttribute('href', shopPath(`/product-imports/${opening.id}`));
    expect(detail('Còn nợ')).toHaveTextContent('6.869.000 ₫');
    expect(detail('Phiếu nhập còn nợ')).toHaveTextContent('1');
    expect(detail('Nợ từ ngày')).toHaveTextContent('28/10/2025');
    const payments = screen.getByRole('table', { name: 'Lịch sử thanh toán' });
    expect(within(payments).getByRole('row', { name: /PC000001/ })).toHaveTextContent('PN000001: 10.303.000 ₫');
    expect(screen.getByRole('button', { name: 'Thanh toán' })).toBeInTheDocument();
  });

  it('says so when nothing is owed, with no payment to make', async () => {
    await renderSupplier(SU.royalPet, 'Công ty CP Thức Ăn Thú Cưng Royal');
    expect(await screen.findByText('Đã thanh toán hết công nợ.')).toBeInTheDocument();
    expect(detail('Còn nợ')).toHaveTextContent('0 ₫');
    expect(screen.getByText('Không còn phiếu nhập nào chưa trả hết.')).toBeInTheDocument();
    expect(screen.getByText('Chưa có khoản thanh toán nào.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thanh toán' })).not.toBeInTheDocument();
  });

  it('sends a supplier of another shop to the 404 page', async () => {
    renderScreen(<SupplierDetailPage shopId={Q1} supplierId={SU.hanoiHaThanh} />, { path: shopPath(`/suppliers/${SU.hanoiHaThanh}`) });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/vi/404'));
    expect(screen.queryByText('Công ty TNHH Thú Y Hà Thành')).not.toBeInTheDocument();
  });
});
