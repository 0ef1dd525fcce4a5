import type { Customer } from '@/lib/contracts/customers';
import type { Pet, PetWeight } from '@/lib/contracts/pets';
import type { Product } from '@/lib/contracts/products';
import type { Service } from '@/lib/contracts/services';
import type { Supplier } from '@/lib/contracts/suppliers';
import { PetStatus } from '@/lib/enums/pets';

// The catalogue of the mock world (tests/msw/data.ts): customers with their pets, services, products
// and suppliers of PetCare Quận 1, and one record of each in Happy Pet Hà Nội so tests can prove one
// shop cannot reach another's. Quận 7 has none. Ids are fixed so tests can name them.

export const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
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
export const HANOI_DAY = 10;
/** Midday in Hồ Chí Minh City, `day` days into 2025. */
export const on = (day: number) => new Date(Date.UTC(2025, 0, 1 + day, 5)).toISOString();

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
// what the shop holds for a customer: Milo's owner kept the money of a voided invoice (DESIGN §6)
const CREDITS: Record<string, number> = { [C.giang]: 150_000 };

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

export function customers(q1: string, hanoi: string): MockCustomer[] {
  const row = (shopId: string, [id, name, phone, email, address]: CustomerRow, day: number): MockCustomer => ({
    id, shopId, name, phone, email, address, note: NOTES[id] ?? null, isActive: !INACTIVE.has(id), credit: CREDITS[id] ?? 0, hasActivity: false, createdAt: on(day),
  });
  return [
    ...Q1_CUSTOMERS.map((c, i) => row(q1, c, 3 * i)),
    // the same phone as Nguyễn Văn An: phones are unique per shop only
    row(hanoi, [C.hanoiHa, 'Nguyễn Thị Hà', '0903111201', null, '18 Trần Duy Hưng, Phường Trung Hòa, Quận Cầu Giấy, Hà Nội'], HANOI_DAY),
  ];
}

export function pets(q1: string, hanoi: string): MockPet[] {
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
