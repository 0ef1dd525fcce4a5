// ---- the cash book (/cash-vouchers, DESIGN §6), as server/modules/cash-vouchers ----

export const cashVoucherHandlers = [];
