import { ProductGroup } from '@/lib/enums/products';
import { ServiceGroup } from '@/lib/enums/services';
import { MOCK_CATALOGUE, type MockProduct, type MockService, type MockSupplier, on } from './catalogue-data';

// The services, products and suppliers of the mock catalogue (catalogue-data.ts holds its ids, its
// people and the reasons behind them).

const S = MOCK_CATALOGUE.services;
type ServiceRow = [id: string, name: string, group: number, price: number, unit: string];

const Q1_SERVICES: ServiceRow[] = [
  [S.checkup, 'Khám tổng quát', ServiceGroup.EXAMINATION, 100_000, 'lần'],
  [S.recheck, 'Tái khám', ServiceGroup.EXAMINATION, 50_000, 'lần'],
  [S.rabies, 'Tiêm phòng dại', ServiceGroup.VACCINATION, 120_000, 'mũi'],
  [S.vaccine7, 'Tiêm vaccine 7 bệnh cho chó', ServiceGroup.VACCINATION, 250_000, 'mũi'],
  [S.ultrasound, 'Siêu âm ổ bụng', ServiceGroup.ULTRASOUND, 200_000, 'lần'],
  [S.xRay, 'Chụp X-quang', ServiceGroup.X_RAY, 180_000, 'phim'],
  [S.bloodTest, 'Xét nghiệm máu tổng quát', ServiceGroup.LAB_TEST, 300_000, 'lần'],
  [S.spay, 'Triệt sản mèo cái', ServiceGroup.SURGERY, 800_000, 'ca'],
  [S.bath, 'Tắm sấy chó dưới 10kg', ServiceGroup.SPA, 150_000, 'lần'],
  [S.grooming, 'Cắt tỉa lông tạo kiểu', ServiceGroup.SPA, 250_000, 'lần'],
  [S.boarding, 'Lưu chuồng qua đêm', ServiceGroup.HOTEL, 120_000, 'ngày'],
  [S.drip, 'Truyền dịch nội trú', ServiceGroup.INPATIENT_TREATMENT, 350_000, 'ngày'],
  [S.pickup, 'Đưa đón thú cưng nội thành', ServiceGroup.TRANSPORTATION, 80_000, 'chuyến'],
];

const PR = MOCK_CATALOGUE.products;
type ProductRow = [id: string, code: string, barcode: string | null, name: string, group: number, unit: string, salePrice: number, averageCost: number, stock: number, minimum: number];

// Below their minimum: SP0003, SP0005, SP0006. SP0012 sits exactly at it (not low).
const Q1_PRODUCTS: ProductRow[] = [
  [PR.amoxicillin, 'SP0001', '8936012340011', 'Amoxicillin 500mg', ProductGroup.MEDICINE, 'viên', 3_000, 1_400, 420, 100],
  [PR.rabisin, 'SP0002', '8936012340028', 'Vaccine dại Rabisin', ProductGroup.MEDICINE, 'liều', 80_000, 52_000, 40, 20],
  [PR.revolution, 'SP0003', '8936012340035', 'Revolution mèo 2,6–7,5kg', ProductGroup.MEDICINE, 'ống', 220_000, 165_000, 3, 8],
  [PR.syringe, 'SP0004', '8936012340042', 'Bơm tiêm 3ml', ProductGroup.MEDICAL_SUPPLIES, 'cái', 2_000, 800, 650, 200],
  [PR.cone, 'SP0005', '8936012340059', 'Loa chống liếm size M', ProductGroup.MEDICAL_SUPPLIES, 'cái', 55_000, 28_000, 4, 5],
  [PR.povidine, 'SP0006', '8936012340066', 'Povidine 10% 500ml', ProductGroup.CHEMICALS, 'chai', 65_000, 45_000, 8, 10],
  [PR.alcohol, 'SP0007', '8936012340073', 'Cồn 70 độ 500ml', ProductGroup.CHEMICALS, 'chai', 25_000, 13_000, 30, 10],
  [PR.royalCanin, 'SP0008', '3182550702447', 'Hạt Royal Canin Mini Adult 2kg', ProductGroup.SALE_GOODS, 'túi', 420_000, 345_000, 22, 8],
  [PR.whiskas, 'SP0009', '8850125081206', 'Pate Whiskas cá ngừ 85g', ProductGroup.SALE_GOODS, 'gói', 15_000, 10_500, 200, 48],
  [PR.litter, 'SP0010', '8936012340103', 'Cát vệ sinh mèo Nhật 8L', ProductGroup.SALE_GOODS, 'túi', 95_000, 66_000, 30, 10],
  [PR.nameTag, 'SP0011', null, 'Thẻ tên khắc laser', ProductGroup.OTHER, 'cái', 60_000, 25_000, 15, 0],
  [PR.poopBags, 'SP0012', null, 'Túi đựng phân thú cưng', ProductGroup.OTHER, 'cuộn', 20_000, 9_000, 10, 10],
  [PR.tickSpray, 'SP0013', '8936012340134', 'Xịt diệt ve rận môi trường 500ml', ProductGroup.CHEMICALS, 'chai', 120_000, 82_000, 6, 4],
];

