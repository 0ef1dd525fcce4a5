import { api } from '@/lib/api/client';
import { deleteResult } from '@/lib/contracts/delete-result';
import { productPage, productResponse } from '@/lib/contracts/products';
import { servicePage, serviceResponse } from '@/lib/contracts/services';
import { supplierPage, supplierResponse } from '@/lib/contracts/suppliers';
import { ProductGroup } from '@/lib/enums/products';
import { ServiceGroup } from '@/lib/enums/services';
import { MOCK_CATALOGUE } from '@/tests/msw/catalogue-data';
import { server } from '@/tests/msw/server';
import { authHandlers } from '@/tests/msw/session';
import { conflictBody, failure, getData, namesOf, signInAs } from '@/tests/support/mock-api-calls';

// The service, product and supplier mocks the screens run on: the guards and rules of
// server/modules/{services,products,suppliers} (permissions, 409s naming the field, delete or
// deactivate, another shop's record missing, filters, search and order).

const { services: S, products: PR, suppliers: SU } = MOCK_CATALOGUE;

const NEW_SERVICE = { name: 'Nhổ răng sữa', group: ServiceGroup.SURGERY, price: 300_000, unit: 'ca', description: '' };
const NEW_PRODUCT = { code: 'SP0100', barcode: '', name: 'Sữa tắm Bio-Groom 355ml', group: ProductGroup.SALE_GOODS, unit: 'chai', salePrice: 180_000, minimumStock: 5 };
const NEW_SUPPLIER = { name: 'Công ty TNHH Phụ kiện Pet Việt', alias: 'Pet Việt', address: '9 Phan Văn Trị, Quận Bình Thạnh', phone: '02835556677' };

// A 401 makes the client ask next-auth for a fresher session once; there is none here.
beforeEach(() => server.use(...authHandlers(null)));

describe('mock API: /services', () => {
  it('lets every shop role look, but only the admin and the accountant change', async () => {
    signInAs('spa');
    expect(servicePage.parse(await getData('/services')).total).toBe(13);
    expect((await failure(api.post('/services', NEW_SERVICE))).status).toBe(403);
    expect((await failure(api.delete(`/services/${S.checkup}`))).status).toBe(403);
    signInAs('accountant');
    expect(serviceResponse.parse((await api.post('/services', NEW_SERVICE)).data)).toMatchObject({ name: 'Nhổ răng sữa', price: 300_000, description: null, isActive: true });
  });

  it('filters by group, searches the name without accents and sorts by price', async () => {
    signInAs('owner');
    expect(namesOf(servicePage.parse(await getData('/services', { group: ServiceGroup.VACCINATION })))).toEqual(['Tiêm phòng dại', 'Tiêm vaccine 7 bệnh cho chó']);
    expect(namesOf(servicePage.parse(await getData('/services', { search: 'xet nghiem' })))).toEqual(['Xét nghiệm máu tổng quát']);
    expect(namesOf(servicePage.parse(await getData('/services', { sort: 'price:desc', limit: 2 })))).toEqual(['Triệt sản mèo cái', 'Truyền dịch nội trú']);
    expect(namesOf(servicePage.parse(await getData('/services', { active: 'false' })))).toEqual(['Đưa đón thú cưng nội thành']);
  });

  it('deactivates a service in use, deletes one that is not, and hides another shop’s', async () => {
    signInAs('owner');
    expect(deleteResult.parse((await api.delete(`/services/${S.rabies}`)).data)).toMatchObject({ deleted: false, deactivated: true });
    expect(serviceResponse.parse(await getData(`/services/${S.rabies}`)).isActive).toBe(false);
    expect(deleteResult.parse((await api.delete(`/services/${S.checkup}`)).data)).toEqual({ deleted: true, deactivated: false });
    expect((await failure(api.get(`/services/${S.hanoiCheckup}`))).body.message).toBe('Không tìm thấy dịch vụ');
  });
});

describe('mock API: /products', () => {
  it('is for the admin and the accountant only', async () => {
    signInAs('doctor');
    expect((await failure(api.get('/products'))).status).toBe(403);
    signInAs('accountant');
    expect(productPage.parse(await getData('/products')).total).toBe(13);
  });

  it('finds products by name, code or barcode and filters the ones below their minimum', async () => {
    signInAs('owner');
    expect(namesOf(productPage.parse(await getData('/products', { search: 'con 70' })))).toEqual(['Cồn 70 độ 500ml']);
    expect(namesOf(productPage.parse(await getData('/products', { search: 'sp0007' })))).toEqual(['Cồn 70 độ 500ml']);
    expect(namesOf(productPage.parse(await getData('/products', { search: '8936012340066' })))).toEqual(['Povidine 10% 500ml']);
    const low = productPage.parse(await getData('/products', { lowStock: 'true' }));
    expect(low.items.map((p) => [p.code, p.stockOnHand, p.minimumStock, p.isLowStock])).toEqual([
      ['SP0005', 4, 5, true],
      ['SP0006', 8, 10, true],
      ['SP0003', 3, 8, true],
    ]);
    expect(productResponse.parse(await getData(`/products/${PR.poopBags}`)).isLowStock).toBe(false);
    expect(namesOf(productPage.parse(await getData('/products', { group: ProductGroup.OTHER })))).toEqual(['Thẻ tên khắc laser', 'Túi đựng phân thú cưng']);
    expect(productPage.parse(await getData('/products', { sort: 'stockOnHand:asc' })).items[0].code).toBe('SP0003');
  });

  it('never writes stock on hand or average cost through POST or PUT', async () => {
    signInAs('owner');
    expect((await failure(api.post('/products', { ...NEW_PRODUCT, stockOnHand: 50 }))).body.errors).toEqual([
      { field: 'stockOnHand', messages: ['Trường này không thể thay đổi ở đây'] },
    ]);
    expect(productResponse.parse((await api.post('/products', NEW_PRODUCT)).data)).toMatchObject({ code: 'SP0100', barcode: null, stockOnHand: 0, isLowStock: true });
    const revolution = productResponse.parse(await getData(`/products/${PR.revolution}`));
    expect((await failure(api.post('/products', { ...NEW_PRODUCT, code: 'SP0102', averageCost: 1 }))).body.errors?.[0].field).toBe('averageCost');
    const edit = { ...revolution, stockOnHand: undefined, averageCost: undefined, minimumStock: 2 };
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
    expect(namesOf(supplierPage.parse(await getData('/suppliers')))).toEqual(['Công ty CP Thức Ăn Thú Cưng Royal', 'Công ty TNHH Dược Thú Y Sài Gòn', 'Cửa hàng Vật tư Y tế Minh Tâm']);
    expect(namesOf(supplierPage.parse(await getData('/suppliers', { search: '0909 876 543' })))).toEqual(['Cửa hàng Vật tư Y tế Minh Tâm']);
    expect(supplierPage.parse(await getData('/suppliers', { search: 'royal pet', sort: 'alias:desc' })).items.map((s) => s.alias)).toEqual(['Royal Pet']);
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
