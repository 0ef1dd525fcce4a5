import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { mockShop } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { profilePageHooks, Q1, renderProfilePage } from '@/tests/support/profile-page';
import { router } from '@/tests/support/render';
import { messageUnder, retype } from '@/tests/support/staff-form';

// The StoreSettings tab of the profile page (SPEC §2, §5): edit/cancel/save, the VAT master switch
// over the four business lines, percent parsing, and the multipart PUT shops/info.

const LINES = ['Bán hàng', 'Spa', 'Khám chữa bệnh', 'Khách sạn'] as const;

function renderStoreSettings() {
  const view = renderProfilePage('owner', { hash: 'StoreSettings' });
  const form = screen.getByRole('form', { name: 'Cài đặt cửa hàng' });
  const q = within(form);
  return {
    ...view,
    form,
    field: (label: RegExp | string) => q.getByLabelText(label),
    master: () => q.getByRole('checkbox', { name: 'Áp dụng cho tất cả' }),
    enabled: (line: (typeof LINES)[number]) => q.getByRole('checkbox', { name: `Áp dụng thuế cho ${line}` }),
    percent: (line: (typeof LINES)[number]) => q.getByRole('textbox', { name: `Thuế suất ${line}` }),
    button: (name: string) => q.getByRole('button', { name }),
  };
}

type View = ReturnType<typeof renderStoreSettings>;
const lineStates = (view: View) => LINES.map((line) => (view.enabled(line) as HTMLInputElement).checked);

/** The multipart fields the client sends to PUT shops/info; the default handler still answers. */
function captureShopInfo() {
  const sent: Array<{ contentType: string | null; shopId: string | null; fields: Record<string, string>; hasLogo: boolean }> = [];
  server.use(
    http.put('*/api/v1/shops/info', async ({ request }) => {
      const form = await request.clone().formData();
      const fields: Record<string, string> = {};
      for (const [key, value] of form.entries()) if (typeof value === 'string') fields[key] = value;
      sent.push({ contentType: request.headers.get('content-type')?.split(';')[0] ?? null, shopId: request.headers.get('shop-id'), fields, hasLogo: form.has('document') });
    }),
  );
  return sent;
}

/** The settings switched to editing with Cập nhật. */
async function editStoreSettings() {
  const view = renderStoreSettings();
  await view.user.click(view.button('Cập nhật'));
  return view;
}

// the logo preview and the mock's stored logo are object URLs
profilePageHooks({ objectUrls: true });

