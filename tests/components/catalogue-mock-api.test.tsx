import { http, HttpResponse } from 'msw';
import { api } from '@/lib/api/client';
import { customerDetail, customerPage, customerResponse } from '@/lib/contracts/customers';
import { deleteResult } from '@/lib/contracts/delete-result';
import { petDetail, petPage } from '@/lib/contracts/pets';
import { productPage, productResponse } from '@/lib/contracts/products';
import { servicePage, serviceResponse } from '@/lib/contracts/services';
import { supplierPage, supplierResponse } from '@/lib/contracts/suppliers';
import { PetStatus } from '@/lib/enums/pets';
import { ProductGroup } from '@/lib/enums/products';
import { ServiceGroup } from '@/lib/enums/services';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { MOCK_IDS, mockShop } from '@/tests/msw/data';
import { handlers } from '@/tests/msw/handlers';
import { spreadsheetHandlers } from '@/tests/msw/handlers/spreadsheets';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { conflictBody, failure, signInAs } from '@/tests/support/mock-api-calls';

// The catalogue mocks the customer, pet, service, product and supplier screens run on: the guards
// and rules of server/modules/{customers,pets,services,products,suppliers} (permissions, 409s naming
// the field, delete or deactivate, another shop's record missing, filters, search and order).

const { q1: Q1, q7: Q7, hanoi: HANOI } = MOCK_IDS.shops;
const { customers: C, pets: P, services: S, products: PR, suppliers: SU } = MOCK_CATALOGUE;

const get = async (path: string, params: Record<string, unknown> = {}) => (await api.get(path, { params })).data as unknown;
const names = (page: { items: Array<{ name: string }> }) => page.items.map((r) => r.name);

const NEW_CUSTOMER = { name: 'Trương Thị Lan', phone: '0905111222', address: '', email: '', note: '' };
const NEW_PET = { customerId: C.dung, name: 'Na', species: 'cat', breed: 'Mèo mướp', weightKg: 3.2 };
const NEW_SERVICE = { name: 'Nhổ răng sữa', group: ServiceGroup.SURGERY, price: 300_000, unit: 'ca', description: '' };
const NEW_PRODUCT = { code: 'SP0100', barcode: '', name: 'Sữa tắm Bio-Groom 355ml', group: ProductGroup.SALE_GOODS, unit: 'chai', salePrice: 180_000, averageCost: 120_000, minimumStock: 5 };
const NEW_SUPPLIER = { name: 'Công ty TNHH Phụ kiện Pet Việt', alias: 'Pet Việt', address: '9 Phan Văn Trị, Quận Bình Thạnh', phone: '02835556677' };

// A 401 makes the client ask next-auth for a fresher session once; there is none here.
beforeEach(() => server.use(...authHandlers(null)));

describe('mock API: GET /customers', () => {
  it('pages Quận 1’s customers by name in Vietnamese order, 20 at a time', async () => {
    signInAs('spa');
    const first = customerPage.parse(await get('/customers'));
    expect(first).toMatchObject({ total: 25, page: 1, limit: 20 });
    expect(names(first).slice(0, 5)).toEqual(['Âu Thanh Tâm', 'Bùi Khánh Linh', 'Dương Bảo Ngân', 'Đặng Ngọc Lan', 'Đỗ Thành Long']);
    const second = customerPage.parse(await get('/customers', { page: 2 }));
    expect(names(second)).toEqual(['Trần Hoài Vy', 'Trần Thị Bình', 'Võ Gia Khang', 'Võ Thị Yến', 'Vũ Minh Hiếu']);
    expect((await failure(api.get('/customers', { params: { limit: 101 } }))).body.errors).toEqual([{ field: 'limit', messages: ['Số dòng mỗi trang phải từ 1 đến 100'] }]);
  });

  it('searches the start of a word of name, phone or e-mail without accents, and phone digits typed with separators', async () => {
    signInAs('seller');
    expect(names(customerPage.parse(await get('/customers', { search: 'nguyen' })))).toEqual(['Nguyễn Đức Vinh', 'Nguyễn Phương Quyên', 'Nguyễn Văn An']);
    expect(names(customerPage.parse(await get('/customers', { search: 'THAO' })))).toEqual(['Lê Mai Thảo']);
    expect(names(customerPage.parse(await get('/customers', { search: '0903 111.201' })))).toEqual(['Nguyễn Văn An']);
    expect(names(customerPage.parse(await get('/customers', { search: 'giang.hoang@' })))).toEqual(['Hoàng Thu Giang']);
    // by the start of a word, as the server searches
    expect(names(customerPage.parse(await get('/customers', { search: 'yahoo' })))).toEqual([]);
  });

  it('serves the typeahead (active only, 10 at most), and finds no one owing money yet', async () => {
    signInAs('doctor');
    const options = customerPage.parse(await get('/customers', { search: 'đ', limit: 10, active: 'true' }));
    expect(options.items.length).toBeLessThanOrEqual(10);
    expect(names(options)).not.toContain('Đỗ Thành Long');
    expect(names(customerPage.parse(await get('/customers', { search: 'long', active: 'false' })))).toEqual(['Đỗ Thành Long']);
    expect(customerPage.parse(await get('/customers', { withDebt: 'true' })).total).toBe(0);
  });

  it('sorts by the server’s fields, phones missing last ascending and first descending', async () => {
    signInAs('owner');
    expect(customerPage.parse(await get('/customers', { sort: 'phone:desc' })).items[0].name).toBe('Vũ Minh Hiếu');
    expect(customerPage.parse(await get('/customers', { sort: 'phone:asc', page: 2 })).items.at(-1)?.name).toBe('Vũ Minh Hiếu');
    expect(customerPage.parse(await get('/customers', { sort: 'createdAt:desc' })).items[0].name).toBe('Âu Thanh Tâm');
    expect((await failure(api.get('/customers', { params: { sort: 'email:asc' } }))).body.errors).toEqual([{ field: 'sort', messages: ['Cách sắp xếp không hợp lệ'] }]);
  });

  it('shows each shop only its own customers', async () => {
    signInAs('other', HANOI);
    expect(names(customerPage.parse(await get('/customers')))).toEqual(['Nguyễn Thị Hà']);
    signInAs('owner', Q7);
    expect(customerPage.parse(await get('/customers')).total).toBe(0);
  });
});

