import { describe, expect, it } from 'vitest';
import { findBank, VIETNAM_BANKS } from '@/lib/vietqr/banks';
import { crc16, hasValidCrc, NAPAS_GUID, readFields, TRANSFER_TO_ACCOUNT, vietQrPayload } from '@/lib/vietqr/payload';

// VietQR (issue 18 §7): the EMVCo payload a banking app scans, field by field, and its CRC checked
// against payloads banks and payment gateways published, which every Vietnamese banking app reads.

/** Payloads published by VietQR issuers: a payment gateway's order (payOS, BIDV), a VietQR API code (MB), two static codes. */
const PUBLISHED = [
  '00020101021238590010A000000727012900069704180115V3CAS62627239240208QRIBFTTA530370454063750005802VN62250821CSPZKHEL6A2 NTK O000463044729',
  '00020101021238570010A000000727012700069704220113VQRQACLNP26800208QRIBFTTA530370454061000005802VN62270823Thanh toan don hang ABC6304CE4C',
  '00020101021138510010A00000072701210006970407010797968680208QRIBFTTA53037045802VN62240820gen by sunary/vietqr6304BE74',
  '00020101021138540010A00000072701240006970422011099999991480208QRIBFTTA53037045802VN63047b49',
];

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the check value of the standard ("123456789" → 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it.each(PUBLISHED)('matches the CRC of a published payload: %s', (payload) => {
    expect(hasValidCrc(payload)).toBe(true);
    // one character changed, the code is refused by the app
    expect(hasValidCrc(payload.replace('QRIBFTTA', 'QRIBFTTB'))).toBe(false);
  });
});

describe('the payload of a transfer to the shop', () => {
  const payload = vietQrPayload({ bin: '970436', accountNumber: '0071 0012 34567', amount: 469_800, purpose: 'HD000123 Thú y Quận 1' });

  it('reads field by field as NAPAS specifies', () => {
    const root = readFields(payload);
    expect([...root.keys()]).toEqual(['00', '01', '38', '53', '54', '58', '62', '63']);
    expect(root.get('00')).toBe('01');
    expect(root.get('01')).toBe('12'); // dynamic: it carries an amount
    const merchant = readFields(root.get('38')!);
    expect(merchant.get('00')).toBe(NAPAS_GUID);
    expect(Object.fromEntries(readFields(merchant.get('01')!))).toEqual({ '00': '970436', '01': '0071001234567' });
    expect(merchant.get('02')).toBe(TRANSFER_TO_ACCOUNT);
    expect(root.get('53')).toBe('704');
    expect(root.get('54')).toBe('469800');
    expect(root.get('58')).toBe('VN');
    expect(Object.fromEntries(readFields(root.get('62')!))).toEqual({ '08': 'HD000123 Thu y Quan 1' });
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('is the same text as a published one for the same transfer', () => {
    // the MB code above: account VQRQACLNP2680, 100 000 đồng, "Thanh toan don hang ABC"
    expect(vietQrPayload({ bin: '970422', accountNumber: 'VQRQACLNP2680', amount: 100_000, purpose: 'Thanh toan don hang ABC' })).toBe(PUBLISHED[1]);
    // the static Techcombank code: no amount, point of initiation 11
    expect(vietQrPayload({ bin: '970407', accountNumber: '9796868', purpose: 'gen by sunary vietqr' }).slice(0, 70)).toBe(PUBLISHED[2].slice(0, 70));
    expect(vietQrPayload({ bin: '970422', accountNumber: '9999999148' })).toBe(PUBLISHED[3].slice(0, -4) + PUBLISHED[3].slice(-4).toUpperCase());
  });

  it('refuses what no bank would accept', () => {
    expect(() => vietQrPayload({ bin: '97043', accountNumber: '1' })).toThrow(RangeError);
    expect(() => vietQrPayload({ bin: '970436', accountNumber: '0071-001' })).toThrow(RangeError);
    expect(() => vietQrPayload({ bin: '970436', accountNumber: '1', amount: 0 })).toThrow(RangeError);
    expect(() => vietQrPayload({ bin: '970436', accountNumber: '1', amount: 10.5 })).toThrow(RangeError);
    expect(() => readFields('0002')).toThrow(SyntaxError);
  });
});

describe('the banks', () => {
  it('have a 6-digit BIN and a code each, none twice', () => {
    for (const bank of VIETNAM_BANKS) expect(bank.bin, bank.code).toMatch(/^\d{6}$/);
    expect(new Set(VIETNAM_BANKS.map((b) => b.bin)).size).toBe(VIETNAM_BANKS.length);
    expect(new Set(VIETNAM_BANKS.map((b) => b.code)).size).toBe(VIETNAM_BANKS.length);
  });

  it.each([
    ['VCB', '970436'],
    ['Vietcombank', '970436'],
    ['vietinbank', '970415'],
    ['Ngân hàng TMCP Á Châu', '970416'],
    ['MB Bank', '970422'],
    ['  techcombank ', '970407'],
  ])('finds %s (BIN %s) however it was written', (name, bin) => {
    expect(findBank(name)?.bin).toBe(bin);
  });

  it('finds no bank for a name it does not know', () => {
    expect([findBank('Ngân hàng Không Tồn Tại'), findBank(''), findBank(null)]).toEqual([null, null, null]);
  });
});
