import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { mockUser, type MockUserKey } from '@/tests/msw/data';
import { server, trackRequests } from '@/tests/msw/server';
import { acceptSessionUpdates, profilePageHooks, renderProfilePage } from '@/tests/support/profile-page';

// The profile page's frame (SPEC §2): the tab comes from the URL hash (StoreSettings for the shop
// admin only), the header shows the user, and the avatar badge opens "Thay đổi hình đại diện".

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

/** The selected tab and its pane (jsdom has no Bootstrap CSS: the shown pane is the `.active` one). */
function expectActiveTab(name: string) {
  expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName(name);
  const shown = screen.getAllByRole('tabpanel').filter((pane) => pane.classList.contains('active'));
  expect(shown).toEqual([screen.getByRole('tabpanel', { name })]);
  expect(shown[0]).toContainElement(screen.getByRole('form', { name }));
}

// the avatar preview and the mock's stored image are object URLs
profilePageHooks({ objectUrls: true });

describe('profile: tabs by URL hash', () => {
  it('opens Info without a hash; a shop admin has the three tabs', () => {
    renderProfilePage('owner');
    expect(tabNames()).toEqual(['Thông tin', 'Cài đặt cửa hàng', 'Đổi mật khẩu']);
    expectActiveTab('Thông tin');
  });

  it('opens ChangePassword from #ChangePassword', () => {
    renderProfilePage('doctor', { hash: 'ChangePassword' });
    expectActiveTab('Đổi mật khẩu');
    expect(screen.getByRole('tabpanel', { name: 'Thông tin' })).not.toHaveClass('active');
  });

  it('opens StoreSettings from #StoreSettings for a shop admin', () => {
    renderProfilePage('owner', { hash: 'StoreSettings' });
    expectActiveTab('Cài đặt cửa hàng');
    expect(within(screen.getByRole('tabpanel', { name: 'Cài đặt cửa hàng' })).getByLabelText(/^Tên cửa hàng/)).toHaveValue('PetCare Sài Gòn - Quận 1');
  });

  it('falls back to Info on #StoreSettings for a doctor, whose tabs have no Cài đặt cửa hàng', () => {
    renderProfilePage('doctor', { hash: 'StoreSettings' });
    expect(tabNames()).toEqual(['Thông tin', 'Đổi mật khẩu']);
    expectActiveTab('Thông tin');
    expect(screen.queryByRole('form', { name: 'Cài đặt cửa hàng' })).not.toBeInTheDocument();
  });

  it('hides StoreSettings from a non-admin even when a shop is passed in', () => {
    renderProfilePage('seller', { hash: 'StoreSettings', withShop: true });
    expect(screen.queryByRole('tab', { name: 'Cài đặt cửa hàng' })).not.toBeInTheDocument();
    expectActiveTab('Thông tin');
  });

  it('falls back to Info on an unknown hash', () => {
    renderProfilePage('owner', { hash: 'Nope' });
    expectActiveTab('Thông tin');
  });

  it('writes the chosen tab into the hash without a new history entry, and follows hash changes', async () => {
    const { user } = renderProfilePage('owner');
    const before = window.history.length;
    await user.click(screen.getByRole('tab', { name: 'Đổi mật khẩu' }));
    expect(window.location.hash).toBe('#ChangePassword');
    expect(window.location.pathname).toBe('/');
    expect(window.history.length).toBe(before);
    expectActiveTab('Đổi mật khẩu');

    // e.g. the Store Settings entry of the side menu links to #StoreSettings
    window.location.hash = '#StoreSettings';
    await waitFor(() => expectActiveTab('Cài đặt cửa hàng'));
  });
});