describe('mock API: /customers/{id}', () => {
  it('returns a customer with all their pets, counting the active ones', async () => {
    signInAs('spa');
    const an = customerDetail.parse(await get(`/customers/${C.an}`));
    expect(an).toMatchObject({ name: 'Nguyễn Văn An', phone: '0903111201', petsCount: 2, debt: 0 });
    expect(an.pets.map((p) => p.name)).toEqual(['Lu', 'Mướp']);
    const thao = customerDetail.parse(await get(`/customers/${C.thao}`));
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
    const an = customerResponse.parse(await get(`/customers/${C.an}`));
    expect((await failure(api.put(`/customers/${C.an}`, { ...an, phone: '0912222302' }))).body.errors?.[0].field).toBe('phone');
    // keeping one's own phone, leaving it empty, or a phone only Hà Nội uses is fine
    expect(customerResponse.parse((await api.put(`/customers/${C.an}`, { ...an, note: 'Đổi địa chỉ' })).data)).toMatchObject({ note: 'Đổi địa chỉ', isActive: true });
    expect((await api.post('/customers', { ...NEW_CUSTOMER, phone: '' })).data).toMatchObject({ phone: null, isActive: true, petsCount: 0 });
    signInAs('other', HANOI);
    expect((await api.post('/customers', { ...NEW_CUSTOMER, phone: '0912222302' })).status).toBe(200);
  });

  it('deactivates a customer whose pet has an activity, and deletes one with none together with their pets', async () => {
    signInAs('spa', Q1, 'en');
    expect(deleteResult.parse((await api.delete(`/customers/${C.an}`)).data)).toEqual({
      deleted: false,
      deactivated: true,
      message: 'The customer has activities, so they cannot be deleted; they have been deactivated instead',
    });
    expect(customerResponse.parse(await get(`/customers/${C.an}`)).isActive).toBe(false);
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
    const all = petPage.parse(await get('/pets'));
    expect(all.total).toBe(12);
    expect(names(all).slice(-4)).toEqual(['Susu', 'Sữa', 'Tôm', 'Vàng']);
    expect(names(petPage.parse(await get('/pets', { search: '0966 234 510' })))).toEqual(['Mimi', 'Vàng']);
    expect(names(petPage.parse(await get('/pets', { search: 'golden' })))).toEqual(['Milo']);
    expect(names(petPage.parse(await get('/pets', { search: '985112004567801' })))).toEqual(['Lu']);
    expect(names(petPage.parse(await get('/pets', { search: 'phoc soc' })))).toEqual(['Mực']);
    expect(names(petPage.parse(await get('/pets', { status: PetStatus.DECEASED })))).toEqual(['Vàng']);
    expect(names(petPage.parse(await get('/pets', { species: 'other' })))).toEqual(['Tôm']);
    expect(names(petPage.parse(await get('/pets', { customerId: C.an })))).toEqual(['Lu', 'Mướp']);
    expect(names(petPage.parse(await get('/pets', { active: 'false' })))).toEqual(['Susu']);
    expect(names(petPage.parse(await get('/pets', { sort: 'birthDate:asc' }))).at(-1)).toBe('Sữa');
    expect(petPage.parse(await get('/pets', { search: 'Mochi' })).total).toBe(0);
  });

  it('returns a pet with its owner and its weights, oldest first', async () => {
    signInAs('accountant');
    const milo = petDetail.parse(await get(`/pets/${P.milo}`));
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
    expect(customerResponse.parse(await get(`/customers/${C.dung}`)).petsCount).toBe(1);
    expect(petDetail.parse((await api.post('/pets', { ...NEW_PET, weightKg: '' })).data).weights).toEqual([]);
  });

  it('adds a weighing when the weight changes, and keeps a new owner in the shop', async () => {
    signInAs('doctor');
    const bo = petDetail.parse(await get(`/pets/${P.bo}`));
    const same = petDetail.parse((await api.put(`/pets/${P.bo}`, { ...bo, note: 'Khám định kỳ' })).data);
    expect(same.weights).toHaveLength(2);
    const heavier = petDetail.parse((await api.put(`/pets/${P.bo}`, { ...bo, weightKg: 12.05 })).data);
    expect(heavier.weights.map((w) => w.weightKg)).toEqual([10.1, 11.3, 12.05]);
    expect((await failure(api.put(`/pets/${P.bo}`, { ...bo, customerId: C.hanoiHa }))).status).toBe(404);
    expect(petDetail.parse((await api.put(`/pets/${P.bo}`, { ...bo, customerId: C.an })).data).owner.name).toBe('Nguyễn Văn An');
  });

  it('deactivates a pet an activity refers to and deletes one with none', async () => {
    signInAs('seller');
    expect(deleteResult.parse((await api.delete(`/pets/${P.lu}`)).data)).toEqual({
      deleted: false,
      deactivated: true,
      message: 'Thú cưng đã có phiếu hoạt động nên không thể xóa; thú cưng đã được chuyển sang ngừng hoạt động',
    });
    expect(deleteResult.parse((await api.delete(`/pets/${P.muop}`)).data)).toEqual({ deleted: true, deactivated: false });
    expect(customerDetail.parse(await get(`/customers/${C.an}`))).toMatchObject({ petsCount: 0, pets: [{ name: 'Lu', isActive: false }] });
  });
});

