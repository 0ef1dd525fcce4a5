import { signOut } from 'next-auth/react';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api } from '@/lib/api/client';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import type { Locale } from '@/lib/i18n/config';
import { MOCK_IDS, mockUser } from '@/tests/msw/data';
import { errorResponse, MockApiError } from '@/tests/msw/errors';
import { server } from '@/tests/msw/server';
import { authHandlers, sessionOf, sessionUserOf } from '@/tests/msw/session';
import { renderWithProviders, router, sessionFor } from '@/tests/support/render';

// The toast logic of SPEC §8, through the one handler every query and mutation uses. Errors come
// from real requests answered by msw, so they are the AxiosErrors the console really sees.

const { q1: Q1, hanoi: HANOI } = MOCK_IDS.shops;
const CUSTOMER = '6d1e2f3a-0000-4000-8000-000000000001';

/** A button that makes one call and hands its failure to the SPEC §8 handler. */
function FailingAction({ call, onForbidden }: { call: () => Promise<unknown>; onForbidden?: () => void }) {
  const handleError = useApiErrorHandler();
  return (
    <button type="button" onClick={() => call().catch((error: unknown) => handleError(error, { onForbidden }))}>
      Lưu
    </button>
  );
}

async function clickAndFail(call: () => Promise<unknown>, { locale = 'vi', onForbidden }: { locale?: Locale; onForbidden?: () => void } = {}) {
  const view = renderWithProviders(<FailingAction call={call} onForbidden={onForbidden} />, {
    session: sessionFor('owner'),
    locale,
    pathname: `/${locale}/clinic-management/${Q1}/customers`,
  });
  await view.user.click(screen.getByRole('button', { name: 'Lưu' }));
  return view;
}

