import { Role } from '@/lib/roles';

export type DemoShop = 'q1' | 'q7' | 'hanoi' | null;

// The demo accounts README lists; printed by `npm start`.
export const DEMO_ACCOUNTS = [
  { email: 'admin@petclinic.vn', password: 'Admin@123', role: Role.SYSTEM_ADMIN, name: 'Trần Quốc Bảo', phone: '0901000001', gender: 1, shop: null, chainMember: false },
  { email: 'owner@petclinic.vn', password: 'Owner@123', role: Role.SHOP_ADMIN, name: 'Nguyễn Thị Minh Anh', phone: '0903123456', gender: 2, shop: 'q1', chainMember: true },
  { email: 'doctor@petclinic.vn', password: 'Doctor@123', role: Role.SHOP_DOCTORS, name: 'Lê Văn Hùng', phone: '0912345678', gender: 1, shop: 'q1', chainMember: false },
  { email: 'seller@petclinic.vn', password: 'Seller@123', role: Role.SHOP_SELLER, name: 'Phạm Thu Trang', phone: '0934567890', gender: 2, shop: 'q1', chainMember: false },
  { email: 'accountant@petclinic.vn', password: 'Accountant@123', role: Role.SHOP_ACCOUNTANT, name: 'Võ Thị Hạnh', phone: '0976543210', gender: 2, shop: 'q1', chainMember: false },
  { email: 'spa@petclinic.vn', password: 'Spa@12345', role: Role.SHOP_SPA, name: 'Đặng Minh Tuấn', phone: '0987654321', gender: 1, shop: 'q1', chainMember: false },
  { email: 'other@petclinic.vn', password: 'Other@123', role: Role.SHOP_ADMIN, name: 'Hoàng Văn Nam', phone: '0241234567', gender: 1, shop: 'hanoi', chainMember: false },
] as const satisfies ReadonlyArray<{
  email: string;
  password: string;
  role: number;
  name: string;
  phone: string;
  gender: number;
  shop: DemoShop;
  chainMember: boolean;
}>;
