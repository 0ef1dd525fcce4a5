// Vietnamese names, addresses and notes the demo customers are made from (make-customers.ts).

export const FAMILY_NAMES = ['Nguyễn', 'Nguyễn', 'Nguyễn', 'Trần', 'Trần', 'Lê', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương', 'Lý'];

export const MALE = {
  middle: ['Văn', 'Minh', 'Quốc', 'Hoàng', 'Đức', 'Thành', 'Gia', 'Hữu', 'Tuấn', 'Công'],
  given: ['An', 'Bình', 'Cường', 'Dũng', 'Hải', 'Hiếu', 'Huy', 'Khang', 'Khoa', 'Long', 'Nam', 'Phúc', 'Quân', 'Sơn', 'Tài', 'Thắng', 'Trí', 'Tùng', 'Vinh', 'Bảo', 'Đạt', 'Kiên'],
};

export const FEMALE = {
  middle: ['Thị', 'Ngọc', 'Thanh', 'Thu', 'Mai', 'Bảo', 'Phương', 'Kim', 'Hoài', 'Khánh'],
  given: ['Anh', 'Châu', 'Diệp', 'Giang', 'Hà', 'Hạnh', 'Hương', 'Lan', 'Linh', 'Mai', 'My', 'Ngân', 'Nhung', 'Oanh', 'Phương', 'Quyên', 'Thảo', 'Trâm', 'Uyên', 'Vy', 'Yến', 'Trinh'],
};

/** [street, ward, district] */
export type Place = readonly [string, string, string];

export const HCM_PLACES: readonly Place[] = [
  ['Nguyễn Đình Chiểu', 'Phường Đa Kao', 'Quận 1'],
  ['Lê Thánh Tôn', 'Phường Bến Nghé', 'Quận 1'],
  ['Hai Bà Trưng', 'Phường Tân Định', 'Quận 1'],
  ['Trần Hưng Đạo', 'Phường Cầu Ông Lãnh', 'Quận 1'],
  ['Cống Quỳnh', 'Phường Phạm Ngũ Lão', 'Quận 1'],
  ['Đề Thám', 'Phường Cô Giang', 'Quận 1'],
  ['Võ Văn Tần', 'Phường 6', 'Quận 3'],
  ['Nam Kỳ Khởi Nghĩa', 'Phường 7', 'Quận 3'],
  ['Lê Văn Sỹ', 'Phường 13', 'Quận 3'],
  ['Cách Mạng Tháng Tám', 'Phường 10', 'Quận 3'],
  ['Hoàng Diệu', 'Phường 9', 'Quận 4'],
  ['Khánh Hội', 'Phường 3', 'Quận 4'],
  ['An Dương Vương', 'Phường 3', 'Quận 5'],
  ['Nguyễn Tri Phương', 'Phường 5', 'Quận 5'],
  ['Sư Vạn Hạnh', 'Phường 12', 'Quận 10'],
  ['Ba Tháng Hai', 'Phường 14', 'Quận 10'],
  ['Xô Viết Nghệ Tĩnh', 'Phường 21', 'Quận Bình Thạnh'],
  ['Điện Biên Phủ', 'Phường 15', 'Quận Bình Thạnh'],
  ['Phan Văn Trị', 'Phường 11', 'Quận Bình Thạnh'],
  ['Phan Xích Long', 'Phường 2', 'Quận Phú Nhuận'],
  ['Hoàng Văn Thụ', 'Phường 8', 'Quận Phú Nhuận'],
  ['Quang Trung', 'Phường 10', 'Quận Gò Vấp'],
  ['Nguyễn Oanh', 'Phường 17', 'Quận Gò Vấp'],
  ['Cộng Hòa', 'Phường 13', 'Quận Tân Bình'],
  ['Trường Chinh', 'Phường 14', 'Quận Tân Bình'],
  ['Nguyễn Thị Thập', 'Phường Tân Phú', 'Quận 7'],
  ['Huỳnh Tấn Phát', 'Phường Tân Thuận Đông', 'Quận 7'],
  ['Võ Văn Ngân', 'Phường Linh Chiểu', 'TP. Thủ Đức'],
  ['Song Hành', 'Phường An Phú', 'TP. Thủ Đức'],
];

export const SOUTH_SAIGON_PLACES: readonly Place[] = HCM_PLACES.filter(([, , district]) => district === 'Quận 7' || district === 'Quận 4').concat([
  ['Nguyễn Hữu Thọ', 'Phường Tân Hưng', 'Quận 7'],
  ['Lê Văn Lương', 'Phường Tân Quy', 'Quận 7'],
]);

export const HANOI_PLACES: readonly Place[] = [
  ['Trần Duy Hưng', 'Phường Trung Hòa', 'Quận Cầu Giấy'],
  ['Xuân Thủy', 'Phường Dịch Vọng Hậu', 'Quận Cầu Giấy'],
  ['Tây Sơn', 'Phường Quang Trung', 'Quận Đống Đa'],
  ['Chùa Bộc', 'Phường Trung Liệt', 'Quận Đống Đa'],
  ['Kim Mã', 'Phường Kim Mã', 'Quận Ba Đình'],
  ['Nguyễn Trãi', 'Phường Thượng Đình', 'Quận Thanh Xuân'],
  ['Bạch Mai', 'Phường Cầu Dền', 'Quận Hai Bà Trưng'],
];

export const CUSTOMER_NOTES = [
  'Khách quen, gọi điện trước khi đến.',
  'Thường đặt lịch spa vào cuối tuần.',
  'Thanh toán bằng chuyển khoản.',
  'Thú cưng nhát, cần người quen giữ khi khám.',
  'Muốn nhận nhắc lịch tiêm phòng qua Zalo.',
];

/** Viettel, Mobifone and Vinaphone prefixes that begin with 09. */
export const MOBILE_PREFIXES = ['090', '091', '093', '094', '096', '097', '098'];