describe('SPEC §8 error handling', () => {
  it('goes to /404 when the body says 404', async () => {
    server.use(http.get('*/api/v1/customers/:id', ({ request }) => errorResponse(request, new MockApiError('NotFound', 'errors.notFound'))));
    await clickAndFail(() => api.get(`/customers/${CUSTOMER}`));
    await waitFor(() => expect(router.push).toHaveBeenCalledExactlyOnceWith('/vi/404'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('trusts the status in the body over the HTTP status', async () => {
    server.use(http.get('*/api/v1/customers/:id', () => HttpResponse.json({ statusCode: 404, error: 'NotFound', message: 'Không tìm thấy dữ liệu' }, { status: 400 })));
    await clickAndFail(() => api.get(`/customers/${CUSTOMER}`), { locale: 'en' });
    await waitFor(() => expect(router.push).toHaveBeenCalledExactlyOnceWith('/en/404'));
  });

  it('goes to /403 on a 403 (here: a shop outside the user’s chain)', async () => {
    await clickAndFail(() => api.get('/shops/info', { headers: { 'shop-Id': HANOI } }));
    await waitFor(() => expect(router.push).toHaveBeenCalledExactlyOnceWith('/vi/403'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('runs the given forbidden handler instead of redirecting', async () => {
    const onForbidden = vi.fn();
    await clickAndFail(() => api.get('/shops/info', { headers: { 'shop-Id': HANOI } }), { onForbidden });
    await waitFor(() => expect(onForbidden).toHaveBeenCalledOnce());
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the first nested message of a ValidationException', async () => {
    // both fields fail the PUT /users/me contract; the name comes first
    await clickAndFail(() => api.put('/users/me', { name: 'An', phoneNumber: '12345', gender: 1 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tên phải từ 3 đến 100 ký tự');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Số điện thoại');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('shows validation messages in the page’s language', async () => {
    await clickAndFail(() => api.put('/users/me', { name: 'Nguyễn Thị Minh Anh', phoneNumber: '12345', gender: 2 }), { locale: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/phone/i);
  });

  it('shows the server’s text message', async () => {
    // another user's e-mail: 409 Conflict with a message
    const taken = mockUser('doctor').email;
    await clickAndFail(() => api.put('/users/me', { name: 'Nguyễn Thị Minh Anh', email: taken, phoneNumber: '0903123456', gender: 2 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email đã được sử dụng');
  });

  it('shows the server’s message for a refused password change', async () => {
    await clickAndFail(() => api.put('/users/change-password', { oldPassword: 'Sai@mat-khau1', newPassword: 'MatKhau@Moi2026' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mật khẩu hiện tại không đúng');
  });

  it('falls back to "Có Lỗi đã xảy ra!!!" when the body has no message', async () => {
    server.use(http.get('*/api/v1/customers/:id', () => HttpResponse.json({ statusCode: 500 }, { status: 500 })));
    await clickAndFail(() => api.get(`/customers/${CUSTOMER}`));
    expect(await screen.findByRole('alert')).toHaveTextContent('Có Lỗi đã xảy ra!!!');
  });

  it('translates the fallback on /en', async () => {
    server.use(http.get('*/api/v1/customers/:id', () => new HttpResponse(null, { status: 502 })));
    await clickAndFail(() => api.get(`/customers/${CUSTOMER}`), { locale: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
  });

  it('shows a non-HTTP error’s own message', async () => {
    await clickAndFail(() => Promise.reject(new Error('Không đọc được tệp ảnh đã chọn')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không đọc được tệp ảnh đã chọn');
  });

  it('shows a network failure’s own message', async () => {
    server.use(http.get('*/api/v1/customers/:id', () => HttpResponse.error()));
    await clickAndFail(() => api.get(`/customers/${CUSTOMER}`));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error');
  });
});

describe('queries report through the same handler', () => {
  function ShopName({ shopId }: { shopId: string }) {
    const { data } = useQuery({ queryKey: ['shop-info', shopId], queryFn: async () => (await api.get('/shops/info', { headers: { 'shop-Id': shopId } })).data as { name: string } });
    return <p>{data?.name ?? '…'}</p>;
  }

  it('a failing query that is not silent is handled (403 → /403)', async () => {
    renderWithProviders(<ShopName shopId={HANOI} />, { session: sessionFor('owner'), pathname: `/vi/clinic-management/${Q1}` });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/vi/403'));
  });

  it('a query in a branch of the user’s chain succeeds', async () => {
    renderWithProviders(<ShopName shopId={MOCK_IDS.shops.q7} />, { session: sessionFor('owner'), pathname: `/vi/clinic-management/${Q1}` });
    expect(await screen.findByText('PetCare Sài Gòn - Quận 7')).toBeInTheDocument();
  });

  it('refreshes an expired access token through the session once and retries', async () => {
    const stale = sessionFor('owner');
    stale.backendTokens.accessToken = 'expired-token';
    const fresh = sessionOf(sessionUserOf(mockUser('owner')));
    renderWithProviders(<ShopName shopId={Q1} />, { session: stale, pathname: `/vi/clinic-management/${Q1}` });
    // GET /api/auth/session now answers the refreshed session
    server.use(...authHandlers(fresh));
    expect(await screen.findByText('PetCare Sài Gòn - Quận 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the user to sign in again, with a callback URL, when the session has no better token', async () => {
    const stale = sessionFor('owner');
    stale.backendTokens.accessToken = 'expired-token';
    renderWithProviders(<ShopName shopId={Q1} />, { session: stale, pathname: `/vi/clinic-management/${Q1}` });
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    const { callbackUrl } = vi.mocked(signOut).mock.calls.at(-1)![0] as { callbackUrl: string };
    const url = new URL(callbackUrl, 'http://localhost');
    expect(url.pathname).toBe('/vi/sign-in');
    expect(url.searchParams.get('error')).toBe('SessionRequired');
    expect(url.searchParams.get('callbackUrl')).toBe(`${window.location.pathname}${window.location.search}`);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
