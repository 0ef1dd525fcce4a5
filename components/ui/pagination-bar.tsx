'use client';

import { useTranslations } from 'next-intl';
import { Form, Pagination } from 'react-bootstrap';
import { PAGE_SIZES } from '@/lib/contracts/pagination';

interface PaginationBarProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** Page links around the current page, the page size, and "a–b of n". */
export function PaginationBar({ page, limit, total, onPage, onLimit }: PaginationBarProps) {
  const t = useTranslations('list');
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  const window = [...new Set([1, page - 1, page, page + 1, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3">
      <div className="d-flex align-items-center gap-2 text-body-secondary small">
        <span>{t('range', { from, to, total })}</span>
        <Form.Select size="sm" style={{ width: 'auto' }} value={limit} onChange={(e) => onLimit(Number(e.target.value))} aria-label={t('pageSize')}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {t('perPage', { n })}
            </option>
          ))}
        </Form.Select>
      </div>
      <Pagination size="sm" className="mb-0" aria-label={t('pagination')}>
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('previous')} />
        {window.map((p, i) => (
          <span key={p} className="d-flex">
            {i > 0 && p - window[i - 1] > 1 && <Pagination.Ellipsis disabled />}
            <Pagination.Item active={p === page} onClick={() => onPage(p)} aria-label={t('page', { n: p })} aria-current={p === page ? 'page' : undefined}>
              {p}
            </Pagination.Item>
          </span>
        ))}
        <Pagination.Next disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('next')} />
      </Pagination>
    </div>
  );
}
