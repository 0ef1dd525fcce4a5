'use client';

import { useTranslations } from 'next-intl';
import { ProgressBar } from 'react-bootstrap';
import type { ImportStage } from '@/lib/contracts/spreadsheets';

/** The import's progress as EXCEL_UPLOAD events report it, with the stage in words. */
export function ImportProgressBar({ stage, percent }: { stage: ImportStage; percent: number }) {
  const t = useTranslations('spreadsheets');
  const failed = stage === 'failed';
  return (
    <div className="my-3">
      <div className="d-flex justify-content-between small mb-1">
        <span>{t(`stages.${stage}`)}</span>
        <span>{percent} %</span>
      </div>
      {/* the bar as a child: a lone ProgressBar puts aria-* on its wrapper, not on the role="progressbar" element */}
      <ProgressBar>
        <ProgressBar
          now={percent}
          variant={failed ? 'danger' : stage === 'done' ? 'success' : undefined}
          animated={!failed && stage !== 'done'}
          aria-label={t('progressLabel')}
          aria-valuetext={`${percent} %`}
        />
      </ProgressBar>
    </div>
  );
}
