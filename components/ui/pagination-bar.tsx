'use client';

import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { Form, Pagination } from 'react-bootstrap';
import { PAGE_SIZES } from '@/lib/contracts/pagination';

interface PaginationBarProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/**
 * A symbol for the eye and words for a screen reader, in the page's language: react-bootstrap's
 * Prev, Next and Ellipsis carry hidden English texts, and an aria-label would not match the symbol
 * shown (and is not read on the spans that disabled items render).
 */
function Spoken({ symbol, text }: { symbol: string; text: string }) {
  return (
    <>
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{text}</span>
    </>
  );
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
      <nav aria-label={t('pagination')}>
        <Pagination size="sm" className="mb-0">
          <Pagination.Item disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <Spoken symbol="‹" text={t('previous')} />
          </Pagination.Item>
          {window.map((p, i) => (
            // a fragment, not a wrapper: a list may hold only list items
            <Fragment key={p}>
              {i > 0 && p - window[i - 1] > 1 && (
                <Pagination.Item disabled>
                  <Spoken symbol="…" text={t('morePages')} />
                </Pagination.Item>
              )}
              {/* "Trang 3" holds the "3" shown, so the name still matches what one sees */}
              <Pagination.Item active={p === page} activeLabel={t('current')} onClick={() => onPage(p)} aria-label={t('page', { n: p })} aria-current={p === page ? 'page' : undefined}>
                {p}
              </Pagination.Item>
            </Fragment>
          ))}
          <Pagination.Item disabled={page >= pages} onClick={() => onPage(page + 1)}>
            <Spoken symbol="›" text={t('next')} />
          </Pagination.Item>
        </Pagination>
      </nav>
    </div>
  );
}
