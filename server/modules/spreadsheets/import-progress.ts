import type { ImportStage } from '@/lib/contracts/spreadsheets';
import { emitToUser } from '../../realtime/io';

// Share of the whole import each stage covers, for one progress bar from 0 to 100 %.
const STAGE_SPAN: Record<ImportStage, [number, number]> = {
  reading: [0, 10],
  validating: [10, 40],
  saving: [40, 100],
  done: [100, 100],
  failed: [100, 100],
};
// Enough events for a smooth bar without flooding the socket on a 100,000-row sheet.
const STEPS_PER_STAGE = 20;

/** Sends EXCEL_UPLOAD events to the importing user's room (SPEC §3), a few per stage. */
export function importProgress(userId: string, importId: string) {
  let lastSent = { stage: '' as ImportStage | '', step: -1 };
  return (stage: ImportStage, processed: number, total: number) => {
    const share = total === 0 ? 1 : Math.min(1, processed / total);
    const step = Math.floor(share * STEPS_PER_STAGE);
    if (stage === lastSent.stage && step === lastSent.step) return;
    lastSent = { stage, step };
    const [from, to] = STAGE_SPAN[stage];
    const percent = Math.round(from + (to - from) * share);
    emitToUser(userId, 'EXCEL_UPLOAD', { importId, stage, processed, total, percent });
  };
}
export type ImportProgress = ReturnType<typeof importProgress>;
