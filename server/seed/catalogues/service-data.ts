import { ServiceGroup } from '@/lib/enums/services';

// The demo clinic's price list (đồng), every SPEC §3 service group represented.

export interface ServiceSeed {
  name: string;
  group: number;
  price: number;
  unit: string;
  description?: string;
  isActive?: boolean;
}

const G = ServiceGroup;

export const SERVICES: readonly ServiceSeed[] = [
  { name: 'Tắm vệ sinh chó dưới 5kg', group: G.SPA, price: 150_000, unit: 'lần', description: 'Tắm, sấy, chải lông, vệ sinh tai và cắt móng.' },
  { name: 'Tắm vệ sinh chó 5–10kg', group: G.SPA, price: 200_000, unit: 'lần' },
  { name: 'Tắm vệ sinh chó 10–20kg', group: G.SPA, price: 280_000, unit: 'lần' },
  { name: 'Tắm vệ sinh chó trên 20kg', group: G.SPA, price: 380_000, unit: 'lần' },
  { name: 'Tắm vệ sinh mèo', group: G.SPA, price: 180_000, unit: 'lần' },
  { name: 'Cắt tỉa lông tạo kiểu chó dưới 5kg', group: G.SPA, price: 250_000, unit: 'lần' },
  { name: 'Cắt tỉa lông tạo kiểu chó 5–10kg', group: G.SPA, price: 320_000, unit: 'lần' },
  { name: 'Cạo lông toàn thân', group: G.SPA, price: 200_000, unit: 'lần' },
  { name: 'Cắt móng, vệ sinh tai', group: G.SPA, price: 50_000, unit: 'lần' },
  { name: 'Vắt tuyến hôi', group: G.SPA, price: 40_000, unit: 'lần' },
  { name: 'Nhuộm lông tai và đuôi', group: G.SPA, price: 300_000, unit: 'lần', isActive: false },
  { name: 'Khám tổng quát', group: G.EXAMINATION, price: 100_000, unit: 'lần' },
  { name: 'Tái khám', group: G.EXAMINATION, price: 50_000, unit: 'lần' },
  { name: 'Khám chuyên khoa da liễu', group: G.EXAMINATION, price: 150_000, unit: 'lần' },
  { name: 'Khám chuyên khoa mắt', group: G.EXAMINATION, price: 150_000, unit: 'lần' },
  { name: 'Khám tại nhà (nội thành)', group: G.EXAMINATION, price: 250_000, unit: 'lần' },
  { name: 'Siêu âm ổ bụng', group: G.ULTRASOUND, price: 250_000, unit: 'lần' },
  { name: 'Siêu âm thai', group: G.ULTRASOUND, price: 200_000, unit: 'lần' },
  { name: 'Siêu âm tim', group: G.ULTRASOUND, price: 400_000, unit: 'lần' },
  { name: 'Triệt sản mèo đực', group: G.SURGERY, price: 600_000, unit: 'ca' },
  { name: 'Triệt sản mèo cái', group: G.SURGERY, price: 900_000, unit: 'ca' },
  { name: 'Triệt sản chó đực dưới 10kg', group: G.SURGERY, price: 1_000_000, unit: 'ca' },
  { name: 'Triệt sản chó cái dưới 10kg', group: G.SURGERY, price: 1_500_000, unit: 'ca' },
  { name: 'Mổ lấy thai', group: G.SURGERY, price: 2_500_000, unit: 'ca' },
  { name: 'Cạo vôi răng', group: G.SURGERY, price: 500_000, unit: 'ca' },
  { name: 'Khâu vết thương', group: G.SURGERY, price: 300_000, unit: 'ca' },
  { name: 'Tiêm phòng dại', group: G.VACCINATION, price: 120_000, unit: 'mũi' },
  { name: 'Vaccine 7 bệnh cho chó', group: G.VACCINATION, price: 250_000, unit: 'mũi' },
  { name: 'Vaccine 5 bệnh cho chó', group: G.VACCINATION, price: 200_000, unit: 'mũi' },
  { name: 'Vaccine 4 bệnh cho mèo', group: G.VACCINATION, price: 280_000, unit: 'mũi' },
  { name: 'Tẩy giun định kỳ', group: G.VACCINATION, price: 50_000, unit: 'lần' },
  { name: 'Chụp X-quang 1 phim', group: G.X_RAY, price: 200_000, unit: 'lần' },
  { name: 'Chụp X-quang 2 phim', group: G.X_RAY, price: 350_000, unit: 'lần' },
  { name: 'Chụp X-quang có cản quang', group: G.X_RAY, price: 500_000, unit: 'lần' },
  { name: 'Xét nghiệm máu tổng quát', group: G.LAB_TEST, price: 250_000, unit: 'lần' },
  { name: 'Xét nghiệm sinh hóa máu', group: G.LAB_TEST, price: 350_000, unit: 'lần' },
  { name: 'Test nhanh Care', group: G.LAB_TEST, price: 200_000, unit: 'lần' },
  { name: 'Test nhanh Parvo', group: G.LAB_TEST, price: 200_000, unit: 'lần' },
  { name: 'Xét nghiệm nước tiểu', group: G.LAB_TEST, price: 150_000, unit: 'lần' },
  { name: 'Soi da, soi ký sinh trùng', group: G.LAB_TEST, price: 80_000, unit: 'lần' },
  { name: 'Gắn chip định danh', group: G.OTHER, price: 300_000, unit: 'lần' },
  { name: 'Cấp giấy chứng nhận sức khỏe', group: G.OTHER, price: 150_000, unit: 'lần' },
  { name: 'Truyền dịch', group: G.INPATIENT_TREATMENT, price: 150_000, unit: 'lần' },
  { name: 'Nội trú điều trị (ngày)', group: G.INPATIENT_TREATMENT, price: 250_000, unit: 'ngày' },
  { name: 'Nội trú chăm sóc đặc biệt (ngày)', group: G.INPATIENT_TREATMENT, price: 450_000, unit: 'ngày' },
  { name: 'Thở oxy', group: G.INPATIENT_TREATMENT, price: 100_000, unit: 'giờ' },
  { name: 'Đưa đón thú cưng nội thành', group: G.TRANSPORTATION, price: 100_000, unit: 'chuyến' },
  { name: 'Đưa đón thú cưng ngoại thành', group: G.TRANSPORTATION, price: 200_000, unit: 'chuyến' },
  { name: 'Xe cấp cứu thú y', group: G.TRANSPORTATION, price: 300_000, unit: 'chuyến' },
  { name: 'Lưu chuồng khách sạn (ngày)', group: G.HOTEL, price: 200_000, unit: 'ngày' },
  { name: 'Lưu chuồng chó lớn (ngày)', group: G.HOTEL, price: 300_000, unit: 'ngày' },
  { name: 'Lưu chuồng mèo (ngày)', group: G.HOTEL, price: 150_000, unit: 'ngày' },
  { name: 'Phòng VIP có camera (ngày)', group: G.HOTEL, price: 400_000, unit: 'ngày', description: 'Phòng riêng có máy lạnh, chủ xem camera qua điện thoại.' },
];

/** The few services the smaller branches start with. */
export const STARTER_SERVICES = ['Tắm vệ sinh chó dưới 5kg', 'Khám tổng quát', 'Tiêm phòng dại', 'Siêu âm ổ bụng', 'Lưu chuồng khách sạn (ngày)'].map(
  (name) => SERVICES.find((s) => s.name === name)!,
);
