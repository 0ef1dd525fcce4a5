import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach } from 'vitest';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { shopResponse } from '@/lib/contracts/shops';
import { userResponse } from '@/lib/contracts/users';
import { MOCK_IDS, mockShop, mockUser, type MockUserKey } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { renderWithProviders, sessionFor } from './render';
import { retype } from './staff-form';

// Shared setup of the profile page tests (tests/components/profile-*.test.tsx): the page of a mock
// user of the Quận 1 shop, opened on the tab its URL hash names, the session refresh after a save,
// and the object URLs of the image previews. The messages under fields: staff-form.tsx.

export const Q1 = MOCK_IDS.shops.q1;
const PROFILE_PATH = `/vi/clinic-management/${Q1}/profile`;

/** The profile page of `key` (with the shop for the owner unless said otherwise), on the tab `hash` names. */
export function renderProfilePage(key: MockUserKey, { hash, withShop = key === 'owner' }: { hash?: string; withShop?: boolean } = {}) {
  if (hash) window.history.replaceState(null, '', `${PROFILE_PATH}#${hash}`);
  const user = userResponse.parse(mockUser(key));
  const shop = withShop ? shopResponse.parse(mockShop('q1')) : null;
  return renderWithProviders(<ProfilePage user={user} shop={shop} shopId={Q1} />, { session: sessionFor(key), pathname: PROFILE_PATH });
}

/** next-auth's `update()`: a CSRF token, then POST /api/auth/session answering the fresh session; each refresh is recorded. */
export function acceptSessionUpdates(key: MockUserKey) {
  const updates: unknown[] = [];
  server.use(
    http.get('*/api/auth/csrf', () => HttpResponse.json({ csrfToken: 'csrf-token' })),
    http.post('*/api/auth/session', () => {
      updates.push(key);
      return HttpResponse.json(sessionFor(key));
    }),
  );
  return updates;
}

/**
 * The hooks of a profile page test: the page writes its tab into the URL hash, so the URL goes back
 * to `/` after each test; with `objectUrls`, jsdom (which has none) gets the object URLs the image
 * previews and the mock's stored images use.
 */
export function profilePageHooks({ objectUrls = false } = {}) {
  if (objectUrls) {
    beforeEach(() => {
      Object.assign(URL, { createObjectURL: (file: File) => `blob:mock/${file.name}`, revokeObjectURL: () => undefined });
    });
  }
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    if (!objectUrls) return;
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
}

/** The Info tab's form and its controls. */
export function infoForm() {
  const form = screen.getByRole('form', { name: 'Thông tin' });
  const q = within(form);
  return {
    form,
    name: q.getByLabelText(/^Họ và tên/),
    email: q.getByLabelText('Email'),
    phone: q.getByLabelText(/^Số điện thoại/),
    gender: q.getByLabelText(/^Giới tính/),
    address: q.getByLabelText('Địa chỉ'),
    singleUser: q.getByRole('checkbox', { name: 'Làm việc một người' }),
    button: (name: string) => q.getByRole('button', { name }),
    queryButton: (name: string) => q.queryByRole('button', { name }),
  };
}

/** The owner's Info tab, switched to editing with Cập nhật. */
export async function editInfo() {
  const view = renderProfilePage('owner');
  const f = infoForm();
  await view.user.click(f.button('Cập nhật'));
  return { ...view, f };
}

/** Changes every field of the Info tab being edited: name and phone as given, the gender, the address emptied, the single-user flow on. */
export async function changeEveryInfoField(user: UserEvent, f: ReturnType<typeof infoForm>, { name, phone }: { name: string; phone: string }) {
  await retype(user, f.name, name);
  await retype(user, f.phone, phone);
  await user.selectOptions(f.gender, 'Nam');
  await user.clear(f.address);
  await user.click(f.singleUser);
}
