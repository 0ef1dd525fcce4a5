import { screen, waitFor, within } from '@testing-library/react';
import { PromotionsPage } from '@/features/promotions/components/promotions-page';
import { InvoiceKind } from '@/lib/enums/invoices';
import { todayIn } from '@/lib/format';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { mockState } from '@/tests/msw/data';
import { MOCK_PROMOTIONS } from '@/tests/msw/promotions-data';
import { fillForm, type FormDialog, formDialog, loadedListRenderer, openForm, Q1, rowAction, shopPath, type View } from '@/tests/support/catalogue-screens';
import { captureBodies, expectMessage, messageUnder } from '@/tests/support/staff-form';

vi.mock('@/lib/i18n/navigation', async () => (await import('@/tests/support/catalogue-screens')).localeNavigation);

// The promotion form (issue 18 §5): the fields of the chosen method only, the contract's rules under
// their fields before anything is sent, products picked by name, and what the server refuses (a code
// the shop already has) under its field.

const PR = MOCK_CATALOGUE.products;
const renderPromotions = loadedListRenderer(<PromotionsPage shopId={Q1} />, shopPath('/promotions'));
const openCreate = (view: View) => openForm(view, 'Thêm khuyến mãi');
const shown = (form: FormDialog, label: string) => within(form.dialog).queryByLabelText(new RegExp(`^${label.replace(/[()%]/g, '\\$&')}( \\*)?$`)) !== null;
const fieldsShown = (form: FormDialog) =>
  ['Tổng tiền hàng tối thiểu', 'Phần trăm giảm (%)', 'Giảm tối đa', 'Số tiền giảm', 'Sản phẩm mua', 'Số lượng mua', 'Sản phẩm tặng', 'Số lượng tặng'].filter((label) => shown(form, label));

/** Types into a product field and picks the product offered. */
async function pickProduct(view: View, form: FormDialog, label: string, typed: string, option: string) {
  await view.user.type(form.control(label), typed);
  await view.user.click(await within(form.dialog).findByRole('option', { name: option }));
}

