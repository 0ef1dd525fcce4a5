import { ProductGroup } from '@/lib/enums/products';
import type { ProductSeed } from '../catalogues/product-data';

// What the demo's books are made of: which supplier sells what, the larger units some goods come
// in, the lots with their expiry, and a month of the shop's own expenses and income.

/** The supplier (by alias) each product is bought from. */
export function supplierOf(p: ProductSeed): string {
  if (p.name.startsWith('Vaccine')) return 'Hoàng Gia Vaccine';
  if (p.group === ProductGroup.MEDICINE) return 'Sài Gòn Vet';
  if (p.group === ProductGroup.MEDICAL_SUPPLIES) return 'Minh Long Medical';
  if (p.group === ProductGroup.CHEMICALS) return 'Hóa chất Tân Phú';
  if (p.group === ProductGroup.SALE_GOODS && /^(Hạt|Pate|Súp|Xương|Sữa bột)/.test(p.name)) return 'Phương Nam Pet Food';
  return 'Happy Paws';
}

/** Larger units of some goods (the product's own unit is the base unit). */
export const UNITS: Record<string, Array<{ name: string; factor: number }>> = {
  'Amoxicillin 500mg': [{ name: 'vỉ', factor: 10 }, { name: 'hộp', factor: 100 }],
  'Cefalexin 500mg': [{ name: 'vỉ', factor: 10 }, { name: 'hộp', factor: 100 }],
  'Metronidazole 250mg': [{ name: 'vỉ', factor: 10 }, { name: 'hộp', factor: 100 }],
  'Prednisolone 5mg': [{ name: 'vỉ', factor: 10 }, { name: 'hộp', factor: 100 }],
  'Men tiêu hóa Biosub': [{ name: 'hộp', factor: 10 }],
  'Bơm tiêm 1ml': [{ name: 'hộp', factor: 100 }],
  'Bơm tiêm 3ml': [{ name: 'hộp', factor: 100 }],
  'Bơm tiêm 5ml': [{ name: 'hộp', factor: 100 }],
  'Pate Whiskas cá ngừ 85g': [{ name: 'thùng', factor: 24 }],
  'Pate Me-O cho mèo con 80g': [{ name: 'thùng', factor: 24 }],
};

/** Goods kept by lot and expiry: medicines and vaccines. */
export const isLotted = (p: ProductSeed) => p.group === ProductGroup.MEDICINE;

/**
 * Lots that expire soon after the demo is seeded, in days from then (negative: already expired),
 * by product and import round (0: the first delivery, 1: the second): the "expiring" tab's content.
 */
export const SHORT_LOTS: Record<string, { round: number; daysLeft: number }> = {
  'Vaccine Nobivac Tricat': { round: 1, daysLeft: 20 },
  'Gel dinh dưỡng Nutri-Plus 120g': { round: 0, daysLeft: 25 },
  'Thuốc nhỏ mắt Tobramycin 0,3%': { round: 0, daysLeft: 45 },
  'Men tiêu hóa Biosub': { round: 0, daysLeft: 75 },
  'Metacam 1,5mg/ml chai 10ml': { round: 0, daysLeft: -10 },
};

/** What the stock-take of the medical supplies found: counted − system, by product; the rest counted as they stood. */
export const COUNT_DIFFERENCES: Record<string, number> = {
  'Bơm tiêm 3ml': -5,
  'Băng gạc vô trùng 10x10cm': 3,
  'Kim luồn tĩnh mạch 22G': -2,
};
/** Lines the counter left uncounted (they change nothing). */
export const UNCOUNTED = new Set(['Bông y tế 100g', 'Khẩu trang y tế (hộp 50 cái)']);

export interface ManualVoucherSeed {
  daysAgo: number;
  type: 'RECEIPT' | 'PAYMENT';
  category: 'SALARY' | 'RENT' | 'UTILITIES' | 'OTHER_INCOME' | 'OTHER_EXPENSE';
  /** a demo account's email (an employee), or a name for anyone else */
  payer: { employee: string } | { type: 'OTHER' | 'DELIVERYEE'; name: string };
  amount: number;
  method: 'CASH' | 'BANK_TRANSFER';
  note: string;
  /** voided two days later with this reason */
  voided?: string;
}

/** The shop's own money over the last month (DESIGN §6: expenses and other income by hand). */
export const MANUAL_VOUCHERS: readonly ManualVoucherSeed[] = [
  { daysAgo: 28, type: 'PAYMENT', category: 'RENT', payer: { type: 'OTHER', name: 'Công ty TNHH Đầu tư Bến Nghé' }, amount: 15_000_000, method: 'BANK_TRANSFER', note: 'Tiền thuê mặt bằng tháng này' },
  { daysAgo: 27, type: 'PAYMENT', category: 'SALARY', payer: { employee: 'doctor@petclinic.vn' }, amount: 15_000_000, method: 'BANK_TRANSFER', note: 'Lương tháng trước' },
  { daysAgo: 27, type: 'PAYMENT', category: 'SALARY', payer: { employee: 'seller@petclinic.vn' }, amount: 8_000_000, method: 'BANK_TRANSFER', note: 'Lương tháng trước' },
  { daysAgo: 27, type: 'PAYMENT', category: 'SALARY', payer: { employee: 'accountant@petclinic.vn' }, amount: 10_000_000, method: 'BANK_TRANSFER', note: 'Lương tháng trước' },
  { daysAgo: 27, type: 'PAYMENT', category: 'SALARY', payer: { employee: 'spa@petclinic.vn' }, amount: 8_500_000, method: 'BANK_TRANSFER', note: 'Lương tháng trước' },
  { daysAgo: 20, type: 'PAYMENT', category: 'UTILITIES', payer: { type: 'OTHER', name: 'Tổng công ty Điện lực TP.HCM' }, amount: 2_350_000, method: 'CASH', note: 'Tiền điện' },
  { daysAgo: 19, type: 'PAYMENT', category: 'UTILITIES', payer: { type: 'OTHER', name: 'Công ty Cấp nước Bến Thành' }, amount: 480_000, method: 'CASH', note: 'Tiền nước' },
  { daysAgo: 19, type: 'PAYMENT', category: 'UTILITIES', payer: { type: 'OTHER', name: 'Công ty Cấp nước Bến Thành' }, amount: 480_000, method: 'CASH', note: 'Tiền nước', voided: 'Ghi trùng phiếu tiền nước' },
  { daysAgo: 18, type: 'PAYMENT', category: 'UTILITIES', payer: { type: 'OTHER', name: 'Viettel TP.HCM' }, amount: 330_000, method: 'BANK_TRANSFER', note: 'Cước internet' },
  { daysAgo: 14, type: 'RECEIPT', category: 'OTHER_INCOME', payer: { type: 'OTHER', name: 'Cơ sở thu mua phế liệu Ba Tư' }, amount: 120_000, method: 'CASH', note: 'Bán thùng carton cũ' },
  { daysAgo: 10, type: 'PAYMENT', category: 'OTHER_EXPENSE', payer: { type: 'DELIVERYEE', name: 'Anh Tư giao hàng' }, amount: 50_000, method: 'CASH', note: 'Phí giao hàng thuốc cho khách' },
  { daysAgo: 3, type: 'PAYMENT', category: 'OTHER_EXPENSE', payer: { type: 'OTHER', name: 'Nhà sách Fahasa' }, amount: 265_000, method: 'CASH', note: 'Văn phòng phẩm' },
];
