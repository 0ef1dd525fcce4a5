import { screen, waitFor } from '@testing-library/react';
import { VoucherPrint } from '@/features/cash-book/components/voucher-print';
import { MOCK_IDS, mockShop, mockState } from '@/tests/msw/data';
import { recordVoucher, reverseVoucher } from '@/tests/msw/mock-ledger';
import { Q1, renderScreen, shopPath } from '@/tests/support/catalogue-screens';
import { router } from '@/tests/support/render';

// A voucher printed on A5 in the report layout (the 01-TT / 02-TT forms): the shop's header, PHIẾU
// THU or PHIẾU CHI with its code and date, who paid or was paid and why, the amount in figures and
// in Vietnamese words, the method, the source document, and the three signatures.

const shop = mockShop('q1');
const voucherOf = (code: string, shopId: string = Q1) => Object.values(mockState.books.vouchers).find((v) => v.shopId === shopId && v.code === code)!;

async function renderPrint(id: string) {
  renderScreen(<VoucherPrint shopId={Q1} voucherId={id} shop={{ name: shop.name, address: shop.address, phone: shop.phone }} />, { path: shopPath(`/print/cash-vouchers/${id}`) });
  await screen.findByRole('heading', { level: 1 });
}

const line = (label: string) => screen.getByText(`${label}:`, { selector: 'dt' }).nextSibling;

describe('printed voucher', () => {
  it('prints the import’s payment as a PHIẾU CHI with its amount in words and the signatures', async () => {
    await renderPrint(voucherOf('PC000001').id);
    expect(screen.getByRole('heading', { name: 'PHIẾU CHI' })).toBeInTheDocument();
    expect(screen.getByText('PetCare Sài Gòn - Quận 1')).toBeInTheDocument();
    expect(screen.getByText('Điện thoại: 02838221234')).toBeInTheDocument();
    expect(screen.getByText('PC000001')).toBeInTheDocument();
    expect(screen.getByText('Ngày: 28/10/2025 12:00')).toBeInTheDocument();
    expect(line('Họ và tên người nhận tiền')).toHaveTextContent('Công ty TNHH Dược Thú Y Sài Gòn');
    expect(line('Đối tượng')).toHaveTextContent('Nhà cung cấp');
    expect(line('Lý do')).toHaveTextContent('Nhập hàng');
    expect(line('Số tiền')).toHaveTextContent('10.303.000 ₫');
    expect(line('Viết bằng chữ')).toHaveTextContent('Mười triệu ba trăm linh ba nghìn đồng');
    expect(line('Hình thức thanh toán')).toHaveTextContent('Chuyển khoản');
    expect(line('Kèm theo chứng từ gốc')).toHaveTextContent('PN000001');
    for (const role of ['Người lập phiếu', 'Người nhận tiền', 'Thủ quỹ']) expect(screen.getByText(role)).toBeInTheDocument();
    expect(screen.getByText('Võ Thị Hạnh')).toBeInTheDocument();
    expect(screen.queryByText('ĐÃ HỦY')).not.toBeInTheDocument();
  });

  it('prints a voided receipt as a PHIẾU THU stamped ĐÃ HỦY, with the payer’s signature', async () => {
    const receipt = recordVoucher(mockState, { shopId: Q1, userId: MOCK_IDS.users.owner, type: 'RECEIPT', category: 'OTHER_INCOME', payer: { type: 'OTHER', id: null, name: 'Cơ sở thu mua phế liệu Ba Tư' }, amount: 120_000, method: 'CASH', note: 'Bán thùng carton cũ' });
    reverseVoucher(mockState, { voucher: receipt, userId: MOCK_IDS.users.owner, reason: 'Ghi nhầm' });
    await renderPrint(receipt.id);
    expect(screen.getByRole('heading', { name: 'PHIẾU THU' })).toBeInTheDocument();
    expect(line('Họ và tên người nộp tiền')).toHaveTextContent('Cơ sở thu mua phế liệu Ba Tư');
    expect(line('Lý do')).toHaveTextContent('Thu khác — Bán thùng carton cũ');
    expect(line('Viết bằng chữ')).toHaveTextContent('Một trăm hai mươi nghìn đồng');
    expect(screen.getByText('Người nộp tiền')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('ĐÃ HỦY');
  });

  it('sends another shop’s voucher to the 404 page', async () => {
    renderScreen(<VoucherPrint shopId={Q1} voucherId={voucherOf('PC000001', MOCK_IDS.shops.hanoi).id} shop={shop} />, { path: shopPath('/print/cash-vouchers/x') });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/vi/404'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
