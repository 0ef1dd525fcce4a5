// Vietnamese alphabetical order (a ă â b c d đ e ê … o ô ơ … u ư …), which neither the C collation
// of PGlite nor a C.UTF-8 server gives: there "Bông" sorts before "Băng" and "Đào" after "Zoe".
// Each letter, whatever its case and tone mark, becomes one character of a run of consecutive
// code points above ASCII, in the order of the alphabet; digits, spaces and punctuation stay as
// they are and so come first. Tones are ignored here: names equal but for their tones are then
// ordered by the name itself.

const TONES = ['', '\u0300', '\u0301', '\u0323', '\u0309', '\u0303'];
const toned = (letter: string) => TONES.map((mark) => (letter + mark).normalize('NFC'));

// f, j, w and z are not Vietnamese letters but appear in names and brands; they keep their Latin place.
const ALPHABET: string[][] = [
  toned('a'), toned('ă'), toned('â'), ['b'], ['c'], ['d'], ['đ'], toned('e'), toned('ê'), ['f'], ['g'], ['h'],
  toned('i'), ['j'], ['k'], ['l'], ['m'], ['n'], toned('o'), toned('ô'), toned('ơ'), ['p'], ['q'], ['r'], ['s'],
  ['t'], toned('u'), toned('ư'), ['v'], ['w'], ['x'], toned('y'), ['z'],
];

// Fullwidth Ａ onwards: a run of code points above every ASCII character.
const FIRST_KEY = 0xff21;

function translation(): { from: string; to: string } {
  let from = '';
  let to = '';
  ALPHABET.forEach((variants, rank) => {
    const key = String.fromCodePoint(FIRST_KEY + rank);
    for (const letter of variants) {
      from += letter + letter.toUpperCase();
      to += key + key;
    }
  });
  return { from, to };
}

export const VIETNAMESE_ORDER = translation();

/** The order key of a text, as the database computes it (for tests and in-memory sorting). */
export function vietnameseOrderKey(text: string): string {
  const { from, to } = VIETNAMESE_ORDER;
  return [...text.normalize('NFC')].map((c) => {
    const at = from.indexOf(c);
    return at < 0 ? c : to[at];
  }).join('');
}
