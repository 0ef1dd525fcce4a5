// ---- supplier debts (/supplier-debts, DESIGN §6), as server/modules/supplier-debts ----

export const supplierDebtHandlers = [];
