import { http, HttpResponse } from 'msw';
import { api } from '@/lib/api/client';
import { customerDetail, customerPage, customerResponse } from '@/lib/contracts/customers';
import { deleteResult } from '@/lib/contracts/delete-result';
import { petDetail, petPage } from '@/lib/contracts/pets';
import { PetStatus } from '@/lib/enums/pets';
import { handlers } from '@/tests/msw/handlers';
import { spreadsheetHandlers } from '@/tests/msw/handlers/spreadsheets';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockShop } from '@/tests/msw/data';
import { conflictBody, failure, getData, namesOf, signInAs } from '@/tests/support/mock-api-calls';

// The customer and pet mocks the screens run on: the guards and rules of server/modules/{customers,pets}
// (permissions, 409s naming the field, delete or deactivate, another shop's record missing,
// filters, search and order).

const { q1: Q1, q7: Q7, hanoi: HANOI } = MOCK_IDS.shops;
const { customers: C, pets: P } = MOCK_CATALOGUE;

const NEW_CUSTOMER = { name: 'Trương Thị Lan', phone: '0905111222', address: '', email: '', note: '' };
const NEW_PET = { customerId: C.dung, name: 'Na', species: 'cat', breed: 'Mèo mướp', weightKg: 3.2 };

// A 401 makes the client ask next-auth for a fresher session once; there is none here.
beforeEach(() => server.use(...authHandlers(null)));

describe('mock API: GET /customers', () => {
  it('pages Quận 1’s customers by name in Vietnamese order, 20 at a time', async () => {
    signInAs('spa');
    const first = customerPage.parse(await getData('/customers'));
    expect(first).toMatchObject({ total: 25, page: 1, limit: 20 });
    expect(namesOf(first).slice(0, 5)).toEqual(['Âu Thanh Tâm', 'Bùi Khánh Linh', 'Dương Bảo Ngân', 'Đặng Ngọc Lan', 'Đỗ Thành Long']);
    const second = customerPage.parse(await getData('/customers', { page: 2 }));
    expect(namesOf(second)).toEqual(['Trần Hoài Vy', 'Trần Thị Bình', 'Võ Gia Khang', 'Võ Thị Yến', 'Vũ Minh Hiếu']);
    expect((await failure(api.get('/customers', { params: { limit: 101 } }))).body.errors).toEqual([{ field: 'limit', messages: ['Số dòng mỗi trang phải từ 1 đến 100'] }]);
  });

  it('searches the start of a word of name, phone or e-mail without accents, and phone digits typed with separators', async () => {
    signInAs('seller');
    expect(namesOf(customerPage.parse(await getData('/customers', { search: 'nguyen' })))).toEqual(['Nguyễn Đức Vinh', 'Nguyễn Phương Quyên', 'Nguyễn Văn An']);
    expect(namesOf(customerPage.parse(await getData('/customers', { search: 'THAO' })))).toEqual(['Lê Mai Thảo']);
    expect(namesOf(customerPage.parse(await getData('/customers', { search: '0903 111.201' })))).toEqual(['Nguyễn Văn An']);
    expect(namesOf(customerPage.parse(await getData('/customers', { search: 'giang.hoang@' })))).toEqual(['Hoàng Thu Giang']);
    // by the start of a word, as the server searches
    expect(namesOf(customerPage.parse(await getData('/customers', { search: 'yahoo' })))).toEqual([]);
  });

  it('serves the typeahead (active only, 10 at most), and finds no one owing money yet', async () => {
    signInAs('doctor');
    const options = customerPage.parse(await getData('/customers', { search: 'đ', limit: 10, active: 'true' }));
    expect(options.items.length).toBeLessThanOrEqual(10);
    expect(namesOf(options)).not.toContain('Đỗ Thành Long');
    expect(namesOf(customerPage.parse(await getData('/customers', { search: 'long', active: 'false' })))).toEqual(['Đỗ Thành Long']);
    expect(customerPage.parse(await getData('/customers', { withDebt: 'true' })).total).toBe(0);
  });

  it('sorts by the server’s fields, phones missing last ascending and first descending', async () => {
    signInAs('owner');
    expect(customerPage.parse(await getData('/customers', { sort: 'phone:desc' })).items[0].name).toBe('Vũ Minh Hiếu');
    expect(customerPage.parse(await getData('/customers', { sort: 'phone:asc', page: 2 })).items.at(-1)?.name).toBe('Vũ Minh Hiếu');
    expect(customerPage.parse(await getData('/customers', { sort: 'createdAt:desc' })).items[0].name).toBe('Âu Thanh Tâm');
    expect((await failure(api.get('/customers', { params: { sort: 'email:asc' } }))).body.errors).toEqual([{ field: 'sort', messages: ['Cách sắp xếp không hợp lệ'] }]);
  });

  it('shows each shop only its own customers', async () => {
    signInAs('other', HANOI);
    expect(namesOf(customerPage.parse(await getData('/customers')))).toEqual(['Nguyễn Thị Hà']);
    signInAs('owner', Q7);
    expect(customerPage.parse(await getData('/customers')).total).toBe(0);
  });
});

