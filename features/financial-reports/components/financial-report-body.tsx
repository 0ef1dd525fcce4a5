'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import type { Financial, FinancialResponse } from '@/lib/contracts/reports';
import { BalancesSection } from './balances-section';
import { BranchesSection } from './branches-section';
import { CashSection } from './cash-section';
import { ResultsSection } from './results-section';
import { VatSection } from './vat-section';

/** Nothing was issued, paid or moved in the period, and no balance changed: every figure is zero. */
const isQuiet = (r: Financial) =>
  r.byKind.length === 0 && r.vatByRate.length === 0 && r.cash.length === 0 && [r.customerDebt, r.supplierDebt, r.stockValue].every((b) => b.change === 0);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h5 border-bottom pb-1 mb-2">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The financial report of a period, on screen and on paper alike: the branches compared when a
 * chain was asked for, then the sections of their total — results, VAT, receipts and payments,
 * debts and stock. A quiet period shows its zeros with a note, never an error.
 */
export function FinancialReportBody({ answer }: { answer: FinancialResponse }) {
  const t = useTranslations('financial-reports');
  const report = answer.total;
  return (
    <>
      {isQuiet(report) && (
        <p className="alert alert-secondary" role="note">
          <i className="bi bi-inbox me-2" aria-hidden="true" />
          {t('empty')}
        </p>
      )}
      {answer.branches.length > 1 && (
        <Section title={t('sections.branches')}>
          <BranchesSection answer={answer} />
        </Section>
      )}
      <Section title={t('sections.results')}>
        <ResultsSection report={report} />
      </Section>
      <Section title={t('sections.vat')}>
        <VatSection report={report} />
      </Section>
      <Section title={t('sections.cash')}>
        <CashSection report={report} />
      </Section>
      <Section title={t('sections.debts')}>
        <BalancesSection
          caption={t('balances.debts')}
          balances={[
            { key: 'customerDebt', balance: report.customerDebt },
            { key: 'supplierDebt', balance: report.supplierDebt },
          ]}
        />
      </Section>
      <Section title={t('sections.stock')}>
        <BalancesSection caption={t('balances.stock')} balances={[{ key: 'stockValue', balance: report.stockValue }]} />
      </Section>
    </>
  );
}
