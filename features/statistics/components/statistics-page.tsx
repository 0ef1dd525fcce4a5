'use client';

import { useTranslations } from 'next-intl';
import { Alert, Card, Col, Row, Spinner } from 'react-bootstrap';
import { ALL_BRANCHES, BranchPicker } from '@/components/reports/branch-picker';
import { PeriodPicker } from '@/components/reports/period-picker';
import { useReportParams } from '@/components/reports/use-report-params';
import { EmptyCard } from '@/components/ui/empty-card';
import { useFieldMessage } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { useShopChain } from '@/entities/shops/shop-chain';
import { reportQuery } from '@/lib/contracts/reports';
import { useOverview } from '../api/get-overview';
import { isEmptyOverview, salesHistoryLink } from '../overview-series';
import { BranchTable } from './branch-table';
import { OverviewCharts } from './overview-charts';
import { OverviewTiles } from './overview-tiles';

/**
 * Thống kê › Tổng quan (REPORTS_VIEW_STATISTICS): a period of the shop's days (this month unless
 * the URL says otherwise) and, for a chain's shop admin, a branch or all of them; the period's
 * figures against the period before, its charts with their tables, and the branches side by side.
 */
export function StatisticsPage({ shopId }: { shopId: string }) {
  const t = useTranslations('statistics');
  const tc = useTranslations('common');
  const message = useFieldMessage();
  const { today, period, branch, setPeriod, setBranch } = useReportParams();
  const chain = useShopChain(shopId).data;
  // a period the API would refuse (over three years) is explained here rather than asked for
  const checked = reportQuery.safeParse({ ...period, branch });
  const overview = useOverview(shopId, { ...period, branch }, checked.success);
  const answer = overview.data;
  // a day's invoices are listed by the branch read; the chain's sum has no one list
  const readShop = branch === ALL_BRANCHES ? null : branch || shopId;

  return (
    <section>
      <PageHeader title={t('title')} />
      <Card className="border-0 shadow-sm mb-3">
        <Card.Body className="pb-0">
          <Row className="g-2">
            <Col lg={9}>
              <PeriodPicker period={period} today={today} onChange={setPeriod} />
            </Col>
            <Col lg={3}>
              <BranchPicker shopId={shopId} chain={chain} value={branch} onChange={setBranch} />
            </Col>
          </Row>
        </Card.Body>
      </Card>
      {!checked.success ? (
        <Alert variant="warning">{message(checked.error.issues[0]?.message)}</Alert>
      ) : overview.isError && !answer ? (
        <Alert variant="danger">{t('loadFailed')}</Alert>
      ) : !answer ? (
        <div className="text-center py-5">
          <Spinner role="status" aria-label={tc('loading')} />
        </div>
      ) : (
        // another period's figures are on their way: the ones shown are dimmed until they come
        <div aria-busy={overview.isPlaceholderData} className={overview.isPlaceholderData ? 'opacity-50' : undefined}>
          <OverviewTiles tiles={answer.total.tiles} previous={answer.total.previous} />
          {isEmptyOverview(answer.total) ? (
            <EmptyCard title={t('empty.title')}>{t('empty.body')}</EmptyCard>
          ) : (
            // the days of the figures shown (a new period's are still loading)
            <OverviewCharts overview={answer.total} period={{ from: answer.from, to: answer.to }} link={readShop ? salesHistoryLink(readShop) : undefined} />
          )}
          {answer.branches.length > 1 && <BranchTable answer={answer} />}
        </div>
      )}
    </section>
  );
}
