import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { compactParams } from '@/lib/api/list-params';
import { financialResponse } from '@/lib/contracts/reports';
import { financialReportKeys } from './report-keys';

/** The period and branch a report is read for, as the URL holds them (`branch` '' is the shop itself). */
export interface ReportPeriod {
  from: string;
  to: string;
  branch?: string;
}

/** GET /reports/financial: each branch's report and their total; the last period stays on screen while the next loads. */
export const financialReportQuery = (shopId: string, period: ReportPeriod) =>
  queryOptions({
    queryKey: financialReportKeys.report(shopId, period),
    queryFn: async () => financialResponse.parse((await api.get('/reports/financial', { params: compactParams({ ...period }), headers: { 'shop-Id': shopId } })).data),
    placeholderData: keepPreviousData,
  });

export const useFinancialReport = (shopId: string, period: ReportPeriod) => useQuery(financialReportQuery(shopId, period));
