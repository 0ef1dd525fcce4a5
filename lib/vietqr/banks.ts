import { foldAccents } from '../text';

// The banks of Vietnam that take VietQR transfers, with their NAPAS BIN (the 6-digit acquirer id
// a VietQR payload names), as the State Bank and NAPAS publish them: the shop picks its bank from
// this list (profile → Store Settings), and the payment panel's QR code is made from its BIN.

export interface VietnamBank {
  /** the code banks and apps use (VCB, ICB…), kept as the shop's bank */
  code: string;
  shortName: string;
  name: string;
  bin: string;
}

const bank = (code: string, shortName: string, bin: string, name: string): VietnamBank => ({ code, shortName, bin, name });

export const VIETNAM_BANKS: readonly VietnamBank[] = [
  bank('VCB', 'Vietcombank', '970436', 'Ngân hàng TMCP Ngoại thương Việt Nam'),
  bank('ICB', 'VietinBank', '970415', 'Ngân hàng TMCP Công thương Việt Nam'),
  bank('BIDV', 'BIDV', '970418', 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam'),
  bank('VBA', 'Agribank', '970405', 'Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam'),
  bank('TCB', 'Techcombank', '970407', 'Ngân hàng TMCP Kỹ thương Việt Nam'),
  bank('MB', 'MBBank', '970422', 'Ngân hàng TMCP Quân đội'),
  bank('ACB', 'ACB', '970416', 'Ngân hàng TMCP Á Châu'),
  bank('VPB', 'VPBank', '970432', 'Ngân hàng TMCP Việt Nam Thịnh Vượng'),
  bank('TPB', 'TPBank', '970423', 'Ngân hàng TMCP Tiên Phong'),
  bank('STB', 'Sacombank', '970403', 'Ngân hàng TMCP Sài Gòn Thương Tín'),
  bank('HDB', 'HDBank', '970437', 'Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh'),
  bank('VIB', 'VIB', '970441', 'Ngân hàng TMCP Quốc tế Việt Nam'),
  bank('SHB', 'SHB', '970443', 'Ngân hàng TMCP Sài Gòn - Hà Nội'),
  bank('EIB', 'Eximbank', '970431', 'Ngân hàng TMCP Xuất Nhập khẩu Việt Nam'),
  bank('MSB', 'MSB', '970426', 'Ngân hàng TMCP Hàng Hải Việt Nam'),
  bank('OCB', 'OCB', '970448', 'Ngân hàng TMCP Phương Đông'),
  bank('SEAB', 'SeABank', '970440', 'Ngân hàng TMCP Đông Nam Á'),
  bank('LPB', 'LPBank', '970449', 'Ngân hàng TMCP Lộc Phát Việt Nam'),
  bank('SCB', 'SCB', '970429', 'Ngân hàng TMCP Sài Gòn'),
  bank('NAB', 'NamABank', '970428', 'Ngân hàng TMCP Nam Á'),
  bank('BAB', 'BacABank', '970409', 'Ngân hàng TMCP Bắc Á'),
  bank('ABB', 'ABBANK', '970425', 'Ngân hàng TMCP An Bình'),
  bank('VCCB', 'BVBank', '970454', 'Ngân hàng TMCP Bản Việt'),
  bank('PVCB', 'PVcomBank', '970412', 'Ngân hàng TMCP Đại Chúng Việt Nam'),
  bank('NCB', 'NCB', '970419', 'Ngân hàng TMCP Quốc Dân'),
  bank('VAB', 'VietABank', '970427', 'Ngân hàng TMCP Việt Á'),
  bank('VIETBANK', 'VietBank', '970433', 'Ngân hàng TMCP Việt Nam Thương Tín'),
  bank('KLB', 'KienLongBank', '970452', 'Ngân hàng TMCP Kiên Long'),
  bank('PGB', 'PGBank', '970430', 'Ngân hàng TMCP Thịnh vượng và Phát triển'),
  bank('BVB', 'BaoVietBank', '970438', 'Ngân hàng TMCP Bảo Việt'),
  bank('SGICB', 'SaigonBank', '970400', 'Ngân hàng TMCP Sài Gòn Công Thương'),
  bank('MBV', 'MBV', '970414', 'Ngân hàng TNHH MTV Việt Nam Hiện Đại'),
  bank('GPB', 'GPBank', '970408', 'Ngân hàng TNHH MTV Dầu Khí Toàn Cầu'),
  bank('CBB', 'CBBank', '970444', 'Ngân hàng TNHH MTV Xây dựng Việt Nam'),
  bank('COOPBANK', 'Co-opBank', '970446', 'Ngân hàng Hợp tác xã Việt Nam'),
  bank('SHBVN', 'ShinhanBank', '970424', 'Ngân hàng TNHH MTV Shinhan Việt Nam'),
  bank('WVN', 'Woori', '970457', 'Ngân hàng TNHH MTV Woori Việt Nam'),
  bank('HSBC', 'HSBC', '458761', 'Ngân hàng TNHH MTV HSBC (Việt Nam)'),
  bank('SCVN', 'StandardChartered', '970410', 'Ngân hàng TNHH MTV Standard Chartered Bank Việt Nam'),
  bank('UOB', 'UOB', '970458', 'Ngân hàng TNHH MTV United Overseas Bank (Việt Nam)'),
  bank('PBVN', 'PublicBank', '970439', 'Ngân hàng TNHH MTV Public Việt Nam'),
  bank('HLBVN', 'HongLeong', '970442', 'Ngân hàng TNHH MTV Hong Leong Việt Nam'),
  bank('IVB', 'IndovinaBank', '970434', 'Ngân hàng TNHH Indovina'),
  bank('VRB', 'VRB', '970421', 'Ngân hàng Liên doanh Việt - Nga'),
  bank('CIMB', 'CIMB', '422589', 'Ngân hàng TNHH MTV CIMB Việt Nam'),
  bank('KBANK', 'KBank', '668888', 'Ngân hàng Đại chúng TNHH Kasikornbank - Chi nhánh TP. Hồ Chí Minh'),
  bank('CAKE', 'CAKE', '546034', 'CAKE by VPBank'),
  bank('UBANK', 'Ubank', '546035', 'Ubank by VPBank'),
  bank('TIMO', 'Timo', '963388', 'Timo by Ban Viet Bank'),
];

// "Ngân hàng TMCP Á Châu", "ngan hang tmcp a chau" and "NGANHANG TMCP ACHAU" are one name
const fold = (text: string) => foldAccents(text).replace(/[^a-z0-9]/g, '');

/**
 * The bank a shop's bank name names: its code (as the picker keeps it), or its short or full name
 * as typed before there was a picker ("Vietcombank", "vietinbank", "Ngân hàng TMCP Á Châu").
 */
export function findBank(name: string | null | undefined): VietnamBank | null {
  if (!name?.trim()) return null;
  const key = fold(name);
  return VIETNAM_BANKS.find((b) => fold(b.code) === key || fold(b.shortName) === key || fold(b.name) === key) ?? null;
}
