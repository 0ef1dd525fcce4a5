import type { Customer } from '@/lib/contracts/customers';
import type { Pet, PetWeight } from '@/lib/contracts/pets';
import type { Product } from '@/lib/contracts/products';
import type { Service } from '@/lib/contracts/services';
import type { Supplier } from '@/lib/contracts/suppliers';
import { PetStatus } from '@/lib/enums/pets';
import { ProductGroup } from '@/lib/enums/products';
import { ServiceGroup } from '@/lib/enums/services';

// The catalogue of the mock world (tests/msw/data.ts): customers with their pets, services, products
// and suppliers of PetCare Quận 1, and one record of each in Happy Pet Hà Nội so tests can prove one
// shop cannot reach another's. Quận 7 has none. Ids are fixed so tests can name them.

const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const customer = (n: number) => uuid('6d1e2f3a', n);
const pet = (n: number) => uuid('9e70a1b2', n);
const service = (n: number) => uuid('5e7c1ce0', n);
const product = (n: number) => uuid('a7c0de00', n);
const supplier = (n: number) => uuid('5a1e5000', n);

/** Hà Nội's records end in 9xx. */
export const MOCK_CATALOGUE = {
  customers: {
    an: customer(1), binh: customer(2), cuong: customer(3), dung: customer(4), giang: customer(5),
    hai: customer(6), hanh: customer(7), hieu: customer(8), khang: customer(9), lan: customer(10),
    linh: customer(11), long: customer(12), mai: customer(13), nam: customer(14), ngan: customer(15),
    phuc: customer(16), quyen: customer(17), son: customer(18), thao: customer(19), tung: customer(20),
    uyen: customer(21), vinh: customer(22), vy: customer(23), yen: customer(24), tam: customer(25),
    hanoiHa: customer(901),
  },
  pets: {
    lu: pet(1), muop: pet(2), bong: pet(3), ki: pet(4), milo: pet(5), mimi: pet(6),
    vang: pet(7), bo: pet(8), sua: pet(9), tom: pet(10), muc: pet(11), susu: pet(12),
    hanoiMochi: pet(901),
  },
  services: {
    checkup: service(1), recheck: service(2), rabies: service(3), vaccine7: service(4), ultrasound: service(5),
    xRay: service(6), bloodTest: service(7), spay: service(8), bath: service(9), grooming: service(10),
    boarding: service(11), drip: service(12), pickup: service(13),
    hanoiCheckup: service(901),
  },
  products: {
    amoxicillin: product(1), rabisin: product(2), revolution: product(3), syringe: product(4), cone: product(5),
    povidine: product(6), alcohol: product(7), royalCanin: product(8), whiskas: product(9), litter: product(10),
    nameTag: product(11), poopBags: product(12), tickSpray: product(13),
    hanoiAmoxicillin: product(901),
  },
  suppliers: {
    vetPharma: supplier(1), royalPet: supplier(2), minhTam: supplier(3),
    hanoiHaThanh: supplier(901),
  },
} as const;

export interface MockCustomer extends Omit<Customer, 'petsCount' | 'debt'> {
  shopId: string;
  /** an activity refers to them, so a delete deactivates instead (issue 5) */
  hasActivity: boolean;
}

export interface MockPet extends Omit<Pet, 'owner'> {
  shopId: string;
  /** an activity refers to it, so a delete (its own or its owner's) deactivates instead */
  hasActivity: boolean;
  /** every weighing, the last one equal to weightKg */
  weights: PetWeight[];
}

export interface MockService extends Service {
  shopId: string;
  /** an activity line refers to it, so a delete deactivates instead */
  hasActivity: boolean;
}

export interface MockProduct extends Omit<Product, 'isLowStock'> {
  shopId: string;
}

export interface MockSupplier extends Supplier {
  shopId: string;
}