const SU = MOCK_CATALOGUE.suppliers;
type SupplierRow = [id: string, name: string, alias: string, phone: string, address: string, bank: [bankName: string, branch: string, number: string, holder: string] | null];

const Q1_SUPPLIERS: SupplierRow[] = [
  [SU.vetPharma, 'Công ty TNHH Dược Thú Y Sài Gòn', 'Dược thú y SG', '02838123456', '215 Điện Biên Phủ, Phường 15, Quận Bình Thạnh', ['Vietcombank', 'Chi nhánh Sài Gòn', '0071000654321', 'CONG TY TNHH DUOC THU Y SAI GON']],
  [SU.royalPet, 'Công ty CP Thức Ăn Thú Cưng Royal', 'Royal Pet', '02839998877', '45 Trường Chinh, Phường 14, Quận Tân Bình', ['ACB', 'Chi nhánh Tân Bình', '123456789', 'CONG TY CP THUC AN THU CUNG ROYAL']],
  [SU.minhTam, 'Cửa hàng Vật tư Y tế Minh Tâm', 'Minh Tâm', '0909876543', '60 An Dương Vương, Phường 3, Quận 5', null],
];

export function services(q1: string, hanoi: string): MockService[] {
  const row = (shopId: string, [id, name, group, price, unit]: ServiceRow, day: number): MockService => ({
    id, shopId, name, group, price, unit, description: null, isActive: id !== S.pickup, hasActivity: id === S.rabies, createdAt: on(day),
  });
  return [...Q1_SERVICES.map((s, i) => row(q1, s, i)), row(hanoi, [S.hanoiCheckup, 'Khám tổng quát', ServiceGroup.EXAMINATION, 120_000, 'lần'], 2)];
}

export function products(q1: string, hanoi: string): MockProduct[] {
  const row = (shopId: string, [id, code, barcode, name, group, unit, salePrice, averageCost, stockOnHand, minimumStock]: ProductRow, day: number): MockProduct => ({
    id, shopId, code, barcode, name, group, unit, units: [], salePrice, averageCost, stockOnHand, minimumStock, isActive: id !== PR.tickSpray, createdAt: on(day),
  });
  return [
    ...Q1_PRODUCTS.map((p, i) => row(q1, p, i)),
    // the same code and barcode as in Quận 1: unique per shop only
    row(hanoi, [PR.hanoiAmoxicillin, 'SP0001', '8936012340011', 'Amoxicillin 500mg', ProductGroup.MEDICINE, 'viên', 3_500, 1_500, 200, 50], 3),
  ];
}

export function suppliers(q1: string, hanoi: string): MockSupplier[] {
  const row = (shopId: string, [id, name, alias, phone, address, bank]: SupplierRow, day: number): MockSupplier => ({
    id, shopId, name, alias, phone, address,
    bankName: bank?.[0] ?? null, bankBranch: bank?.[1] ?? null, accountNumber: bank?.[2] ?? null, accountName: bank?.[3] ?? null,
    isActive: true, createdAt: on(day),
  });
  return [...Q1_SUPPLIERS.map((s, i) => row(q1, s, i)), row(hanoi, [SU.hanoiHaThanh, 'Công ty TNHH Thú Y Hà Thành', 'Hà Thành', '02437651234', '56 Tây Sơn, Phường Quang Trung, Quận Đống Đa, Hà Nội', null], 4)];
}
