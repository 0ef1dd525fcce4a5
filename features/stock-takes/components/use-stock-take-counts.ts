'use client';

import { useMemo, useState } from 'react';
import { type StockTake, stockTakeCount, type StockTakeLine } from '@/lib/contracts/stock-takes';
import { StockTakeStatus } from '@/lib/enums/stock-takes';

/** A line as the sheet shows it: what is typed in its count, and what that makes of it. */
export interface CountedLine {
  line: StockTakeLine;
  text: string;
  counted: number | null;
  /** the message key when the text is no count (validation.*) */
  error?: string;
  difference: number | null;
  value: number | null;
  /** typed since the last save, and different from what was saved */
  changed: boolean;
}

const savedText = (line: StockTakeLine) => (line.countedQuantity === null ? '' : String(line.countedQuantity));
// the contract's own rule for a count: empty is "not counted", else a whole number ≥ 0
const readCount = (text: string) => stockTakeCount.shape.countedQuantity.safeParse(text.trim());

/**
 * The counts of a sheet while it is counted: what was typed since the last save, read by the
 * contract's rule, with each line's difference against the system stock and its value. A completed
 * or canceled sheet shows what the server kept.
 */
export function useStockTakeCounts(sheet: StockTake) {
  const [typed, setTyped] = useState<Record<string, string>>({});
  const isDraft = sheet.status === StockTakeStatus.DRAFT;

  const lines = useMemo<CountedLine[]>(
    () =>
      sheet.lines.map((line) => {
        if (!isDraft) return { line, text: savedText(line), counted: line.countedQuantity, difference: line.difference, value: line.differenceValue, changed: false };
        const text = typed[line.productId] ?? savedText(line);
        const read = readCount(text);
        const counted = read.success ? read.data : null;
        const difference = counted === null ? null : counted - line.systemQuantity;
        return {
          line,
          text,
          counted,
          error: read.success ? undefined : read.error.issues[0]?.message,
          difference,
          value: difference === null ? null : difference * line.unitCost,
          changed: line.productId in typed && (!read.success || counted !== line.countedQuantity),
        };
      }),
    [sheet, typed, isDraft],
  );

  const changed = lines.filter((l) => l.changed);
  const invalid = lines.filter((l) => l.error);
  const sendable = changed.filter((l) => !l.error);
  return {
    lines,
    isDraft,
    dirty: changed.length > 0,
    invalid,
    /** the counts to send: only the lines changed since the last save */
    changes: sendable.map((l) => ({ productId: l.line.productId, countedQuantity: l.counted })),
    /**
     * After a save of `changes`: the lines sent now show what the server kept; a count typed while
     * the request was on its way stays, still to be saved.
     */
    settle: () => {
      const sent = new Map(sendable.map((l) => [l.line.productId, l.text]));
      setTyped((prev) => Object.fromEntries(Object.entries(prev).filter(([productId, text]) => sent.get(productId) !== text)));
    },
    type: (productId: string, text: string) => setTyped((prev) => ({ ...prev, [productId]: text })),
    /** one more of a scanned product (an unreadable count starts again from one) */
    addOne: (productId: string) =>
      setTyped((prev) => {
        const line = sheet.lines.find((l) => l.productId === productId);
        const read = readCount(prev[productId] ?? (line ? savedText(line) : ''));
        return { ...prev, [productId]: String((read.success ? (read.data ?? 0) : 0) + 1) };
      }),
    /** once the sheet is finished: what the server kept is all there is to show */
    reset: () => setTyped({}),
    totals: {
      counted: lines.filter((l) => l.counted !== null).length,
      missing: lines.reduce((s, l) => s + Math.min(0, l.value ?? 0), 0),
      found: lines.reduce((s, l) => s + Math.max(0, l.value ?? 0), 0),
      value: lines.reduce((s, l) => s + (l.value ?? 0), 0),
    },
  };
}

export type StockTakeCounts = ReturnType<typeof useStockTakeCounts>;
