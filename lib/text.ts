// Vietnamese letters with marks and their bare forms, in the same order. The database folds with
// translate() over these (server/db/migrations/0005_search_terms.sql keeps a copy; a test compares).
export const MARKED_LETTERS = 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ';
export const BARE_LETTERS = 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydAAAAAAAAAAAAAAAAAEEEEEEEEEEEIIIIIOOOOOOOOOOOOOOOOOUUUUUUUUUUUYYYYYD';

/** Without Vietnamese accents, case kept: "Đặng Hải" → "Dang Hai". */
export function stripMarks(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
}

/** Lower-case without Vietnamese accents: "Dịch vụ" → "dich vu" (the folding search columns use). */
export function foldAccents(text: string): string {
  return stripMarks(text).toLowerCase();
}

// What separates words for search: spaces and punctuation, but not the @ and . inside an e-mail.
export const WORD_SEPARATORS = /[\s,;:/()"'!?*–—-]+/g;
/** Longest search key: a name is at most 100 characters (SPEC §5). */
export const SEARCH_KEY_LENGTH = 100;

const BARE_OF = new Map([...MARKED_LETTERS].map((letter, i) => [letter, BARE_LETTERS[i]]));

// The marked letters in upper and in lower case, in the same order: lower() of a database in the C
// locale (PGlite's) changes only ASCII letters, so "Ọ" is lowered with translate() over these.
const HALF = MARKED_LETTERS.length / 2;
export const MARKED_UPPER = MARKED_LETTERS.slice(HALF);
export const MARKED_LOWER = MARKED_LETTERS.slice(0, HALF);

/** Does the text carry Vietnamese marks ("Hường" does, "Huong" does not)? */
export const hasMarks = (text: string): boolean => [...text.normalize('NFC')].some((c) => BARE_OF.has(c));

/** A search as its marks are compared: lower case, marks kept, words separated by one space. */
export const markedKey = (text: string): string => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * A text as search compares it: Vietnamese marks dropped, lower case, words separated by one
 * space. The database's search_key() does the same to every record's words.
 */
export function searchKey(text: string): string {
  const bare = [...text.normalize('NFC')].map((c) => BARE_OF.get(c) ?? c).join('');
  return bare.toLowerCase().replace(WORD_SEPARATORS, ' ').trim().slice(0, SEARCH_KEY_LENGTH);
}

/** Does some word of `text`, with the words after it, start with the search? ("van an" in "Nguyễn Văn An") */
export function matchesWordStart(text: string, search: string): boolean {
  const key = searchKey(search);
  const words = searchKey(text).split(' ');
  return key !== '' && words.some((_, i) => words.slice(i).join(' ').startsWith(key));
}

// Digits typed with separators ("0903 123 456", "0903.123") are also looked for as bare digits, as
// the digit tails of phones and barcodes hold them (server/db/schema/search-terms.ts); three at
// least, the shortest tail kept.
const PHONE_LIKE = /^[\d\s.\-()+]+$/;
export const MIN_DIGITS = 3;

/** The bare digits of a search that looks like part of a phone or barcode typed with separators; null otherwise. */
export function typedDigits(search: string): string | null {
  const digits = search.replace(/\D/g, '');
  return PHONE_LIKE.test(search) && digits.length >= MIN_DIGITS && digits !== search.trim() ? digits : null;
}

/** The tails of three or more digits of a number ("0912345678" → "0912345678", "912345678", …, "678"). */
export function digitTails(text: string): string[] {
  const digits = text.replace(/\D/g, '');
  return Array.from({ length: Math.max(0, digits.length - MIN_DIGITS + 1) }, (_, i) => digits.slice(i));
}
