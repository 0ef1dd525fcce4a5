import { InvoiceType } from '@/lib/enums/activities';

// What the demo clinic's month is made of: the services of each kind of visit, what the doctors
// find and prescribe, and why some visits were canceled. Names are those of the demo catalogues.

export const GROOMING_DOG = ['Tắm vệ sinh chó dưới 5kg', 'Tắm vệ sinh chó 5–10kg', 'Cắt tỉa lông tạo kiểu chó dưới 5kg', 'Cắt tỉa lông tạo kiểu chó 5–10kg'];
export const GROOMING_CAT = ['Tắm vệ sinh mèo', 'Cạo lông toàn thân'];
export const GROOMING_EXTRA = ['Cắt móng, vệ sinh tai', 'Vắt tuyến hôi'];

/** The service-queue tests and imaging a visit may add, by the shop's queues. */
export const QUEUE_SERVICES = ['Siêu âm ổ bụng', 'Chụp X-quang 1 phim', 'Xét nghiệm máu tổng quát', 'Test nhanh Parvo', 'Soi da, soi ký sinh trùng', 'Siêu âm tim', 'Xét nghiệm sinh hóa máu'];
export const SURGERIES = ['Triệt sản mèo đực', 'Cạo vôi răng', 'Khâu vết thương'];

export interface Finding {
  symptoms: string;
  diagnosis: string;
  treatment: string;
  /** medicine given to take home: product, quantity in its base unit, how to give it */
  medicines: Array<[string, number, string]>;
  extra?: string;
}

export const FINDINGS: readonly Finding[] = [
  {
    symptoms: 'Nôn, tiêu chảy 2 ngày, bỏ ăn',
    diagnosis: 'Viêm dạ dày ruột cấp',
    treatment: 'Truyền dịch, kháng sinh, men tiêu hóa; ăn cháo loãng 3 ngày',
    medicines: [['Metronidazole 250mg', 10, '1 viên × 2 lần/ngày, 5 ngày, sau ăn'], ['Men tiêu hóa Biosub', 6, '1 gói × 2 lần/ngày, trộn thức ăn']],
    extra: 'Xét nghiệm máu tổng quát',
  },
  {
    symptoms: 'Gãi nhiều, rụng lông từng mảng vùng lưng',
    diagnosis: 'Viêm da do nấm',
    treatment: 'Tắm thuốc 2 lần/tuần, kháng viêm ngắn ngày',
    medicines: [['Prednisolone 5mg', 6, '1 viên/ngày, 6 ngày, sau ăn']],
    extra: 'Soi da, soi ký sinh trùng',
  },
  {
    symptoms: 'Ho, chảy nước mũi, sốt nhẹ',
    diagnosis: 'Viêm đường hô hấp trên',
    treatment: 'Kháng sinh 7 ngày, giữ ấm, tái khám sau 1 tuần',
    medicines: [['Amoxicillin 500mg', 14, '1/2 viên × 2 lần/ngày, 7 ngày']],
  },
  {
    symptoms: 'Đi tiểu khó, tiểu ra máu',
    diagnosis: 'Viêm bàng quang',
    treatment: 'Kháng sinh, uống nhiều nước, đổi thức ăn hỗ trợ tiết niệu',
    medicines: [['Cefalexin 500mg', 10, '1 viên × 2 lần/ngày, 5 ngày']],
    extra: 'Siêu âm ổ bụng',
  },
  {
    symptoms: 'Khám sức khỏe định kỳ, không có biểu hiện bất thường',
    diagnosis: 'Sức khỏe tốt',
    treatment: 'Tiếp tục chế độ ăn hiện tại, tẩy giun định kỳ 3 tháng/lần',
    medicines: [],
  },
  {
    symptoms: 'Đi khập khiễng chân sau bên trái sau khi nhảy',
    diagnosis: 'Bong gân khớp gối',
    treatment: 'Hạn chế vận động 2 tuần, kháng viêm',
    medicines: [['Prednisolone 5mg', 5, '1 viên/ngày, 5 ngày']],
    extra: 'Chụp X-quang 1 phim',
  },
];

export const VACCINES = {
  dog: { service: 'Vaccine 7 bệnh cho chó', product: 'Vaccine Vanguard Plus 5/L', nextInDays: 365 },
  cat: { service: 'Vaccine 4 bệnh cho mèo', product: 'Vaccine Nobivac Tricat', nextInDays: 365 },
  rabies: { service: 'Tiêm phòng dại', product: 'Vaccine dại Rabisin', nextInDays: 365 },
} as const;

export const CANCEL_REASONS = ['Khách đổi lịch sang tuần sau', 'Khách chờ lâu nên về trước', 'Thú cưng quá sợ, hẹn lại lần khác', 'Khách nhập nhầm, tạo lại hoạt động khác'];

/** How often each kind of visit comes on an ordinary day (stays have their own issue; a few here). */
export const TYPE_WEIGHTS: ReadonlyArray<[number, number]> = [
  [InvoiceType.HEALTHCARE, 0.5],
  [InvoiceType.GROOMING, 0.33],
  [InvoiceType.HOME, 0.1],
  [InvoiceType.HOTEL, 0.04],
  [InvoiceType.INPATIENT_CARE, 0.03],
];
