import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { compactParams } from '@/lib/api/list-params';
import { vatInvoicesResponse } from '@/lib/contracts/reports';
import type { ReportPeriod } from './get-financial-report';
import { financialReportKeys } from './report-keys';

/** GET /reports/vat-invoices: a page of the period's invoices and voids with their VAT by rate, for filing. */
export const vatInvoicesQuery = (shopId: string, request: ReportPeriod & { page: number; limit: number }) =>
  queryOptions({
    queryKey: financialReportKeys.vatInvoices(shopId, request),
    queryFn: async () => vatInvoicesResponse.parse((await api.get('/reports/vat-invoices', { params: compactParams({ ...request }), headers: { 'shop-Id': shopId } })).data),
    placeholderData: keepPreviousData,
  });

export const useVatInvoices = (shopId: string, request: ReportPeriod & { page: number; limit: number }) => useQuery(vatInvoicesQuery(shopId, request));
