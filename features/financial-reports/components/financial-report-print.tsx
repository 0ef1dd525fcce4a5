'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Spinner } from 'react-bootstrap';
import { SheetHeader, type SheetShop } from '@/components/print/sheet-header';
import { formatDateTime, formatDay } from '@/lib/format';
import { type ReportPeriod, useFinancialReport } from '../api/get-financial-report';
import { FinancialReportBody } from './financial-report-body';
import './financial-report-print.css';

interface FinancialReportPrintProps {
  shopId: string;
  period: ReportPeriod;
  /** the shop's header, as on every printed sheet */
  shop: SheetShop;
}

/**
 * The financial report of a period on A4 (report layout): the shop, BÁO CÁO TÀI CHÍNH with its
 * period and the branches it covers, every section as on screen, and the two signatures.
 */
export function FinancialReportPrint({ shopId, period, shop }: FinancialReportPrintProps) {
  const t = useTranslations('financial-reports.print');
  const tc = useTranslations('common');
  const timeZone = useTimeZone();
  const { data } = useFinancialReport(shopId, period);
  if (!data) return <Spinner size="sm" role="status" aria-label={tc('loading')} />;
  const days = { from: formatDay(data.from), to: formatDay(data.to) };
  return (
    <article className="financial-sheet">
      <SheetHeader shop={shop} code={t('period', days)} date={t('printedAt', { at: formatDateTime(new Date(), timeZone) })} />
      <h1 className="h5 text-center mb-1">{t('title')}</h1>
      <p className="text-center mb-3">{t('branches', { names: data.branches.map((b) => b.branch.name).join(', ') })}</p>
      <FinancialReportBody answer={data} />
      <div className="financial-signatures">
        <div>
          <div className="fw-semibold">{t('preparedBy')}</div>
          <div className="small fst-italic">{t('sign')}</div>
        </div>
        <div>
          <div className="fw-semibold">{t('approvedBy')}</div>
          <div className="small fst-italic">{t('sign')}</div>
        </div>
      </div>
    </article>
  );
}
