// A supplier import (phiếu nhập): a draft is edited freely; completing it moves the stock and the
// money; a completed one is never edited, only voided with a reason (DESIGN §6).
export const ImportStatus = { DRAFT: 0, COMPLETED: 1, CANCELED: 2, VOIDED: 3 } as const;
export type ImportStatus = (typeof ImportStatus)[keyof typeof ImportStatus];
export const IMPORT_STATUS_IDS = Object.values(ImportStatus);