describe('profile: StoreSettings tab', () => {
  it('shows the shop read-only until Cập nhật, with the VAT lines as stored', async () => {
    const view = renderStoreSettings();
    expect(view.field(/^Tên cửa hàng/)).toHaveValue('PetCare Sài Gòn - Quận 1');
    expect(view.field(/^Tên viết tắt/)).toHaveValue('Quận 1');
    expect(view.field(/^Số điện thoại/)).toHaveValue('02838221234');
    expect(view.field('Số tài khoản')).toHaveValue('0071001234567');
    expect(view.field('Ngân hàng')).toHaveValue('Vietcombank');
    expect(lineStates(view)).toEqual([false, false, true, false]);
    expect(view.percent('Khám chữa bệnh')).toHaveValue('8');
    expect(view.master()).not.toBeChecked();
    for (const control of [view.field(/^Tên cửa hàng/), view.field('Chủ tài khoản'), view.master(), view.enabled('Spa'), view.percent('Spa'), view.field('Chọn logo')]) {
      expect(control).toBeDisabled();
    }

    await view.user.click(view.button('Cập nhật'));
    for (const control of [view.field(/^Tên cửa hàng/), view.field('Chủ tài khoản'), view.master(), view.enabled('Spa'), view.percent('Spa')]) expect(control).toBeEnabled();
  });

  it('turns all four lines on and off with the master switch, which follows the lines', async () => {
    const view = await editStoreSettings();

    await view.user.click(view.master());
    expect(lineStates(view)).toEqual([true, true, true, true]);
    expect(view.master()).toBeChecked();

    await view.user.click(view.master());
    expect(lineStates(view)).toEqual([false, false, false, false]);
    expect(view.master()).not.toBeChecked();

    // every line on by hand turns the master on; one off turns it off
    for (const line of LINES) await view.user.click(view.enabled(line));
    expect(view.master()).toBeChecked();
    await view.user.click(view.enabled('Khách sạn'));
    expect(view.master()).not.toBeChecked();
    expect(lineStates(view)).toEqual([true, true, true, false]);
  });

  it.each([
    ['-', '0'],
    ['150', '100'],
    ['8,5', '8.5'],
    ['', '0'],
  ])('parses the percent "%s" to %s when the field is left', async (typed, shown) => {
    const view = await editStoreSettings();
    const percent = view.percent('Spa');
    await retype(view.user, percent, typed);
    expect(percent).toHaveValue(typed);
    await view.user.tab();
    expect(percent).toHaveValue(shown);
  });

  it('reverts every change on Huỷ and sends nothing', async () => {
    const sent = captureShopInfo();
    const view = await editStoreSettings();
    await retype(view.user, view.field(/^Tên cửa hàng/), 'Tên Mới');
    await view.user.click(view.master());
    await retype(view.user, view.percent('Bán hàng'), '12');

    await view.user.click(view.button('Huỷ'));
    expect(view.field(/^Tên cửa hàng/)).toHaveValue('PetCare Sài Gòn - Quận 1');
    expect(lineStates(view)).toEqual([false, false, true, false]);
    expect(view.percent('Bán hàng')).toHaveValue('0');
    expect(view.field(/^Tên cửa hàng/)).toBeDisabled();
    expect(sent).toEqual([]);
  });

  it('saves with a multipart PUT shops/info whose vatSettings JSON matches the form, and toasts', async () => {
    const sent = captureShopInfo();
    const view = await editStoreSettings();
    await view.user.clear(view.field('Chi nhánh'));
    // the bank is picked from the banks VietQR knows
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Ngân hàng' }), 'Techcombank — Ngân hàng TMCP Kỹ thương Việt Nam');
    await view.user.click(view.master());
    await view.user.click(view.enabled('Bán hàng'));
    await retype(view.user, view.percent('Spa'), '10');
    await retype(view.user, view.percent('Khách sạn'), '8,5');
    await retype(view.user, view.percent('Bán hàng'), '-');
    await view.user.click(view.button('Lưu thay đổi'));

    expect(await screen.findByText('Cập nhật thông tin thành công.')).toBeVisible();
    const vatSettings = {
      sale: { isEnabled: false, percent: 0 },
      grooming: { isEnabled: true, percent: 10 },
      healthcare: { isEnabled: true, percent: 8 },
      hotel: { isEnabled: true, percent: 8.5 },
    };
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ contentType: 'multipart/form-data', shopId: Q1, hasLogo: false });
    expect(JSON.parse(sent[0].fields.vatSettings)).toEqual(vatSettings);
    expect(JSON.parse(sent[0].fields.bankInfo)).toEqual({ bankName: 'Techcombank', accountNumber: '0071001234567', bankBranch: null, accountName: 'CONG TY TNHH PETCARE SAI GON' });
    expect(sent[0].fields).toMatchObject({ name: 'PetCare Sài Gòn - Quận 1', alias: 'Quận 1', phone: '02838221234' });
    expect(mockShop('q1').vatSettings).toEqual(vatSettings);

    await waitFor(() => expect(view.master()).toBeDisabled());
    expect(view.percent('Khách sạn')).toHaveValue('8.5');
    expect(view.button('Cập nhật')).toBeInTheDocument();
    expect(router.refresh).toHaveBeenCalledOnce();
  });

  it('saves the paper that prints straight after payment', async () => {
    const sent = captureShopInfo();
    const view = await editStoreSettings();
    const paper = screen.getByRole('combobox', { name: 'In ngay sau khi thanh toán' });
    expect(paper).toHaveValue('none');
    await view.user.selectOptions(paper, 'Phiếu 80 mm');
    await view.user.click(view.button('Lưu thay đổi'));
    expect(await screen.findByText('Cập nhật thông tin thành công.')).toBeVisible();
    expect(sent[0].fields.printAfterPayment).toBe('receipt');
    expect(mockShop('q1').printAfterPayment).toBe('receipt');
    await waitFor(() => expect(paper).toBeDisabled());
    expect(paper).toHaveValue('receipt');
  });

  it('saves the opening hours and the late check-out hour, refusing a closing time before the opening', async () => {
    const sent = captureShopInfo();
    const view = await editStoreSettings();
    const opens = view.field(/^Giờ mở cửa/);
    const closes = view.field(/^Giờ đóng cửa/);
    const late = view.field(/^Trả phòng muộn sau/);
    expect([opens, closes, late].map((f) => (f as HTMLInputElement).value)).toEqual(['08:00', '20:00', '12:00']);
    fireEvent.change(opens, { target: { value: '21:00' } });
    await view.user.click(view.button('Lưu thay đổi'));
    await waitFor(() => expect(messageUnder(closes)).toHaveTextContent('Giờ đóng cửa phải sau giờ mở cửa'));
    expect(sent).toEqual([]);

    fireEvent.change(opens, { target: { value: '07:30' } });
    fireEvent.change(closes, { target: { value: '21:00' } });
    fireEvent.change(late, { target: { value: '14:00' } });
    await view.user.click(view.button('Lưu thay đổi'));
    expect(await screen.findByText('Cập nhật thông tin thành công.')).toBeVisible();
    expect(sent[0].fields).toMatchObject({ opensAt: '07:30', closesAt: '21:00', lateCheckOutAfter: '14:00' });
    expect(mockShop('q1')).toMatchObject({ opensAt: '07:30', closesAt: '21:00', lateCheckOutAfter: '14:00' });
  });

  it('sends a newly chosen logo as `document` with the settings', async () => {
    const sent = captureShopInfo();
    const view = renderStoreSettings();
    const logo = within(view.form).getByRole('img', { name: 'Logo cửa hàng' });
    expect(logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await view.user.click(view.button('Cập nhật'));
    await view.user.upload(view.field('Chọn logo'), new File(['png'], 'logo-moi.png', { type: 'image/png' }));
    expect(within(view.form).getByRole('img', { name: 'Logo cửa hàng' })).toHaveAttribute('src', 'blob:mock/logo-moi.png');
    await view.user.click(view.button('Lưu thay đổi'));

    expect(await screen.findByText('Cập nhật thông tin thành công.')).toBeVisible();
    expect(sent).toMatchObject([{ contentType: 'multipart/form-data', hasLogo: true }]);
    expect(mockShop('q1').logo).toMatch(/^blob:mock\//);
    await waitFor(() => expect(within(view.form).getByRole('img', { name: 'Logo cửa hàng' })).toHaveAttribute('src', mockShop('q1').logo));
  });

  it('rejects a logo that is not an image and keeps the current one', async () => {
    const sent = captureShopInfo();
    const view = await editStoreSettings();
    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(view.field('Chọn logo'), new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    expect(await within(view.form).findByText('Chỉ chấp nhận một tệp hình ảnh tối đa 5 MB')).toBeVisible();
    expect(within(view.form).getByRole('img', { name: 'Logo cửa hàng' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    await view.user.click(view.button('Lưu thay đổi'));
    expect(await screen.findByText('Cập nhật thông tin thành công.')).toBeVisible();
    expect(sent).toMatchObject([{ hasLogo: false }]);
  });

  it('shows SPEC §5 messages under the shop fields and sends nothing', async () => {
    const sent = captureShopInfo();
    const view = await editStoreSettings();
    await retype(view.user, view.field(/^Tên viết tắt/), 'Q1');
    await retype(view.user, view.field(/^Số điện thoại/), '283822');
    await view.user.clear(view.field(/^Địa chỉ/));
    await view.user.click(view.button('Lưu thay đổi'));

    await waitFor(() => expect(messageUnder(view.field(/^Tên viết tắt/))).toHaveTextContent('Tên phải từ 3 đến 100 ký tự'));
    expect(messageUnder(view.field(/^Số điện thoại/))).toHaveTextContent('Số điện thoại không hợp lệ, phải bắt đầu bằng số 0 và có 10 đến 11 chữ số');
    expect(messageUnder(view.field(/^Địa chỉ/))).toHaveTextContent('Trường này là bắt buộc');
    expect(messageUnder(view.field(/^Tên cửa hàng/))).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends a refused save (expired subscription: 403) to /403 per SPEC §8 and stays in edit mode', async () => {
    const shop = mockShop('q1');
    shop.subscription = { ...shop.subscription, endsAt: new Date(Date.now() - 86_400_000).toISOString() };
    const view = await editStoreSettings();
    await view.user.click(view.button('Lưu thay đổi'));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/vi/403'));
    expect(view.button('Lưu thay đổi')).toBeEnabled();
    expect(screen.queryByText('Cập nhật thông tin thành công.')).not.toBeInTheDocument();
  });
});
