import { api } from '@/lib/api/client';
import { employeePage, employeeResponse } from '@/lib/contracts/employees';
import { Role } from '@/lib/roles';
import { MOCK_IDS, mockShop, mockUser } from '@/tests/msw/data';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { failure, signInAs } from '@/tests/support/mock-api-calls';

// The /employees mocks the staff screens run on: the guards of the server's routes (shop, role,
// expired plan, another shop's employee) and its rules (409 for a taken contact, the last admin).

const { hanoi: HANOI } = MOCK_IDS.shops;
const { doctor: DOCTOR, owner: OWNER, other: OTHER } = MOCK_IDS.users;

const NEW_STAFF = {
  name: 'Trương Thị Lan',
  phoneNumber: '0905111222',
  email: 'lan@petclinic.vn',
  role: Role.SHOP_SELLER,
  gender: 2,
  password: 'lan2026@',
  confirmPassword: 'lan2026@',
};

// A 401 makes the client ask next-auth for a fresher session once; there is none here.
beforeEach(() => server.use(...authHandlers(null)));

describe('mock API: employees', () => {
  it('lets every shop role list the staff, filtered and searched without accents', async () => {
    signInAs('spa');
    const all = employeePage.parse((await api.get('/employees')).data);
    expect(all.total).toBe(5);
    const found = employeePage.parse((await api.get('/employees', { params: { search: 'HUNG' } })).data);
    expect(found.items.map((e) => e.name)).toEqual(['Lê Văn Hùng']);
    const admins = employeePage.parse((await api.get('/employees', { params: { role: Role.SHOP_ADMIN } })).data);
    expect(admins.items.map((e) => e.id)).toEqual([OWNER]);
    expect((await failure(api.get('/employees', { params: { role: Role.SYSTEM_ADMIN } }))).body.errors?.[0]).toEqual({ field: 'role', messages: ['Vai trò không hợp lệ'] });
  });

  it('lets only the shop admin create, edit or deactivate', async () => {
    signInAs('doctor');
    expect((await failure(api.post('/employees', NEW_STAFF))).status).toBe(403);
    expect((await failure(api.put(`/employees/${DOCTOR}/status`, { isActive: false }))).status).toBe(403);

    signInAs('owner');
    const created = employeeResponse.parse((await api.post('/employees', NEW_STAFF)).data);
    expect(created).toMatchObject({ name: 'Trương Thị Lan', role: Role.SHOP_SELLER, isActive: true });
    expect(created).not.toHaveProperty('password');
  });

  it('answers 409 naming the field for a taken e-mail or phone', async () => {
    signInAs('owner');
    expect((await failure(api.post('/employees', { ...NEW_STAFF, email: 'OTHER@petclinic.vn' }))).body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Email đã được sử dụng',
      errors: [{ field: 'email', messages: ['Email đã được sử dụng'] }],
    });
    expect((await failure(api.put(`/employees/${DOCTOR}`, { ...NEW_STAFF, phoneNumber: mockUser('seller').phoneNumber }))).body.errors).toEqual([
      { field: 'phoneNumber', messages: ['Số điện thoại đã được sử dụng'] },
    ]);
    // the same phone in another shop is fine
    expect((await api.post('/employees', { ...NEW_STAFF, phoneNumber: mockUser('other').phoneNumber })).status).toBe(200);
  });

  it('reports another shop’s employee as missing and refuses a malformed id', async () => {
    signInAs('owner');
    expect((await failure(api.get(`/employees/${OTHER}`))).body).toMatchObject({ statusCode: 404, message: 'Không tìm thấy nhân viên' });
    expect((await failure(api.get('/employees/abc'))).body.errors).toEqual([{ field: 'id', messages: ['Mã định danh không hợp lệ'] }]);
    signInAs('owner', HANOI);
    expect((await failure(api.get('/employees'))).status).toBe(403);
  });

  it('keeps the shop admin from locking themselves or removing the last admin', async () => {
    signInAs('owner');
    expect((await failure(api.put(`/employees/${OWNER}/status`, { isActive: false }))).body.message).toBe('Bạn không thể tự khóa tài khoản của mình');
    const owner = employeeResponse.parse((await api.get(`/employees/${OWNER}`)).data);
    expect((await failure(api.put(`/employees/${OWNER}`, { ...owner, role: Role.SHOP_DOCTORS }))).body.message).toBe(
      'Cửa hàng phải còn ít nhất một quản trị viên đang hoạt động',
    );
  });

  it('stops a deactivated employee’s token', async () => {
    signInAs('owner');
    await api.put(`/employees/${DOCTOR}/status`, { isActive: false });
    signInAs('doctor');
    expect((await failure(api.get('/users/me'))).status).toBe(401);
  });

  it('refuses writes, not reads, once the plan has expired', async () => {
    mockShop('q1').subscription.endsAt = new Date(Date.now() - 60_000).toISOString();
    signInAs('owner');
    expect((await api.get('/employees')).status).toBe(200);
    expect((await failure(api.post('/employees', NEW_STAFF))).body.message).toBe('Gói dịch vụ của cửa hàng đã hết hạn, chỉ có thể xem dữ liệu');
  });
});