describe('promotion form', () => {
  it('shows only the fields of the chosen method', async () => {
    const view = await renderPromotions();
    const form = await openCreate(view);
    expect(form.control('Hình thức')).toHaveDisplayValue('Giảm giá hóa đơn');
    expect(within(form.dialog).getByRole('checkbox', { name: 'Bán lẻ' })).toBeChecked();
    expect(form.control('Ngày bắt đầu')).toHaveValue(todayIn().split('-').reverse().join('/'));
    expect(fieldsShown(form)).toEqual(['Tổng tiền hàng tối thiểu', 'Phần trăm giảm (%)', 'Giảm tối đa']);
    await view.user.click(within(form.dialog).getByRole('radio', { name: 'Số tiền' }));
    expect(fieldsShown(form)).toEqual(['Tổng tiền hàng tối thiểu', 'Số tiền giảm']);

    await view.user.selectOptions(form.control('Hình thức'), 'Tặng quà theo hóa đơn');
    expect(fieldsShown(form)).toEqual(['Tổng tiền hàng tối thiểu', 'Sản phẩm tặng', 'Số lượng tặng']);
    await view.user.selectOptions(form.control('Hình thức'), 'Mua hàng tặng hàng');
    expect(fieldsShown(form)).toEqual(['Sản phẩm mua', 'Số lượng mua', 'Sản phẩm tặng', 'Số lượng tặng']);
  }, 20_000);

  it('shows the rules under their fields and sends nothing', async () => {
    const posts = captureBodies('post', '/promotions');
    const view = await renderPromotions();
    const form = await openCreate(view);
    await fillForm(view, form, { 'Phần trăm giảm (%)': '150', 'Ngày bắt đầu': '10/03/2026', 'Ngày kết thúc': '09/03/2026' });
    await view.user.click(within(form.dialog).getByRole('checkbox', { name: 'Bán lẻ' }));
    await view.user.click(form.save);

    await expectMessage(form.control('Mã khuyến mãi'), 'Trường này là bắt buộc');
    await expectMessage(form.control('Phần trăm giảm (%)'), 'Phần trăm giảm phải lớn hơn 0 và không quá 100 (tối đa 2 chữ số thập phân)');
    await expectMessage(form.control('Ngày kết thúc'), 'Ngày kết thúc không được trước ngày bắt đầu');
    expect(within(form.dialog).getByRole('group', { name: /Áp dụng cho hóa đơn/ })).toHaveTextContent('Chọn ít nhất một loại hóa đơn được áp dụng');
    expect(messageUnder(form.control('Giảm tối đa'))).toBeNull();

    await view.user.selectOptions(form.control('Hình thức'), 'Mua hàng tặng hàng');
    await view.user.click(form.save);
    await expectMessage(form.control('Sản phẩm mua'), 'Chọn sản phẩm mua');
    await expectMessage(form.control('Sản phẩm tặng'), 'Chọn sản phẩm tặng');
    await expectMessage(form.control('Số lượng tặng'), 'Trường này là bắt buộc');
    expect(posts).toEqual([]);
  }, 20_000);

  it('adds a buy-and-get promotion with the products picked by name, and lists it', async () => {
    const posts = captureBodies('post', '/promotions');
    const view = await renderPromotions();
    const form = await openCreate(view);
    await fillForm(view, form, { 'Mã khuyến mãi': 'KM-MUA2', 'Tên khuyến mãi': 'Mua 2 hạt tặng 1 pate', 'Hình thức': 'Mua hàng tặng hàng' });
    await pickProduct(view, form, 'Sản phẩm mua', 'royal', 'Hạt Royal Canin Mini Adult 2kg (SP0008)');
    await pickProduct(view, form, 'Sản phẩm tặng', 'whiskas', 'Pate Whiskas cá ngừ 85g (SP0009)');
    await fillForm(view, form, { 'Số lượng mua': '2', 'Số lượng tặng': '1' });
    await view.user.click(within(form.dialog).getByRole('checkbox', { name: 'Spa & làm đẹp' }));
    await view.user.click(form.save);

    expect(await screen.findByText('Đã thêm khuyến mãi “KM-MUA2”.')).toBeVisible();
    expect(posts).toEqual([
      {
        code: 'KM-MUA2',
        name: 'Mua 2 hạt tặng 1 pate',
        method: 'PRODUCT#GIFT',
        startsOn: todayIn(),
        endsOn: null,
        kinds: [InvoiceKind.GROOMING, InvoiceKind.RETAIL],
        ...{ minSubtotal: 0, discountPercent: null, discountCap: null, discountAmount: null },
        ...{ buyProductId: PR.royalCanin, buyQuantity: 2, giftProductId: PR.whiskas, giftQuantity: 1 },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'KM-MUA2' })).toBeInTheDocument();
  }, 20_000);

  it('puts a code the shop already has under the code, as the server answers', async () => {
    const view = await renderPromotions();
    const form = await openCreate(view);
    await fillForm(view, form, { 'Mã khuyến mãi': 'KM-HE', 'Tên khuyến mãi': 'Giảm 20.000 ₫', 'Phần trăm giảm (%)': '5' });
    await view.user.click(form.save);
    await expectMessage(form.control('Mã khuyến mãi'), 'Mã khuyến mãi đã được sử dụng');
    expect(screen.getByRole('dialog', { name: 'Thêm khuyến mãi' })).toBeInTheDocument();
  }, 20_000);

  it('opens a promotion filled in and saves a new percent, keeping its switch', async () => {
    const puts = captureBodies('put', `/promotions/${MOCK_PROMOTIONS.tenPercent}`);
    const view = await renderPromotions();
    await rowAction(view, 'Giảm 10% hóa đơn từ 500.000 ₫', 'Sửa');
    await screen.findByRole('dialog', { name: 'Sửa khuyến mãi' });
    const form = formDialog('Sửa khuyến mãi');
    expect(form.control('Mã khuyến mãi')).toHaveValue('KM-GIAM10');
    expect(form.control('Phần trăm giảm (%)')).toHaveValue('10');
    expect(form.control('Giảm tối đa')).toHaveValue(100000);
    expect(form.control('Tổng tiền hàng tối thiểu')).toHaveValue(500000);
    expect(within(form.dialog).getByRole('switch', { name: 'Đang áp dụng' })).toBeChecked();

    await fillForm(view, form, { 'Phần trăm giảm (%)': '12,5' });
    await view.user.click(form.save);
    expect(await screen.findByText('Đã lưu khuyến mãi “KM-GIAM10”.')).toBeVisible();
    expect(puts).toMatchObject([{ code: 'KM-GIAM10', discountPercent: 12.5, discountCap: 100_000, minSubtotal: 500_000, isActive: true }]);
    expect(mockState.promotions[MOCK_PROMOTIONS.tenPercent]).toMatchObject({ discountPercent: 12.5, usageCount: 12 });
  }, 20_000);
});