describe('mock API: /services', () => {
  it('lets every shop role look, but only the admin and the accountant change', async () => {
    signInAs('spa');
    expect(servicePage.parse(await get('/services')).total).toBe(13);
    expect((await failure(api.post('/services', NEW_SERVICE))).status).toBe(403);
    expect((await failure(api.delete(`/services/${S.checkup}`))).status).toBe(403);
    signInAs('accountant');
    expect(serviceResponse.parse((await api.post('/services', NEW_SERVICE)).data)).toMatchObject({ name: 'Nhổ răng sữa', price: 300_000, description: null, isActive: true });
  });

  it('filters by group, searches the name without accents and sorts by price', async () => {
    signInAs('owner');
    expect(names(servicePage.parse(await get('/services', { group: ServiceGroup.VACCINATION })))).toEqual(['Tiêm phòng dại', 'Tiêm vaccine 7 bệnh cho chó']);
    expect(names(servicePage.parse(await get('/services', { search: 'xet nghiem' })))).toEqual(['Xét nghiệm máu tổng quát']);
    expect(names(servicePage.parse(await get('/services', { sort: 'price:desc', limit: 2 })))).toEqual(['Triệt sản mèo cái', 'Truyền dịch nội trú']);
    expect(names(servicePage.parse(await get('/services', { active: 'false' })))).toEqual(['Đưa đón thú cưng nội thành']);
  });

  it('deactivates a service in use, deletes one that is not, and hides another shop’s', async () => {
    signInAs('owner');
    expect(deleteResult.parse((await api.delete(`/services/${S.rabies}`)).data)).toMatchObject({ deleted: false, deactivated: true });
    expect(serviceResponse.parse(await get(`/services/${S.rabies}`)).isActive).toBe(false);
    expect(deleteResult.parse((await api.delete(`/services/${S.checkup}`)).data)).toEqual({ deleted: true, deactivated: false });
    expect((await failure(api.get(`/services/${S.hanoiCheckup}`))).body.message).toBe('Không tìm thấy dịch vụ');
  });
});

