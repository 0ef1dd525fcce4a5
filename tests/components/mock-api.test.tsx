import { api, configureApi } from '@/lib/api/client';
import { shopChainResponse, shopResponse } from '@/lib/contracts/shops';
import { serviceStaticsResponse } from '@/lib/contracts/statics';
import { userResponse } from '@/lib/contracts/users';
import { MOCK_IDS, mockState } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { failure, signInAs } from '@/tests/support/mock-api-calls';

// The mock API itself: the guards of DESIGN §3 and the contracts, so screens built on it meet the
// same answers the server gives (tests/api checks the server side of the same contracts).

const { q1: Q1, q7: Q7, hanoi: HANOI } = MOCK_IDS.shops;

// A 401 makes the client ask next-auth for a fresher session once; there is none here.
beforeEach(() => server.use(...authHandlers(null)));

describe('mock API guards', () => {
  it('answers 401 without a token', async () => {
    configureApi({ accessToken: null, shopId: Q1 });
    expect(await failure(api.get('/users/me'))).toEqual({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn' },
    });
  });

  it('answers 400 without shop-Id and 403 for a shop outside the user’s chain', async () => {
    signInAs('owner', null);
    expect((await failure(api.get('/shops/chain'))).body).toMatchObject({ statusCode: 400, errors: [{ field: 'shop-Id' }] });
    expect((await failure(api.get('/shops/chain', { headers: { 'shop-Id': HANOI } }))).body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Bạn không có quyền truy cập cửa hàng này',
    });
    expect((await failure(api.get('/invoice-services/statics', { headers: { 'shop-Id': 'not-a-uuid' } }))).status).toBe(403);
  });

  it('lets a chain member work in another branch but not a plain member of staff', async () => {
    signInAs('owner', Q7);
    expect(shopChainResponse.parse((await api.get('/shops/chain')).data).shop.alias).toBe('Quận 7');
    signInAs('doctor', Q7);
    expect((await failure(api.get('/shops/chain'))).status).toBe(403);
  });

  it('refuses shop calls to the system admin', async () => {
    signInAs('admin', Q1);
    expect((await failure(api.get('/invoice-services/statics'))).status).toBe(403);
  });

  it('answers errors in the language asked for', async () => {
    signInAs('owner', HANOI, 'en');
    expect((await failure(api.get('/shops/info'))).body.message).toBe('You do not have access to this shop');
  });
});

describe('mock API answers', () => {
  it('serves the chain with its branches in alias order', async () => {
    signInAs('owner');
    const chain = shopChainResponse.parse((await api.get('/shops/chain')).data);
    expect(chain.branches.map((b) => b.alias)).toEqual(['Quận 1', 'Quận 7']);
    expect(chain.subscriptionPlan).toMatchObject({ timeframe: '2-01Y', isExpired: false });
  });

  it('serves one branch to a user outside the chain', async () => {
    signInAs('doctor');
    const chain = shopChainResponse.parse((await api.get('/shops/chain')).data);
    expect(chain.branches).toEqual([{ id: Q1, alias: 'Quận 1', name: 'PetCare Sài Gòn - Quận 1' }]);
  });

  it('serves the statics of the selected shop', async () => {
    signInAs('owner', Q7);
    expect(serviceStaticsResponse.parse((await api.get('/invoice-services/statics')).data).activities).toBe(2);
  });

  it('updates the profile through the request contract', async () => {
    signInAs('seller');
    const updated = userResponse.parse(
      (await api.put('/users/me', { name: '  Phạm Thu Trang ', phoneNumber: '0934567891', gender: 2, address: '', isSingleUserFlowEnabled: true })).data,
    );
    expect(updated).toMatchObject({ name: 'Phạm Thu Trang', phoneNumber: '0934567891', address: null, isSingleUserFlowEnabled: true });
    expect(userResponse.parse((await api.get('/users/me')).data)).toEqual(updated);
    expect(updated).not.toHaveProperty('password');
  });

  it('answers a ValidationException with every failing field', async () => {
    signInAs('seller');
    const { status, body } = await failure(api.put('/users/me', { name: 'Trang', phoneNumber: '0934', gender: 3 }));
    expect(status).toBe(400);
    expect(body.error).toBe('ValidationException');
    expect(body.errors?.map((e) => e.field)).toEqual(['phoneNumber', 'gender']);
    expect(body.message).toBe(body.errors?.[0].messages[0]);
  });

  it('changes the password only with the right current one', async () => {
    signInAs('spa');
    expect((await failure(api.put('/users/change-password', { oldPassword: 'Spa@12345', newPassword: 'ngan' }))).body.error).toBe('ValidationException');
    expect((await api.put('/users/change-password', { oldPassword: 'Spa@12345', newPassword: 'Spa@Moi2026!' })).data).toEqual({ success: true });
    expect((await failure(api.put('/users/change-password', { oldPassword: 'Spa@12345', newPassword: 'Spa@Khac2026!' }))).body.message).toBe(
      'Mật khẩu hiện tại không đúng',
    );
  });

  it('saves shop settings from a multipart form, for the shop admin only', async () => {
    const form = () => {
      const data = new FormData();
      data.set('name', 'PetCare Sài Gòn - Quận 1');
      data.set('alias', 'PetCare Q1');
      data.set('phone', '02838221235');
      data.set('address', '45 Lê Thánh Tôn, Quận 1, TP. Hồ Chí Minh');
      data.set('bankInfo', JSON.stringify({ bankName: 'ACB', accountNumber: '123456789', bankBranch: '', accountName: 'PETCARE' }));
      data.set('vatSettings', JSON.stringify({ sale: { isEnabled: true, percent: 10 }, grooming: { isEnabled: false, percent: 0 }, healthcare: { isEnabled: true, percent: 8 }, hotel: { isEnabled: false, percent: 0 } }));
      return data;
    };
    signInAs('accountant');
    expect((await failure(api.put('/shops/info', form()))).status).toBe(403);

    signInAs('owner');
    const shop = shopResponse.parse((await api.put('/shops/info', form())).data);
    expect(shop).toMatchObject({ alias: 'PetCare Q1', bankInfo: { bankName: 'ACB', bankBranch: null }, vatSettings: { sale: { isEnabled: true, percent: 10 } } });
    expect(mockState.shops[Q1].alias).toBe('PetCare Q1');
  });

  it('takes an image avatar and refuses anything else', async () => {
    signInAs('doctor');
    const text = new FormData();
    text.set('document', new File(['xin chào'], 'ghi-chu.txt', { type: 'text/plain' }));
    expect((await failure(api.put('/users/avatar', text))).body).toMatchObject({ statusCode: 400, errors: [{ field: 'document' }] });

    const image = new FormData();
    image.set('document', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'anh.png', { type: 'image/png' }));
    expect(userResponse.parse((await api.put('/users/avatar', image)).data).image).toEqual(expect.any(String));
  });
});
