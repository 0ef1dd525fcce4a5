import type { DemoRole } from './accounts';

// The side menu each demo role must see, written out by hand from SPEC §2 (menu table) and SPEC §6
// (visibility) — deliberately not computed from lib/menu.ts, so that a wrong permission in the
// app's definition shows up here. Vietnamese titles from locales/vi/menu.json.
//
// SPEC §6 in short: HOME / activity list / rooms / appointments / customers, pets, services / staff
// for all five shop roles; Services (ACTIVITY_EXECUTE, multiple-person work — the seeded users have
// the single-user flow off) for owner, doctor, spa, accountant; history for those plus the seller;
// debts for owner, seller, accountant; products, suppliers, inventory, promotions, statistics,
// financial for owner and accountant; Store Settings and the audit log for the shop admin (owner) only. A section
// heading shows only when its user holds one of its entries' permissions; a sub-menu none of whose
// children the user may see is not shown. The system admin sees the system-admin entries only.

export type MenuEntry =
  | { kind: 'section'; title: string }
  | { kind: 'link'; title: string; path: string }
  | { kind: 'sub'; title: string; children: Array<{ title: string; path: string }> };

const section = (title: string): MenuEntry => ({ kind: 'section', title });
const link = (title: string, path: string): MenuEntry => ({ kind: 'link', title, path });
const sub = (title: string, children: Array<[string, string]>): MenuEntry => ({
  kind: 'sub',
  title,
  children: children.map(([t, path]) => ({ title: t, path })),
});

const HOME = link('Trang chủ', '');
const DASHBOARDS = link('Bảng điều khiển', '/activities');
const SERVICES = sub('Dịch vụ', [
  ['Siêu âm', '/service-activities/ultrasound'],
  ['Phẫu thuật', '/service-activities/surgery'],
  ['X-quang', '/service-activities/x-ray'],
  ['Xét nghiệm', '/service-activities/lab-test'],
  ['Vận chuyển', '/service-activities/transportation'],
]);
const HOTELS = link('Khách sạn', '/accommodation/hotels');
const INPATIENT = link('Nội trú', '/accommodation/inpatient-care');
const SCHEDULE = link('Lịch hẹn', '/schedule');
const DEBTS = sub('Quản lý công nợ', [
  ['Công nợ khách hàng', '/debt-management/customers'],
  ['Công nợ nhà cung cấp', '/debt-management/suppliers'],
]);
const HISTORY = sub('Lịch sử hoạt động', [
  ['Khám chữa bệnh', '/history/healthcare'],
  ['Spa', '/history/grooming'],
  ['Dịch vụ tại nhà', '/history/home-service'],
  ['Bán hàng', '/history/sales'],
  ['Khách sạn', '/history/hotel'],
  ['Nội trú', '/history/inpatient-care'],
]);
const OVERVIEW = link('Tổng quan', '/statistics');
const FINANCIAL = sub('Tài chính', [
  ['Báo cáo tài chính', '/financial/reports'],
  ['Phiếu thu chi', '/financial/receipt-payments'],
]);
const CATEGORY_ALL = sub('Danh mục', [
  ['Khách hàng', '/customers'],
  ['Thú cưng', '/pets'],
  ['Dịch vụ', '/services'],
  ['Sản phẩm', '/products'],
  ['Nhà cung cấp', '/suppliers'],
]);
const CATEGORY_FRONT_DESK = sub('Danh mục', [
  ['Khách hàng', '/customers'],
  ['Thú cưng', '/pets'],
  ['Dịch vụ', '/services'],
]);
const INVENTORY = sub('Kho hàng', [
  ['Nhập hàng', '/product-imports'],
  ['Theo dõi tồn kho', '/inventory-tracking'],
  ['Kiểm kho', '/inventories'],
]);
const STORE_OWNER = sub('Cửa hàng', [
  ['Khuyến mãi', '/promotions'],
  ['Nhân viên', '/employees'],
  ['Cài đặt cửa hàng', '/profile#StoreSettings'],
  ['Nhật ký thao tác', '/audit-log'],
]);
const STORE_ACCOUNTANT = sub('Cửa hàng', [
  ['Khuyến mãi', '/promotions'],
  ['Nhân viên', '/employees'],
]);
const STORE_STAFF = sub('Cửa hàng', [['Nhân viên', '/employees']]);

const ACTIVITY = section('Hoạt động');
const ACCOMMODATION = section('Lưu trú');
const CUSTOMER_CARE = section('Chăm sóc khách hàng');
const STATISTICS = section('Thống kê');
const MANAGEMENT = section('Quản lý');

const CLINICAL_STAFF: MenuEntry[] = [
  HOME,
  ACTIVITY, DASHBOARDS, SERVICES,
  ACCOMMODATION, HOTELS, INPATIENT,
  CUSTOMER_CARE, SCHEDULE, HISTORY,
  MANAGEMENT, CATEGORY_FRONT_DESK, STORE_STAFF,
];

export const EXPECTED_MENUS: Record<Exclude<DemoRole, 'other'>, MenuEntry[]> = {
  owner: [
    HOME,
    ACTIVITY, DASHBOARDS, SERVICES,
    ACCOMMODATION, HOTELS, INPATIENT,
    CUSTOMER_CARE, SCHEDULE, DEBTS, HISTORY,
    STATISTICS, OVERVIEW, FINANCIAL,
    MANAGEMENT, CATEGORY_ALL, INVENTORY, STORE_OWNER,
  ],
  accountant: [
    HOME,
    ACTIVITY, DASHBOARDS, SERVICES,
    ACCOMMODATION, HOTELS, INPATIENT,
    CUSTOMER_CARE, SCHEDULE, DEBTS, HISTORY,
    STATISTICS, OVERVIEW, FINANCIAL,
    MANAGEMENT, CATEGORY_ALL, INVENTORY, STORE_ACCOUNTANT,
  ],
  doctor: CLINICAL_STAFF,
  spa: CLINICAL_STAFF,
  seller: [
    HOME,
    ACTIVITY, DASHBOARDS,
    ACCOMMODATION, HOTELS, INPATIENT,
    CUSTOMER_CARE, SCHEDULE, DEBTS, HISTORY,
    MANAGEMENT, CATEGORY_FRONT_DESK, STORE_STAFF,
  ],
  // admin menu: home, shops, chains and accounts, no section headings
  admin: [link('Trang chủ', ''), link('Cửa hàng', '/shops'), link('Chuỗi cửa hàng', '/chains'), link('Tài khoản', '/users')],
};

/** Every link of a menu in sidebar order, sub-menu children included (all sub-menus expanded). */
export function allLinks(menu: MenuEntry[]): Array<{ title: string; path: string }> {
  return menu.flatMap((e) => (e.kind === 'link' ? [{ title: e.title, path: e.path }] : e.kind === 'sub' ? e.children : []));
}