describe('mock API: /products', () => {
  it('is for the admin and the accountant only', async () => {
    signInAs('doctor');
    expect((await failure(api.get('/products'))).status).toBe(403);
    signInAs('accountant');
    expect(productPage.parse(await get('/products')).total).toBe(13);
  });

  it('finds products by name, code or barcode and filters the ones below their minimum', async () => {
    signInAs('owner');
    expect(names(productPage.parse(await get('/products', { search: 'con 70' })))).toEqual(['Cồn 70 độ 500ml']);
    expect(names(productPage.parse(await get('/products', { search: 'sp0007' })))).toEqual(['Cồn 70 độ 500ml']);
    expect(names(productPage.parse(await get('/products', { search: '8936012340066' })))).toEqual(['Povidine 10% 500ml']);
    const low = productPage.parse(await get('/products', { lowStock: 'true' }));
    expect(low.items.map((p) => [p.code, p.stockOnHand, p.minimumStock, p.isLowStock])).toEqual([
      ['SP0005', 4, 5, true],
      ['SP0006', 8, 10, true],
      ['SP0003', 3, 8, true],
    ]);
    expect(productResponse.parse(await get(`/products/${PR.poopBags}`)).isLowStock).toBe(false);
    expect(names(productPage.parse(await get('/products', { group: ProductGroup.OTHER })))).toEqual(['Thẻ tên khắc laser', 'Túi đựng phân thú cưng']);
    expect(productPage.parse(await get('/products', { sort: 'stockOnHand:asc' })).items[0].code).toBe('SP0003');
  });

  it('never writes stock on hand through POST or PUT', async () => {
    signInAs('owner');
    expect((await failure(api.post('/products', { ...NEW_PRODUCT, stockOnHand: 50 }))).body.errors).toEqual([
      { field: 'stockOnHand', messages: ['Trường này không thể thay đổi ở đây'] },
    ]);
    expect(productResponse.parse((await api.post('/products', NEW_PRODUCT)).data)).toMatchObject({ code: 'SP0100', barcode: null, stockOnHand: 0, isLowStock: true });
    const revolution = productResponse.parse(await get(`/products/${PR.revolution}`));
    const edit = { ...revolution, stockOnHand: undefined, minimumStock: 2 };
    expect(productResponse.parse((await api.put(`/products/${PR.revolution}`, edit)).data)).toMatchObject({ stockOnHand: 3, minimumStock: 2, isLowStock: false });
    expect((await failure(api.put(`/products/${PR.revolution}`, { ...edit, stockOnHand: 100 }))).body.errors?.[0].field).toBe('stockOnHand');
  });

  it('answers 409 naming the code or the barcode another product of the shop has', async () => {
    signInAs('accountant');
    expect((await failure(api.post('/products', { ...NEW_PRODUCT, code: 'SP0001' }))).body).toEqual(conflictBody('code', 'Mã sản phẩm đã được sử dụng'));
    expect((await failure(api.post('/products', { ...NEW_PRODUCT, barcode: '8936012340011' }))).body).toEqual(conflictBody('barcode', 'Mã vạch đã được sử dụng'));
    // products without a barcode do not collide
    expect((await api.post('/products', { ...NEW_PRODUCT, code: 'SP0101' })).status).toBe(200);
  });

  it('deletes a product of the shop and hides another shop’s', async () => {
    signInAs('owner');
    expect(deleteResult.parse((await api.delete(`/products/${PR.nameTag}`)).data)).toEqual({ deleted: true, deactivated: false });
    expect((await failure(api.get(`/products/${PR.nameTag}`))).status).toBe(404);
    expect((await failure(api.put(`/products/${PR.hanoiAmoxicillin}`, NEW_PRODUCT))).body.message).toBe('Không tìm thấy sản phẩm');
  });
});

describe('mock API: /suppliers', () => {
  it('is for the admin and the accountant, found by name, alias or phone', async () => {
    signInAs('seller');
    expect((await failure(api.get('/suppliers'))).status).toBe(403);
    signInAs('accountant');
    expect(names(supplierPage.parse(await get('/suppliers')))).toEqual(['Công ty CP Thức Ăn Thú Cưng Royal', 'Công ty TNHH Dược Thú Y Sài Gòn', 'Cửa hàng Vật tư Y tế Minh Tâm']);
    expect(names(supplierPage.parse(await get('/suppliers', { search: '0909 876 543' })))).toEqual(['Cửa hàng Vật tư Y tế Minh Tâm']);
    expect(supplierPage.parse(await get('/suppliers', { search: 'royal pet', sort: 'alias:desc' })).items.map((s) => s.alias)).toEqual(['Royal Pet']);
  });

  it('creates, edits and deletes, and reports another shop’s supplier as missing', async () => {
    signInAs('owner');
    const created = supplierResponse.parse((await api.post('/suppliers', NEW_SUPPLIER)).data);
    expect(created).toMatchObject({ alias: 'Pet Việt', bankName: null, isActive: true });
    expect(supplierResponse.parse((await api.put(`/suppliers/${created.id}`, { ...created, isActive: false })).data).isActive).toBe(false);
    expect(deleteResult.parse((await api.delete(`/suppliers/${SU.minhTam}`)).data)).toEqual({ deleted: true, deactivated: false });
    expect((await failure(api.get(`/suppliers/${SU.hanoiHaThanh}`))).body.message).toBe('Không tìm thấy nhà cung cấp');
  });
});
