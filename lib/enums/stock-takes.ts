// A stock-take (kiểm kho): counted while a draft; completing it writes the adjustments; a completed
// sheet is never edited, only voided with a reason (its adjustments reversed); a canceled or voided
// sheet is read-only.
export const StockTakeStatus = { DRAFT: 0, COMPLETED: 1, CANCELED: 2, VOIDED: 3 } as const;
export type StockTakeStatus = (typeof StockTakeStatus)[keyof typeof StockTakeStatus];
export const STOCK_TAKE_STATUS_IDS = Object.values(StockTakeStatus);