describe('profile: header', () => {
  it('shows the default avatar, name, translated role, email and phone', () => {
    renderProfilePage('owner');
    expect(screen.getByRole('img', { name: 'Ảnh đại diện của Nguyễn Thị Minh Anh' })).toHaveAttribute('src', '/default-avatar.svg');
    expect(screen.getByText('Quản trị viên')).toBeInTheDocument();
    expect(screen.getByText('owner@petclinic.vn')).toBeInTheDocument();
    expect(screen.getByTestId('profile-phone')).toHaveTextContent('0903123456');
  });

  it('shows "-" for a user without a phone', () => {
    mockUser('doctor').phoneNumber = null;
    renderProfilePage('doctor');
    expect(screen.getByTestId('profile-phone')).toHaveTextContent(/^-$/);
    expect(screen.getByText('Bác sỹ')).toBeInTheDocument();
  });
});

describe('profile: avatar modal', () => {
  async function openModal(key: MockUserKey = 'owner') {
    const view = renderProfilePage(key);
    await view.user.click(screen.getByRole('button', { name: 'Thay đổi hình đại diện' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thay đổi hình đại diện' });
    return { ...view, dialog };
  }

  it('opens from the edit badge with saving disabled until an image is chosen, and closes with Đóng', async () => {
    const { user, dialog } = await openModal();
    expect(within(dialog).getByText('Kéo thả một ảnh vào đây, hoặc bấm để chọn')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Lưu thay đổi' })).toBeDisabled();
    await user.click(within(dialog).getAllByRole('button', { name: 'Đóng' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('rejects a file that is not an image and uploads nothing', async () => {
    const requests = trackRequests();
    const { dialog } = await openModal();
    // user-event would filter by the input's accept list; a user can still pick "All files"
    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(within(dialog).getByLabelText('Chọn ảnh đại diện'), new File(['%PDF-1.7'], 'hoa-don.pdf', { type: 'application/pdf' }));

    expect(await within(dialog).findByText('Chỉ chấp nhận một tệp hình ảnh')).toBeVisible();
    expect(within(dialog).queryByRole('img', { name: 'Ảnh xem trước' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Lưu thay đổi' })).toBeDisabled();
    expect(requests.count('PUT', '/api/v1/users/avatar')).toBe(0);
  });

  it('uploads an image with PUT users/avatar, toasts "Thay đổi thành công." and shows the new avatar', async () => {
    acceptSessionUpdates('owner');
    const uploads: Array<{ type: string | null; isFile: boolean }> = [];
    server.use(
      http.put('*/api/v1/users/avatar', async ({ request }) => {
        const entry = (await request.clone().formData()).get('document');
        // (jsdom's XHR re-encodes the part on the way: its name and bytes are not the browser's)
        uploads.push({ type: request.headers.get('content-type')?.split(';')[0] ?? null, isFile: !!entry && typeof entry !== 'string' && entry.size > 0 });
      }),
    );
    const { user, dialog } = await openModal();
    await user.upload(within(dialog).getByLabelText('Chọn ảnh đại diện'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'meo.png', { type: 'image/png' }));
    expect(await within(dialog).findByRole('img', { name: 'Ảnh xem trước' })).toHaveAttribute('src', 'blob:mock/meo.png');

    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Thay đổi thành công.')).toBeVisible();
    expect(uploads).toEqual([{ type: 'multipart/form-data', isFile: true }]);
    expect(mockUser('owner').image).toMatch(/^blob:mock\//);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the refreshed session carries the new image to the header
    await waitFor(() => expect(screen.getByRole('img', { name: 'Ảnh đại diện của Nguyễn Thị Minh Anh' })).toHaveAttribute('src', mockUser('owner').image));
  });

  it('drops a rejected file once a good image is chosen after it', async () => {
    const { user, dialog } = await openModal();
    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(within(dialog).getByLabelText('Chọn ảnh đại diện'), new File(['x'], 'ghi-chu.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText('Chỉ chấp nhận một tệp hình ảnh')).toBeVisible();
    await user.upload(within(dialog).getByLabelText('Chọn ảnh đại diện'), new File(['gif'], 'cho.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByRole('img', { name: 'Ảnh xem trước' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Chỉ chấp nhận một tệp hình ảnh')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Lưu thay đổi' })).toBeEnabled();
  });
});
