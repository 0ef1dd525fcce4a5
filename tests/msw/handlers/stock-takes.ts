// ---- stock-takes (/stock-takes, DESIGN §6), as server/modules/stock-takes ----

export const stockTakeHandlers = [];
