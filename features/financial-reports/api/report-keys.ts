// The financial report's keys: a period's report and the VAT list's pages, both stale together
// (any document of the books changes them; the screen reads them afresh when it opens).
export const financialReportKeys = {
  all: ['reports', 'financial'] as const,
  report: (shopId: string, period: object) => [...financialReportKeys.all, 'report', shopId, period] as const,
  vatInvoices: (shopId: string, request: object) => [...financialReportKeys.all, 'vat-invoices', shopId, request] as const,
};