describe('mock API: /customers/{id}', () => {
  it('returns a customer with all their pets, counting the active ones', async () => {
    signInAs('spa');
    const an = customerDetail.parse(await getData(`/customers/${C.an}`));
    expect(an).toMatchObject({ name: 'Nguyễn Văn An', phone: '0903111201', petsCount: 2, debt: 0 });
    expect(an.pets.map((p) => p.name)).toEqual(['Lu', 'Mướp']);
    const thao = customerDetail.parse(await getData(`/customers/${C.thao}`));
    expect(thao).toMatchObject({ petsCount: 0, pets: [{ name: 'Susu', isActive: false }] });
  });

  it('reports another shop’s customer as missing', async () => {
    signInAs('owner');
    expect((await failure(api.get(`/customers/${C.hanoiHa}`))).body).toEqual({ statusCode: 404, error: 'NotFound', message: 'Không tìm thấy khách hàng' });
    expect((await failure(api.put(`/customers/${C.hanoiHa}`, NEW_CUSTOMER))).status).toBe(404);
    expect((await failure(api.delete(`/customers/${C.hanoiHa}`))).status).toBe(404);
  });

  it('answers 409 naming the phone when another customer of the shop has it', async () => {
    signInAs('seller');
    expect((await failure(api.post('/customers', { ...NEW_CUSTOMER, phone: '0912222302' }))).body).toEqual(conflictBody('phone', 'Số điện thoại đã được sử dụng'));
    const an = customerResponse.parse(await getData(`/customers/${C.an}`));
    expect((await failure(api.put(`/customers/${C.an}`, { ...an, phone: '0912222302' }))).body.errors?.[0].field).toBe('phone');
    // keeping one's own phone, leaving it empty, or a phone only Hà Nội uses is fine
    expect(customerResponse.parse((await api.put(`/customers/${C.an}`, { ...an, note: 'Đổi địa chỉ' })).data)).toMatchObject({ note: 'Đổi địa chỉ', isActive: true });
    expect((await api.post('/customers', { ...NEW_CUSTOMER, phone: '' })).data).toMatchObject({ phone: null, isActive: true, petsCount: 0 });
    signInAs('other', HANOI);
    expect((await api.post('/customers', { ...NEW_CUSTOMER, phone: '0912222302' })).status).toBe(200);
  });

  it('deactivates a customer whose pet has an activity, and deletes one with none together with their pets', async () => {
    // deleting customers is CUSTOMER_DELETE, the shop admin's alone
    signInAs('spa', Q1, 'en');
    expect((await failure(api.delete(`/customers/${C.an}`))).status).toBe(403);
    signInAs('owner', Q1, 'en');
    expect(deleteResult.parse((await api.delete(`/customers/${C.an}`)).data)).toEqual({
      deleted: false,
      deactivated: true,
      message: 'The customer has activities, so they cannot be deleted; they have been deactivated instead',
    });
    expect(customerResponse.parse(await getData(`/customers/${C.an}`)).isActive).toBe(false);
    expect(deleteResult.parse((await api.delete(`/customers/${C.binh}`)).data)).toEqual({ deleted: true, deactivated: false });
    expect((await failure(api.get(`/customers/${C.binh}`))).status).toBe(404);
    expect((await failure(api.get(`/pets/${P.bong}`))).body.message).toBe('Pet not found');
  });

  it('leaves /customers/export and /customers/import-template to the spreadsheet handlers', async () => {
    const sheet = (name: string) => http.get(`*/api/v1/customers/${name}`, () => HttpResponse.text(name));
    // the real spreadsheet handlers (handlers/spreadsheets.ts) left out, so the stand-ins come right after the catalogue's
    server.resetHandlers(...authHandlers(null), ...handlers.filter((h) => !spreadsheetHandlers.includes(h)), sheet('export'), sheet('import-template'));
    signInAs('owner');
    expect((await api.get('/customers/export')).data).toBe('export');
    expect((await api.get('/customers/import-template')).data).toBe('import-template');
  });

  it('refuses writes, not reads, once the plan has expired', async () => {
    mockShop('q1').subscription.endsAt = new Date(Date.now() - 60_000).toISOString();
    signInAs('owner');
    expect((await api.get(`/customers/${C.an}`)).status).toBe(200);
    expect((await failure(api.post('/customers', NEW_CUSTOMER))).body.message).toBe('Gói dịch vụ của cửa hàng đã hết hạn, chỉ có thể xem dữ liệu');
    expect((await failure(api.delete(`/pets/${P.mimi}`))).status).toBe(403);
  });
});

