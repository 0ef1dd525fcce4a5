import type { suppliers } from '../../db/schema/suppliers';

// Where the demo shops buy; bank fields are optional (SPEC §5): one supplier is paid in cash only.

export type SupplierSeed = Omit<typeof suppliers.$inferInsert, 'shopId'>;

export const SUPPLIERS: readonly SupplierSeed[] = [
  {
    name: 'Công ty TNHH Dược thú y Sài Gòn Vet',
    alias: 'Sài Gòn Vet',
    address: '215 Lý Thường Kiệt, Phường 6, Quận Tân Bình, TP. Hồ Chí Minh',
    phone: '02838651234',
    bankName: 'Vietcombank',
    bankBranch: 'Chi nhánh Tân Bình',
    accountNumber: '0441000123456',
    accountName: 'CONG TY TNHH DUOC THU Y SAI GON VET',
  },
  {
    name: 'Công ty CP Thức ăn thú cưng Phương Nam',
    alias: 'Phương Nam Pet Food',
    address: 'Lô C5, KCN Tân Tạo, Phường Tân Tạo A, Quận Bình Tân, TP. Hồ Chí Minh',
    phone: '02837541188',
    bankName: 'Techcombank',
    bankBranch: 'Chi nhánh Bình Tân',
    accountNumber: '19032456781012',
    accountName: 'CONG TY CP THUC AN THU CUNG PHUONG NAM',
  },
  {
    name: 'Công ty TNHH Thiết bị y tế thú y Minh Long',
    alias: 'Minh Long Medical',
    address: '88 Thành Thái, Phường 12, Quận 10, TP. Hồ Chí Minh',
    phone: '0908123789',
    bankName: 'ACB',
    bankBranch: 'Chi nhánh Quận 10',
    accountNumber: '218765439',
    accountName: 'CONG TY TNHH TB Y TE THU Y MINH LONG',
  },
  {
    name: 'Nhà phân phối phụ kiện thú cưng Happy Paws',
    alias: 'Happy Paws',
    address: '42 Phan Xích Long, Phường 2, Quận Phú Nhuận, TP. Hồ Chí Minh',
    phone: '0938456120',
    bankName: 'MB Bank',
    bankBranch: 'Chi nhánh Phú Nhuận',
    accountNumber: '0680123456789',
    accountName: 'TRAN THI NGOC HAN',
  },
  {
    name: 'Công ty TNHH Vaccine thú y Hoàng Gia',
    alias: 'Hoàng Gia Vaccine',
    address: '17 Nguyễn Văn Trỗi, Phường 11, Quận Phú Nhuận, TP. Hồ Chí Minh',
    phone: '02839975566',
    bankName: 'BIDV',
    bankBranch: 'Chi nhánh Phú Nhuận',
    accountNumber: '31410001234567',
    accountName: 'CONG TY TNHH VACCINE THU Y HOANG GIA',
  },
  {
    name: 'Cửa hàng hóa chất Tân Phú',
    alias: 'Hóa chất Tân Phú',
    address: '305 Lũy Bán Bích, Phường Hòa Thạnh, Quận Tân Phú, TP. Hồ Chí Minh',
    phone: '0917345678',
  },
];

export const HANOI_SUPPLIERS: readonly SupplierSeed[] = [
  {
    name: 'Công ty TNHH Thú y Thủ Đô',
    alias: 'Thú y Thủ Đô',
    address: '56 Láng Hạ, Phường Thành Công, Quận Ba Đình, Hà Nội',
    phone: '02437721345',
    bankName: 'VietinBank',
    bankBranch: 'Chi nhánh Ba Đình',
    accountNumber: '113000456789',
    accountName: 'CONG TY TNHH THU Y THU DO',
  },
];
