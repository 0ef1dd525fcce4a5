import { ProductGroup } from '@/lib/enums/products';

// The demo shop's goods: medicine, medical supplies, chemicals, goods for sale and other items,
// with sale price and purchase cost in đồng, the stock the demo imports bring in and the minimum
// to keep. Stock and average cost come only through the ledger (server/seed/books): a few products
// end below their minimum so the low-stock badge and filter have something to show.

/** [name, unit, sale price, purchase cost, stock brought in, minimum stock] */
type Row = readonly [string, string, number, number, number, number];

export interface ProductSeed {
  name: string;
  group: number;
  unit: string;
  salePrice: number;
  /** what the demo imports pay for one unit, around which their costs vary */
  purchaseCost: number;
  /** how much the demo imports bring in, all told */
  stocked: number;
  minimumStock: number;
  /** goods made in-house (engraved tags, …) carry no barcode */
  hasBarcode: boolean;
}

const MEDICINE: Row[] = [
  ['Amoxicillin 500mg', 'viên', 3_000, 1_400, 420, 100],
  ['Cefalexin 500mg', 'viên', 3_500, 1_700, 300, 100],
  ['Doxycycline 100mg', 'viên', 4_000, 2_000, 60, 80],
  ['Metronidazole 250mg', 'viên', 2_000, 800, 500, 100],
  ['Prednisolone 5mg', 'viên', 1_500, 600, 250, 50],
  ['Drontal Plus tẩy giun cho chó', 'viên', 45_000, 31_000, 80, 20],
  ['Drontal tẩy giun cho mèo', 'viên', 40_000, 27_000, 12, 20],
  ['NexGard Spectra chó 7,5–15kg', 'viên', 250_000, 190_000, 24, 10],
  ['Bravecto chó 10–20kg', 'viên', 750_000, 590_000, 6, 5],
  ['Frontline Plus nhỏ gáy cho mèo', 'ống', 150_000, 105_000, 30, 10],
  ['Revolution mèo 2,6–7,5kg', 'ống', 220_000, 165_000, 3, 8],
  ['Vaccine dại Rabisin', 'liều', 80_000, 52_000, 40, 20],
  ['Vaccine Vanguard Plus 5/L', 'liều', 120_000, 85_000, 35, 15],
  ['Vaccine Nobivac Tricat', 'liều', 150_000, 108_000, 9, 10],
  ['Thuốc nhỏ mắt Tobramycin 0,3%', 'chai', 35_000, 21_000, 25, 10],
  ['Men tiêu hóa Biosub', 'gói', 15_000, 8_000, 150, 50],
  ['Gel dinh dưỡng Nutri-Plus 120g', 'tuýp', 180_000, 128_000, 18, 6],
  ['Metacam 1,5mg/ml chai 10ml', 'chai', 160_000, 115_000, 7, 5],
  ['Dịch truyền Lactate Ringer 500ml', 'chai', 25_000, 14_000, 90, 40],
  ['Natri clorid 0,9% 500ml', 'chai', 15_000, 8_500, 120, 40],
  ['Thuốc nhỏ tai Otomax 15g', 'tuýp', 210_000, 150_000, 11, 5],
];

const MEDICAL_SUPPLIES: Row[] = [
  ['Bơm tiêm 1ml', 'cái', 2_000, 700, 800, 200],
  ['Bơm tiêm 3ml', 'cái', 2_000, 800, 650, 200],
  ['Bơm tiêm 5ml', 'cái', 2_500, 1_000, 150, 200],
  ['Kim luồn tĩnh mạch 22G', 'cái', 12_000, 6_000, 90, 30],
  ['Dây truyền dịch', 'bộ', 8_000, 4_000, 110, 40],
  ['Băng gạc vô trùng 10x10cm', 'gói', 5_000, 2_200, 300, 100],
  ['Băng cuộn y tế', 'cuộn', 10_000, 4_500, 80, 30],
  ['Găng tay y tế (hộp 100 cái)', 'hộp', 90_000, 65_000, 14, 10],
  ['Loa chống liếm size S', 'cái', 45_000, 22_000, 20, 5],
  ['Loa chống liếm size M', 'cái', 55_000, 28_000, 4, 5],
  ['Chỉ khâu tự tiêu Vicryl 3-0', 'sợi', 65_000, 42_000, 36, 12],
  ['Bông y tế 100g', 'gói', 18_000, 9_000, 40, 15],
  ['Khẩu trang y tế (hộp 50 cái)', 'hộp', 40_000, 26_000, 25, 10],
];