export interface MockCatalogue {
  customers: Record<string, MockCustomer>;
  pets: Record<string, MockPet>;
  services: Record<string, MockService>;
  products: Record<string, MockProduct>;
  suppliers: Record<string, MockSupplier>;
}

/** The day Happy Pet's first customer came in. */
const HANOI_DAY = 10;
/** Midday in Hồ Chí Minh City, `day` days into 2025. */
const on = (day: number) => new Date(Date.UTC(2025, 0, 1 + day, 5)).toISOString();

const C = MOCK_CATALOGUE.customers;
type CustomerRow = [id: string, name: string, phone: string | null, email: string | null, address: string | null];

// Customers of Quận 1 in the order they came in; "Âu" and "Đ…" names exercise the Vietnamese sort.
const Q1_CUSTOMERS: CustomerRow[] = [
  [C.an, 'Nguyễn Văn An', '0903111201', 'an.nguyen@gmail.com', '12 Nguyễn Đình Chiểu, Phường Đa Kao, Quận 1'],
  [C.binh, 'Trần Thị Bình', '0912222302', null, '88 Hai Bà Trưng, Phường Tân Định, Quận 1'],
  [C.cuong, 'Lê Quốc Cường', '0933444503', null, null],
  [C.dung, 'Phạm Minh Dũng', '0909555604', 'dung.pham@outlook.com', '5 Cống Quỳnh, Phường Phạm Ngũ Lão, Quận 1'],
  [C.giang, 'Hoàng Thu Giang', '0987666705', 'giang.hoang@yahoo.com', '41 Võ Văn Tần, Phường 6, Quận 3'],
  [C.hai, 'Huỳnh Đức Hải', '0977888906', null, null],
  [C.hanh, 'Phan Thị Hạnh', '0868999007', null, '210 Lê Văn Sỹ, Phường 13, Quận 3'],
  [C.hieu, 'Vũ Minh Hiếu', null, null, null],
  [C.khang, 'Võ Gia Khang', '0945123409', 'khang.vo@gmail.com', '17 Phan Xích Long, Phường 2, Quận Phú Nhuận'],
  [C.lan, 'Đặng Ngọc Lan', '0966234510', null, '63 Xô Viết Nghệ Tĩnh, Phường 21, Quận Bình Thạnh'],
  [C.linh, 'Bùi Khánh Linh', '0938345611', 'linh.bui@gmail.com', null],
  [C.long, 'Đỗ Thành Long', '0908456712', null, '9 Trần Hưng Đạo, Phường Cầu Ông Lãnh, Quận 1'],
  [C.mai, 'Hồ Thị Mai', '0918567813', null, null],
  [C.nam, 'Ngô Hoàng Nam', '0939678914', null, '150 Cộng Hòa, Phường 13, Quận Tân Bình'],
  [C.ngan, 'Dương Bảo Ngân', '0979789015', 'ngan.duong@gmail.com', null],
  [C.phuc, 'Lý Hữu Phúc', '0989890116', null, '72 Quang Trung, Phường 10, Quận Gò Vấp'],
  [C.quyen, 'Nguyễn Phương Quyên', '0907901217', null, null],
  [C.son, 'Trần Công Sơn', '0914012318', null, '3 Đề Thám, Phường Cô Giang, Quận 1'],
  [C.thao, 'Lê Mai Thảo', '0934123419', 'thao.le@gmail.com', null],
  [C.tung, 'Phạm Tuấn Tùng', '0947234520', null, null],
  [C.uyen, 'Hoàng Kim Uyên', '0963345621', null, '25 Nguyễn Thị Thập, Phường Tân Phú, Quận 7'],
  [C.vinh, 'Nguyễn Đức Vinh', '0976456722', null, null],
  [C.vy, 'Trần Hoài Vy', '0986567823', 'vy.tran@gmail.com', '101 Nam Kỳ Khởi Nghĩa, Phường 7, Quận 3'],
  [C.yen, 'Võ Thị Yến', '0904678924', null, null],
  [C.tam, 'Âu Thanh Tâm', '0971789025', null, '14 Sư Vạn Hạnh, Phường 12, Quận 10'],
];

