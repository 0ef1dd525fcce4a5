import { describe, expect, it } from 'vitest';
import { vndInWords } from '@/lib/format-vnd-words';

// The amount in words under the figure of a printed receipt or payment voucher.

describe('vndInWords', () => {
  it.each([
    [0, 'Không đồng'],
    [5, 'Năm đồng'],
    [10, 'Mười đồng'],
    [15, 'Mười lăm đồng'],
    [21, 'Hai mươi mốt đồng'],
    [25, 'Hai mươi lăm đồng'],
    [34, 'Ba mươi bốn đồng'],
    [105, 'Một trăm linh năm đồng'],
    [110, 'Một trăm mười đồng'],
    [1_000, 'Một nghìn đồng'],
    [50_000, 'Năm mươi nghìn đồng'],
    [120_000, 'Một trăm hai mươi nghìn đồng'],
    [1_234_000, 'Một triệu hai trăm ba mươi bốn nghìn đồng'],
    [1_005_000, 'Một triệu không trăm linh năm nghìn đồng'],
    [2_000_050, 'Hai triệu không trăm năm mươi đồng'],
    [15_000_000, 'Mười lăm triệu đồng'],
    [1_500_000_000, 'Một tỷ năm trăm triệu đồng'],
    [2_000_000_001, 'Hai tỷ không trăm linh một đồng'],
    [1_000_000_000_000, 'Một nghìn tỷ đồng'],
    [1_001_000_000_000, 'Một nghìn không trăm linh một tỷ đồng'],
  ])('%i → %s', (amount, words) => {
    expect(vndInWords(amount)).toBe(words);
  });

  it('reads a negative amount (a reversal) with "Âm" in front', () => {
    expect(vndInWords(-480_000)).toBe('Âm bốn trăm tám mươi nghìn đồng');
  });
});
