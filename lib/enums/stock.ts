// Why a product's stock changed: every row of the stock ledger names one (DESIGN §6).
export const StockReason = {
  IMPORT: 'import',
  IMPORT_VOID: 'import_void',
  SALE: 'sale',
  SERVICE_USE: 'service_use',
  INPATIENT_USE: 'inpatient_use',
  GIFT: 'gift',
  STOCK_TAKE: 'stock_take',
  STOCK_TAKE_VOID: 'stock_take_void',
  VOID: 'void',
  RETURN: 'return',
} as const;
export type StockReason = (typeof StockReason)[keyof typeof StockReason];
export const STOCK_REASONS = Object.values(StockReason);

/**
 * The reasons that hand goods to a customer or use them in care: only these may take stock below
 * zero, and only when the shop allows selling out of stock. Anything else (the void of an import,
 * a stock-take) needs the goods to be there.
 */
export const CONSUMING_REASONS: readonly StockReason[] = [StockReason.SALE, StockReason.SERVICE_USE, StockReason.INPATIENT_USE, StockReason.GIFT];

/** Larger units a product may be counted in, besides its base unit (hộp = 10 viên). */
export const MAX_EXTRA_UNITS = 3;

/** The windows of the "expiring" tab, in days; `expired` lists what is past its date. */
export const EXPIRY_WINDOWS = [30, 60, 90] as const;