const NOTES: Record<string, string> = {
  [C.an]: 'Khách quen, gọi điện trước khi đến.',
  [C.hieu]: 'Khách vãng lai, chưa để lại số điện thoại.',
  [C.long]: 'Đã chuyển ra Hà Nội.',
};
const INACTIVE = new Set<string>([C.long]);

const P = MOCK_CATALOGUE.pets;
type PetRow = [id: string, customerId: string, name: string, species: Pet['species'], breed: string | null, gender: 1 | 2 | null, birthDate: string | null, weights: number[]];

const Q1_PETS: PetRow[] = [
  [P.lu, C.an, 'Lu', 'dog', 'Poodle', 1, '2021-05-10', [5.4, 5.9, 6.2]],
  [P.muop, C.an, 'Mướp', 'cat', 'Mèo ta', 2, '2022-08-01', [3.8]],
  [P.bong, C.binh, 'Bông', 'cat', 'Anh lông ngắn', 2, '2023-02-14', [4.1]],
  [P.ki, C.cuong, 'Ki', 'dog', 'Chihuahua', 1, '2020-11-20', [2.6]],
  [P.milo, C.giang, 'Milo', 'dog', 'Golden Retriever', 1, '2019-03-03', [28, 30.2, 31.5]],
  [P.mimi, C.lan, 'Mimi', 'cat', 'Ba Tư', 2, '2021-09-09', [4.5]],
  [P.vang, C.lan, 'Vàng', 'dog', 'Phú Quốc', 1, '2012-01-15', [18]],
  [P.bo, C.khang, 'Bơ', 'dog', 'Corgi', 1, '2022-04-22', [10.1, 11.3]],
  [P.sua, C.mai, 'Sữa', 'cat', 'Scottish Fold', 2, null, []],
  [P.tom, C.ngan, 'Tôm', 'other', 'Thỏ Hà Lan', 1, '2024-01-05', [1.2]],
  [P.muc, C.phuc, 'Mực', 'dog', 'Phốc sóc', 2, '2023-06-30', [2.9]],
  [P.susu, C.thao, 'Susu', 'cat', 'Mèo Xiêm', 2, '2020-02-02', [3.6]],
];

const PET_EXTRAS: Record<string, Partial<MockPet>> = {
  [P.lu]: { colour: 'Nâu đỏ', microchip: '985112004567801', isSterilised: true, hasActivity: true, note: 'Dị ứng với thịt gà.' },
  [P.milo]: { colour: 'Vàng kem', microchip: '985112004567805', isSterilised: true },
  [P.vang]: { status: PetStatus.DECEASED },
  [P.muc]: { colour: 'Đen', status: PetStatus.MISSING, note: 'Lạc từ ngày 12/05, chủ đã báo.' },
  [P.susu]: { isActive: false },
};

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

function customers(q1: string, hanoi: string): MockCustomer[] {
  const row = (shopId: string, [id, name, phone, email, address]: CustomerRow, day: number): MockCustomer => ({
    id, shopId, name, phone, email, address, note: NOTES[id] ?? null, isActive: !INACTIVE.has(id), hasActivity: false, createdAt: on(day),
  });
  return [
    ...Q1_CUSTOMERS.map((c, i) => row(q1, c, 3 * i)),
    // the same phone as Nguyễn Văn An: phones are unique per shop only
    row(hanoi, [C.hanoiHa, 'Nguyễn Thị Hà', '0903111201', null, '18 Trần Duy Hưng, Phường Trung Hòa, Quận Cầu Giấy, Hà Nội'], HANOI_DAY),
  ];
}