describe('mock API: /pets', () => {
  it('finds pets by their own name, breed or microchip or by the owner, and filters them', async () => {
    signInAs('doctor');
    const all = petPage.parse(await getData('/pets'));
    expect(all.total).toBe(12);
    expect(namesOf(all).slice(-4)).toEqual(['Susu', 'Sữa', 'Tôm', 'Vàng']);
    expect(namesOf(petPage.parse(await getData('/pets', { search: '0966 234 510' })))).toEqual(['Mimi', 'Vàng']);
    expect(namesOf(petPage.parse(await getData('/pets', { search: 'golden' })))).toEqual(['Milo']);
    expect(namesOf(petPage.parse(await getData('/pets', { search: '985112004567801' })))).toEqual(['Lu']);
    expect(namesOf(petPage.parse(await getData('/pets', { search: 'phoc soc' })))).toEqual(['Mực']);
    expect(namesOf(petPage.parse(await getData('/pets', { status: PetStatus.DECEASED })))).toEqual(['Vàng']);
    expect(namesOf(petPage.parse(await getData('/pets', { species: 'other' })))).toEqual(['Tôm']);
    expect(namesOf(petPage.parse(await getData('/pets', { customerId: C.an })))).toEqual(['Lu', 'Mướp']);
    expect(namesOf(petPage.parse(await getData('/pets', { active: 'false' })))).toEqual(['Susu']);
    expect(namesOf(petPage.parse(await getData('/pets', { sort: 'birthDate:asc' }))).at(-1)).toBe('Sữa');
    expect(petPage.parse(await getData('/pets', { search: 'Mochi' })).total).toBe(0);
  });

  it('returns a pet with its owner and its weights, oldest first', async () => {
    signInAs('accountant');
    const milo = petDetail.parse(await getData(`/pets/${P.milo}`));
    expect(milo).toMatchObject({ name: 'Milo', weightKg: 31.5, owner: { id: C.giang, name: 'Hoàng Thu Giang', phone: '0987666705' } });
    expect(milo.weights.map((w) => w.weightKg)).toEqual([28, 30.2, 31.5]);
    expect((await failure(api.get(`/pets/${P.hanoiMochi}`))).body).toMatchObject({ statusCode: 404, message: 'Không tìm thấy thú cưng' });
  });

  it('creates a pet only for a customer of the same shop, its weight the first of its history', async () => {
    signInAs('spa');
    expect((await failure(api.post('/pets', { ...NEW_PET, customerId: C.hanoiHa }))).body).toMatchObject({ statusCode: 404, message: 'Không tìm thấy khách hàng' });
    const na = petDetail.parse((await api.post('/pets', NEW_PET)).data);
    expect(na).toMatchObject({ name: 'Na', status: PetStatus.ALIVE, isSterilised: false, isActive: true, owner: { name: 'Phạm Minh Dũng' } });
    expect(na.weights.map((w) => w.weightKg)).toEqual([3.2]);
    expect(customerResponse.parse(await getData(`/customers/${C.dung}`)).petsCount).toBe(1);
    expect(petDetail.parse((await api.post('/pets', { ...NEW_PET, weightKg: '' })).data).weights).toEqual([]);
  });

  it('adds a weighing when the weight changes, and keeps a new owner in the shop', async () => {
    signInAs('doctor');
    const bo = petDetail.parse(await getData(`/pets/${P.bo}`));
    const same = petDetail.parse((await api.put(`/pets/${P.bo}`, { ...bo, note: 'Khám định kỳ' })).data);
    expect(same.weights).toHaveLength(2);
    const heavier = petDetail.parse((await api.put(`/pets/${P.bo}`, { ...bo, weightKg: 12.05 })).data);
    expect(heavier.weights.map((w) => w.weightKg)).toEqual([10.1, 11.3, 12.05]);
    expect((await failure(api.put(`/pets/${P.bo}`, { ...bo, customerId: C.hanoiHa }))).status).toBe(404);
    expect(petDetail.parse((await api.put(`/pets/${P.bo}`, { ...bo, customerId: C.an })).data).owner.name).toBe('Nguyễn Văn An');
  });

  it('deactivates a pet an activity refers to and deletes one with none', async () => {
    // deleting pets is PET_DELETE, the shop admin's alone
    signInAs('seller');
    expect((await failure(api.delete(`/pets/${P.lu}`))).status).toBe(403);
    signInAs('owner');
    expect(deleteResult.parse((await api.delete(`/pets/${P.lu}`)).data)).toEqual({
      deleted: false,
      deactivated: true,
      message: 'Thú cưng đã có phiếu hoạt động nên không thể xóa; thú cưng đã được chuyển sang ngừng hoạt động',
    });
    expect(deleteResult.parse((await api.delete(`/pets/${P.muop}`)).data)).toEqual({ deleted: true, deactivated: false });
    expect(customerDetail.parse(await getData(`/customers/${C.an}`))).toMatchObject({ petsCount: 0, pets: [{ name: 'Lu', isActive: false }] });
  });
});
