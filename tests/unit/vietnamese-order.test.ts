import { describe, expect, it } from 'vitest';
import { VIETNAMESE_ORDER, vietnameseOrderKey } from '@/server/db/sql/vietnamese-order';

const sorted = (names: string[]) =>
  [...names].sort((a, b) => {
    const [x, y] = [vietnameseOrderKey(a), vietnameseOrderKey(b)];
    return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
  });

describe('Vietnamese order key', () => {
  it('orders letters as the Vietnamese alphabet: a ă â b c d đ e ê … o ô ơ … u ư … y', () => {
    expect(sorted(['Bông', 'Băng', 'Ba', 'Bâng', 'Đào', 'Dương', 'Ơn', 'Ôn', 'On', 'Ưng', 'Ung', 'Vy', 'Yến'])).toEqual([
      'Ba', 'Băng', 'Bâng', 'Bông', 'Dương', 'Đào', 'On', 'Ôn', 'Ơn', 'Ung', 'Ưng', 'Vy', 'Yến',
    ]);
  });

  it('ignores case and tone marks at first, so a shorter name comes before its longer neighbours', () => {
    expect(sorted(['Anh', 'An Bình', 'Án', 'an'])).toEqual(['an', 'Án', 'An Bình', 'Anh']);
    expect(vietnameseOrderKey('Án')).toBe(vietnameseOrderKey('an'));
    expect(vietnameseOrderKey('ĐÀO')).toBe(vietnameseOrderKey('đào'));
  });

  it('puts digits, spaces and punctuation before letters, and keeps f, j, w and z in their Latin place', () => {
    expect(sorted(['Zin', 'Wa', 'Fa', 'Ja', '3 Bé', 'Ế'])).toEqual(['3 Bé', 'Ế', 'Fa', 'Ja', 'Wa', 'Zin']);
  });

  it('maps every letter of one translation to exactly one key character', () => {
    expect([...VIETNAMESE_ORDER.from]).toHaveLength([...VIETNAMESE_ORDER.to].length);
    expect(new Set(VIETNAMESE_ORDER.from).size).toBe(VIETNAMESE_ORDER.from.length);
  });
});
