// An amount of đồng in Vietnamese words, as a receipt or payment voucher writes it under the figure
// ("Số tiền viết bằng chữ", the 01-TT / 02-TT forms): "Một triệu hai trăm ba mươi bốn nghìn đồng".

const DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'];
/** The units of the three groups of digits below a tỷ (thousand million). */
const GROUP_UNITS = ['', 'nghìn', 'triệu'];
const BILLION = 1_000_000_000;

/**
 * Three digits. `inside` when a higher group was read before: then an empty hundred is still said
 * ("một nghìn không trăm linh năm"), as is the "linh" before a lone unit.
 */
function readGroup(n: number, inside: boolean): string[] {
  const [hundreds, tens, ones] = [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10];
  const words: string[] = [];
  if (hundreds > 0 || inside) words.push(DIGITS[hundreds], 'trăm');
  if (tens === 0 && ones > 0 && words.length > 0) words.push('linh');
  else if (tens === 1) words.push('mười');
  else if (tens > 1) words.push(DIGITS[tens], 'mươi');
  // 21 "hai mươi mốt", 15 "mười lăm", 25 "hai mươi lăm": the spoken forms of one and five after a ten
  if (ones === 1 && tens > 1) words.push('mốt');
  else if (ones === 5 && tens > 0) words.push('lăm');
  else if (ones > 0) words.push(DIGITS[ones]);
  return words;
}

/** Below a tỷ: up to three groups (triệu, nghìn, units), the empty ones left out. */
function readBelowBillion(n: number, inside: boolean): string[] {
  const words: string[] = [];
  let said = inside;
  for (let unit = 2; unit >= 0; unit--) {
    const group = Math.floor(n / 1000 ** unit) % 1000;
    if (group === 0) continue;
    words.push(...readGroup(group, said));
    if (GROUP_UNITS[unit]) words.push(GROUP_UNITS[unit]);
    said = true;
  }
  return words;
}

/** Whole numbers of any size: what is above a tỷ is read the same way, followed by "tỷ". */
function readNumber(n: number, inside = false): string[] {
  if (n < BILLION) return readBelowBillion(n, inside);
  const high = Math.floor(n / BILLION);
  const low = n % BILLION;
  return [...readNumber(high, inside), 'tỷ', ...(low > 0 ? readBelowBillion(low, true) : [])];
}

/** "1234000" → "Một triệu hai trăm ba mươi bốn nghìn đồng"; a negative amount starts with "Âm". */
export function vndInWords(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  const words = whole === 0 ? ['không'] : readNumber(whole);
  const text = [...(amount < 0 && whole > 0 ? ['âm'] : []), ...words, 'đồng'].join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
