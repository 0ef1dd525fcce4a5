// ---- the stock ledger as read (/stock, /stock/batches, /products/{id}/stock-card), as server/modules/stock ----

export const stockHandlers = [];