const CHEMICALS: Row[] = [
  ['Cồn 70 độ 500ml', 'chai', 25_000, 13_000, 30, 10],
  ['Oxy già 3% 500ml', 'chai', 15_000, 7_000, 24, 10],
  ['Povidine 10% 500ml', 'chai', 65_000, 45_000, 8, 10],
  ['Chlorhexidine 2% 500ml', 'chai', 80_000, 55_000, 15, 6],
  ['Virkon S khử trùng chuồng (gói 50g)', 'gói', 45_000, 30_000, 40, 10],
  ['Xịt diệt ve rận môi trường 500ml', 'chai', 120_000, 82_000, 10, 4],
];

const SALE_GOODS: Row[] = [
  ['Hạt Royal Canin Mini Adult 2kg', 'túi', 420_000, 345_000, 22, 8],
  ['Hạt Royal Canin Kitten 2kg', 'túi', 450_000, 370_000, 15, 8],
  ['Hạt SmartHeart chó trưởng thành 1,5kg', 'túi', 120_000, 92_000, 40, 10],
  ['Hạt Me-O mèo vị cá ngừ 1,2kg', 'túi', 110_000, 84_000, 5, 10],
  ['Pate Whiskas cá ngừ 85g', 'gói', 15_000, 10_500, 200, 48],
  ['Pate Me-O cho mèo con 80g', 'gói', 14_000, 9_800, 96, 48],
  ['Súp thưởng Ciao Churu (4 thanh)', 'gói', 38_000, 27_000, 60, 20],
  ['Xương gặm sạch răng Pedigree Dentastix', 'gói', 45_000, 32_000, 18, 10],
  ['Cát vệ sinh mèo Nhật 8L', 'túi', 95_000, 66_000, 30, 10],
  ['Cát đậu nành Tofu 6L', 'túi', 130_000, 92_000, 2, 8],
  ['Sữa tắm SOS cho chó lông trắng 530ml', 'chai', 135_000, 96_000, 20, 6],
  ['Sữa tắm Fay cho chó mèo 300ml', 'chai', 95_000, 64_000, 16, 6],
  ['Vòng cổ chống ve rận', 'cái', 85_000, 52_000, 25, 8],
  ['Dây dắt chó size M', 'cái', 120_000, 70_000, 12, 4],
  ['Bát ăn inox đôi', 'cái', 75_000, 42_000, 18, 5],
  ['Bóng cao su đồ chơi', 'cái', 30_000, 14_000, 45, 10],
  ['Lược chải lông chó mèo', 'cái', 60_000, 33_000, 20, 5],
  ['Balo vận chuyển mèo', 'cái', 350_000, 240_000, 5, 2],
  ['Tã lót vệ sinh cho chó (50 miếng)', 'gói', 110_000, 78_000, 3, 6],
  ['Sữa bột Bio Milk cho chó mèo 100g', 'hộp', 35_000, 23_000, 28, 10],
];

const OTHER: Row[] = [
  ['Chuồng sắt sơn tĩnh điện size M', 'cái', 650_000, 480_000, 4, 2],
  ['Nệm ngủ cho chó mèo size S', 'cái', 180_000, 115_000, 9, 3],
  ['Áo thun thú cưng size S', 'cái', 90_000, 50_000, 24, 6],
  ['Thẻ tên khắc laser', 'cái', 50_000, 20_000, 60, 10],
  ['Túi vận chuyển dùng một lần', 'cái', 15_000, 6_000, 100, 30],
];

const IN_HOUSE = new Set(['Thẻ tên khắc laser', 'Túi vận chuyển dùng một lần']);

const rows = (group: number, list: Row[]): ProductSeed[] =>
  list.map(([name, unit, salePrice, purchaseCost, stocked, minimumStock]) => ({
    name,
    group,
    unit,
    salePrice,
    purchaseCost,
    stocked,
    minimumStock,
    hasBarcode: !IN_HOUSE.has(name),
  }));

export const PRODUCTS: readonly ProductSeed[] = [
  ...rows(ProductGroup.MEDICINE, MEDICINE),
  ...rows(ProductGroup.MEDICAL_SUPPLIES, MEDICAL_SUPPLIES),
  ...rows(ProductGroup.CHEMICALS, CHEMICALS),
  ...rows(ProductGroup.SALE_GOODS, SALE_GOODS),
  ...rows(ProductGroup.OTHER, OTHER),
];

/** The few products the smaller branches start with. */
export const STARTER_PRODUCTS = [
  'Amoxicillin 500mg',
  'Bơm tiêm 3ml',
  'Cồn 70 độ 500ml',
  'Hạt Royal Canin Mini Adult 2kg',
  'Pate Whiskas cá ngừ 85g',
].map((name) => PRODUCTS.find((p) => p.name === name)!);
