'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert, Card, Col, Nav, Row, Spinner } from 'react-bootstrap';
import { BranchPicker } from '@/components/reports/branch-picker';
import { PeriodPicker } from '@/components/reports/period-picker';
import { useReportParams } from '@/components/reports/use-report-params';
import { PageHeader } from '@/components/ui/page-header';
import { useShopChain } from '@/entities/shops/shop-chain';
import { compactParams } from '@/lib/api/list-params';
import { reportQuery } from '@/lib/contracts/reports';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { type ReportPeriod, useFinancialReport } from '../api/get-financial-report';
import { ExportFinancialReportButton } from './export-financial-report-button';
import { FinancialReportBody } from './financial-report-body';
import { VatInvoicesTab } from './vat-invoices-tab';

const TABS = ['report', 'vatInvoices'] as const;
type Tab = (typeof TABS)[number];

function ReportTab({ shopId, period }: { shopId: string; period: ReportPeriod }) {
  const tc = useTranslations('common');
  const t = useTranslations('financial-reports');
  const { data, isLoading, isError, isFetching } = useFinancialReport(shopId, period);
  // the error handler has said why (a toast, or the 403 page for a branch not the user's); the card says what is missing
  if (!data) return isLoading || !isError ? <Spinner size="sm" role="status" aria-label={tc('loading')} /> : <Alert variant="danger">{t('loadFailed')}</Alert>;
  return (
    <Card className="border-0 shadow-sm" aria-busy={isFetching}>
      <Card.Body>
        <FinancialReportBody answer={data} />
      </Card.Body>
    </Card>
  );
}

/**
 * Báo cáo tài chính (FINANCIAL_RECEIPT_PAYMENTS): the period's results, VAT, receipts and payments,
 * debts and stock of the shop — or of a chain's branches side by side, for its owner — with the
 * VAT invoice list for filing, the A4 print and the Excel export of the same period and branch.
 */
export function FinancialReportsPage({ shopId }: { shopId: string }) {
  const t = useTranslations('financial-reports');
  const tr = useTranslations();
  const { today, period, branch, setPeriod, setBranch } = useReportParams();
  const chain = useShopChain(shopId).data;
  const [tab, setTab] = useState<Tab>('report');
  const request: ReportPeriod = { ...period, branch };
  // a range the contract refuses (over three years) is said here instead of being asked for
  const problem = reportQuery.safeParse(request).error?.issues[0]?.message;
  const printHref = `${shopPath(shopId, '/print/financial-reports')}?${new URLSearchParams(compactParams({ ...request }) as Record<string, string>).toString()}`;
  const tabId = (v: Tab) => `financial-reports-tab-${v}`;

  return (
    <section>
      <PageHeader title={t('title')}>
        <Link href={printHref} target="_blank" className={`btn btn-outline-secondary ${problem ? 'disabled' : ''}`} aria-disabled={!!problem}>
          <i className="bi bi-printer me-2" aria-hidden="true" />
          {t('actions.print')}
        </Link>
        <ExportFinancialReportButton period={request} disabled={!!problem} />
      </PageHeader>
      <Card className="border-0 shadow-sm mb-3">
        <Card.Body className="pb-0">
          <Row className="g-2">
            <Col xs={12} lg={8}>
              <PeriodPicker period={period} today={today} onChange={setPeriod} />
            </Col>
            <Col xs={12} md={6} lg={4}>
              <BranchPicker shopId={shopId} chain={chain} value={branch} onChange={setBranch} />
            </Col>
          </Row>
        </Card.Body>
      </Card>
      {problem ? (
        <Alert variant="warning">{tr(problem as 'validation.invalid')}</Alert>
      ) : (
        <>
          <Nav variant="tabs" role="tablist" aria-label={t('tabs.label')} className="mb-3 bg-body rounded-top px-2 pt-2">
            {TABS.map((v) => (
              <Nav.Item key={v} role="presentation">
                <Nav.Link as="button" type="button" role="tab" id={tabId(v)} aria-selected={tab === v} aria-controls="financial-reports-panel" active={tab === v} onClick={() => setTab(v)}>
                  {t(`tabs.${v}`)}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
          <div role="tabpanel" id="financial-reports-panel" aria-labelledby={tabId(tab)}>
            {/* a new period or branch starts the list again at its first page */}
            {tab === 'report' ? <ReportTab shopId={shopId} period={request} /> : <VatInvoicesTab key={JSON.stringify(request)} shopId={shopId} period={request} />}
          </div>
        </>
      )}
    </section>
  );
}
