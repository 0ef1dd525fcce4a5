import { stripMarks } from '../text';

// A VietQR code's text: an EMVCo merchant-presented QR payload as NAPAS specifies it for a 24/7
// transfer to a bank account. Each field is id (2 digits), length (2 digits) and value; the last
// one (63) is a CRC-16/CCITT-FALSE of everything before it, "6304" included. A banking app that
// scans it fills in the bank, account, amount and purpose for the customer.

/** NAPAS's application id, the first field of the VietQR merchant account template (38). */
export const NAPAS_GUID = 'A000000727';
/** Inter-bank fund transfer 24/7 to an account. */
export const TRANSFER_TO_ACCOUNT = 'QRIBFTTA';
const VND = '704';

export interface VietQrInput {
  /** the bank's 6-digit NAPAS BIN (lib/vietqr/banks.ts) */
  bin: string;
  accountNumber: string;
  /** đồng; absent for a code the customer types the amount into */
  amount?: number;
  /** the transfer's content: the invoice code, so the shop finds the transfer on its statement */
  purpose?: string;
}

const field = (id: string, value: string) => {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF) of the text's UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

// The purpose is read by every bank's app: plain letters, digits and spaces travel everywhere.
const plainText = (text: string) =>
  stripMarks(text)
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 25);

/**
 * The payload of a transfer to the shop's account: dynamic (12) with an amount, static (11)
 * without; the purpose (62.08) carries the invoice code.
 */
export function vietQrPayload(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bin)) throw new RangeError('a VietQR bank BIN has 6 digits');
  const account = input.accountNumber.replace(/\s/g, '');
  if (!/^[A-Za-z0-9]{1,19}$/.test(account)) throw new RangeError('a VietQR account number has 1 to 19 letters or digits');
  if (input.amount !== undefined && (!Number.isSafeInteger(input.amount) || input.amount <= 0)) throw new RangeError('a VietQR amount is a whole number of đồng above zero');
  const beneficiary = field('00', input.bin) + field('01', account);
  const merchant = field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', TRANSFER_TO_ACCOUNT);
  const purpose = input.purpose ? plainText(input.purpose) : '';
  const body =
    field('00', '01') +
    field('01', input.amount === undefined ? '11' : '12') +
    field('38', merchant) +
    field('53', VND) +
    (input.amount === undefined ? '' : field('54', String(input.amount))) +
    field('58', 'VN') +
    (purpose ? field('62', field('08', purpose)) : '') +
    '6304';
  return body + crc16(body);
}

export type QrFields = Map<string, string>;

/** The fields of an EMVCo payload (or of one of its templates), by id; throws on a malformed one. */
export function readFields(text: string): QrFields {
  const fields: QrFields = new Map();
  for (let at = 0; at < text.length; ) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length) throw new SyntaxError(`malformed EMVCo field at ${at}`);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** Whether the payload's last field is the CRC of everything before it. */
export const hasValidCrc = (payload: string) => payload.length > 8 && payload.slice(-8, -4) === '6304' && crc16(payload.slice(0, -4)) === payload.slice(-4).toUpperCase();
