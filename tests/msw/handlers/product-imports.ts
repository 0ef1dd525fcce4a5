// ---- supplier imports (/product-imports, DESIGN §6), as server/modules/product-imports ----

export const productImportHandlers = [];
