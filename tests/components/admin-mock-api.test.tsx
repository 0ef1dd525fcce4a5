import { api } from '@/lib/api/client';
import { adminShopPage, adminStats, adminUserPage, chainList, chainResponse, shopUserList } from '@/lib/contracts/admin';
import { subscriptionPlan } from '@/lib/contracts/shops';
import { MOCK_IDS, mockShop } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { failure, signInAs } from '@/tests/support/mock-api-calls';

// The /admin mocks the administration screens run on: system admin only, the server's contracts
// and its rules (a shop in another chain, a user outside the chain, plans that never end).

const { chain: CHAIN } = MOCK_IDS;
const { q1: Q1, hanoi: HANOI } = MOCK_IDS.shops;

// The administration screens send no shop-Id: every sign-in here has none.

const REGISTRATION = {
  shopName: 'Thú Cưng Xanh',
  name: 'Bùi Văn Khoa',
  phoneNumber: '0988777666',
  email: 'khoa@thucungxanh.vn',
  gender: 1,
  timeframe: '1-01M',
  password: 'xanh2026',
  confirmPassword: 'xanh2026',
};

// A 401 makes the client ask next-auth for a fresher session once; there is none here.
beforeEach(() => server.use(...authHandlers(null)));

describe('mock API: admin', () => {
  it('answers every /admin call with 403 to anyone but the system admin', async () => {
    signInAs('owner', null);
    const calls = [
      api.get('/admin/stats'),
      api.get('/admin/shops'),
      api.post('/admin/shops', REGISTRATION),
      api.put(`/admin/shops/${Q1}/status`, { isLocked: true }),
      api.get('/admin/chains'),
      api.post(`/admin/chains/${CHAIN}/branches`, { shopId: HANOI }),
      api.get('/admin/users'),
    ];
    for (const call of calls) expect((await failure(call)).body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Chỉ quản trị hệ thống được thực hiện thao tác này' });
    expect(mockShop('q1').isLocked).toBe(false);
  });

  it('counts shops by status, chains and users', async () => {
    mockShop('q7').subscription.endsAt = new Date(Date.now() + 5 * 86_400_000).toISOString();
    mockShop('hanoi').isLocked = true;
    signInAs('admin', null);
    expect(adminStats.parse((await api.get('/admin/stats')).data)).toEqual({
      shops: { active: 1, expiring: 1, expired: 0, locked: 1, total: 3 },
      chains: 1,
      users: 7,
    });
  });

  it('registers a shop with its admin and plan, and refuses a taken e-mail', async () => {
    signInAs('admin', null);
    const { shopId } = (await api.post('/admin/shops', { ...REGISTRATION, timeframe: '1-03M' })).data as { shopId: string };
    const page = adminShopPage.parse((await api.get('/admin/shops', { params: { search: 'thu cung' } })).data);
    expect(page.items).toEqual([
      expect.objectContaining({ id: shopId, alias: 'Thú Cưng Xanh', admin: expect.objectContaining({ email: 'khoa@thucungxanh.vn' }), timeframe: '1-03M', status: 'active' }),
    ]);
    expect((await failure(api.post('/admin/shops', { ...REGISTRATION, shopName: 'Khác' }))).body.errors).toEqual([{ field: 'email', messages: ['Email đã được sử dụng'] }]);
    expect((await failure(api.post('/admin/shops', { ...REGISTRATION, timeframe: '5-10Y' }))).body.errors).toEqual([{ field: 'timeframe', messages: ['Thời hạn không hợp lệ'] }]);
  });

  it('keeps a plan without an end when extending it', async () => {
    signInAs('admin', null);
    const plan = subscriptionPlan.parse((await api.put(`/admin/shops/${HANOI}/subscription`, { timeframe: '1-01M' })).data);
    expect(plan).toMatchObject({ timeframe: '0-NO_EXPIRY', endsAt: null, isExpired: false });
  });

  it('adds branches only from shops without a chain, and members only from its branches', async () => {
    signInAs('admin', null);
    expect((await failure(api.post(`/admin/chains/${CHAIN}/branches`, { shopId: Q1 }))).body).toMatchObject({ statusCode: 409, errors: [{ field: 'shopId' }] });
    expect((await failure(api.put(`/admin/chains/${CHAIN}/members`, { userId: MOCK_IDS.users.other, isMember: true }))).body).toMatchObject({
      statusCode: 409,
      message: 'Người dùng không thuộc chi nhánh nào của chuỗi này',
    });
    const chain = chainResponse.parse((await api.post(`/admin/chains/${CHAIN}/branches`, { shopId: HANOI })).data);
    expect(chain.branches.map((b) => b.alias)).toEqual(['Happy Pet', 'Quận 1', 'Quận 7']);
    const users = shopUserList.parse((await api.get(`/admin/shops/${HANOI}/users`)).data);
    expect(users).toEqual([expect.objectContaining({ id: MOCK_IDS.users.other, isChainMember: false })]);
    expect(chainList.parse((await api.get('/admin/chains')).data)[0].members.map((m) => m.id)).toEqual([MOCK_IDS.users.owner]);
    expect((await failure(api.post('/admin/chains/00000000-0000-4000-8000-000000000000/branches', { shopId: HANOI }))).body).toMatchObject({
      statusCode: 404,
      message: 'Không tìm thấy chuỗi cửa hàng',
    });
  });

  it('shows the chain’s shop admin for a branch without one of its own', async () => {
    signInAs('admin', null);
    const page = adminShopPage.parse((await api.get('/admin/shops', { params: { search: 'quan 7' } })).data);
    expect(page.items.map((s) => s.admin)).toEqual([{ id: MOCK_IDS.users.owner, name: 'Nguyễn Thị Minh Anh', email: 'owner@petclinic.vn', viaChain: true }]);
  });

  it('lists every account, searched without accents and filtered by role, shop and status', async () => {
    signInAs('admin', null);
    const list = async (params: Record<string, string | number>) => adminUserPage.parse((await api.get('/admin/users', { params })).data);
    const all = await list({ limit: 100 });
    expect(all.total).toBe(7);
    expect(all.items.find((u) => u.id === MOCK_IDS.users.owner)).toMatchObject({ shop: { id: Q1 }, chain: { id: CHAIN }, isChainMember: true });
    expect(all.items.find((u) => u.id === MOCK_IDS.users.admin)).toMatchObject({ shop: null, chain: null, isChainMember: false });
    expect((await list({ search: 'nguyen thi' })).items.map((u) => u.id)).toEqual([MOCK_IDS.users.owner]);
    expect((await list({ role: 3 })).items.map((u) => u.email)).toEqual(['doctor@petclinic.vn']);
    expect((await list({ shopId: HANOI })).items.map((u) => u.id)).toEqual([MOCK_IDS.users.other]);
    expect((await list({ status: 'inactive' })).total).toBe(0);
    expect((await failure(api.get('/admin/users', { params: { role: 9 } }))).body).toMatchObject({ statusCode: 400, errors: [{ field: 'role' }] });
  });
});