function pets(q1: string, hanoi: string): MockPet[] {
  let weighings = 0;
  const row = (shopId: string, [id, customerId, name, species, breed, gender, birthDate, kgs]: PetRow, day: number): MockPet => ({
    id, shopId, customerId, name, species, breed, gender, birthDate,
    weightKg: kgs.at(-1) ?? null,
    // weighed every 90 days, the last time on the day the pet was registered
    weights: kgs.map((weightKg, w) => ({ id: uuid('3e16b7c0', ++weighings), weightKg, measuredAt: on(day - 90 * (kgs.length - 1 - w)) })),
    colour: null, microchip: null, isSterilised: false, status: PetStatus.ALIVE, note: null, isActive: true, hasActivity: false, createdAt: on(day),
    ...PET_EXTRAS[id],
  });
  // a pet is registered the day after its owner
  const ownerDay = (customerId: string) => 3 * Q1_CUSTOMERS.findIndex(([id]) => id === customerId);
  return [
    ...Q1_PETS.map((p) => row(q1, p, ownerDay(p[1]) + 1)),
    row(hanoi, [P.hanoiMochi, C.hanoiHa, 'Mochi', 'cat', 'Anh lông dài', 2, '2022-10-10', [4.8]], HANOI_DAY + 1),
  ];
}

function services(q1: string, hanoi: string): MockService[] {
  const row = (shopId: string, [id, name, group, price, unit]: ServiceRow, day: number): MockService => ({
    id, shopId, name, group, price, unit, description: null, isActive: id !== S.pickup, hasActivity: id === S.rabies, createdAt: on(day),
  });
  return [...Q1_SERVICES.map((s, i) => row(q1, s, i)), row(hanoi, [S.hanoiCheckup, 'Khám tổng quát', ServiceGroup.EXAMINATION, 120_000, 'lần'], 2)];
}

function products(q1: string, hanoi: string): MockProduct[] {
  const row = (shopId: string, [id, code, barcode, name, group, unit, salePrice, averageCost, stockOnHand, minimumStock]: ProductRow, day: number): MockProduct => ({
    id, shopId, code, barcode, name, group, unit, salePrice, averageCost, stockOnHand, minimumStock, isActive: id !== PR.tickSpray, createdAt: on(day),
  });
  return [
    ...Q1_PRODUCTS.map((p, i) => row(q1, p, i)),
    // the same code and barcode as in Quận 1: unique per shop only
    row(hanoi, [PR.hanoiAmoxicillin, 'SP0001', '8936012340011', 'Amoxicillin 500mg', ProductGroup.MEDICINE, 'viên', 3_500, 1_500, 200, 50], 3),
  ];
}

function suppliers(q1: string, hanoi: string): MockSupplier[] {
  const row = (shopId: string, [id, name, alias, phone, address, bank]: SupplierRow, day: number): MockSupplier => ({
    id, shopId, name, alias, phone, address,
    bankName: bank?.[0] ?? null, bankBranch: bank?.[1] ?? null, accountNumber: bank?.[2] ?? null, accountName: bank?.[3] ?? null,
    isActive: true, createdAt: on(day),
  });
  return [...Q1_SUPPLIERS.map((s, i) => row(q1, s, i)), row(hanoi, [SU.hanoiHaThanh, 'Công ty TNHH Thú Y Hà Thành', 'Hà Thành', '02437651234', '56 Tây Sơn, Phường Quang Trung, Quận Đống Đa, Hà Nội', null], 4)];
}

const byId = <T extends { id: string }>(rows: T[]): Record<string, T> => Object.fromEntries(rows.map((r) => [r.id, r]));

/** A fresh copy of the catalogue; handlers mutate it on POST, PUT and DELETE calls. */
export function createMockCatalogue(shops: { q1: string; hanoi: string }): MockCatalogue {
  const { q1, hanoi } = shops;
  return {
    customers: byId(customers(q1, hanoi)),
    pets: byId(pets(q1, hanoi)),
    services: byId(services(q1, hanoi)),
    products: byId(products(q1, hanoi)),
    suppliers: byId(suppliers(q1, hanoi)),
  };
}
