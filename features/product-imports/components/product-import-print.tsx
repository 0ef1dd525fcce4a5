'use client';

import { useTimeZone, useTranslations } from 'next-intl';
import { Spinner } from 'react-bootstrap';
import { useShopChain } from '@/entities/shops/shop-chain';
import { ImportStatus } from '@/lib/enums/product-imports';
import { formatDate } from '@/lib/format';
import { useProductImport } from '../api/get-product-import';
import { ImportLinesTable } from './import-lines-table';
import { ImportTotals, savedImportTotals } from './import-totals';
import './product-import-print.css';

/**
 * The import on an A4 sheet (report layout): the shop's name, address and phone, "PHIẾU NHẬP HÀNG"
 * with its code and date, the supplier, the lines with their units, costs and discounts, the sums,
 * what was paid and what is owed, the note, and the three signatures.
 */
export function ProductImportPrint({ shopId, importId }: { shopId: string; importId: string }) {
  const t = useTranslations('product-imports');
  const tc = useTranslations('common');
  const timeZone = useTimeZone();
  const { data: record } = useProductImport(shopId, importId);
  const shop = useShopChain(shopId).data?.shop;
  if (!record) return <div className="text-center py-5"><Spinner size="sm" aria-label={tc('loading')} /></div>;
  const voided = record.status === ImportStatus.VOIDED;

  return (
    <article className="report-sheet import-print">
      <header className="d-flex justify-content-between align-items-start border-bottom pb-2 mb-3">
        <div>
          <div className="fw-bold text-uppercase">{shop?.name}</div>
          <div className="small">{shop?.address}</div>
          {shop?.phone && <div className="small">{t('print.phone', { phone: shop.phone })}</div>}
        </div>
        {voided && <div className="import-print-stamp">{t('print.voided')}</div>}
      </header>
      <div className="text-center mb-3">
        <h1 className="h4 fw-bold mb-1">{t('print.title')}</h1>
        <div>{t('print.code', { code: record.code })}</div>
        <div className="fst-italic">{t('print.date', { date: formatDate(record.createdAt, timeZone) })}</div>
      </div>
      <p className="mb-2">
        <span className="fw-semibold">{t('fields.supplier')}:</span> {record.supplier.name} ({record.supplier.alias})
      </p>
      <ImportLinesTable lines={record.lines} struck={voided} className="table-bordered" />
      <div className="ms-auto mt-2" style={{ maxWidth: '22rem' }}>
        <ImportTotals
          rows={savedImportTotals(record)}
          emphasis="total"
        />
      </div>
      {record.note && (
        <p className="mt-2">
          <span className="fw-semibold">{t('fields.note')}:</span> {record.note}
        </p>
      )}
      <div className="row text-center mt-4 import-print-signatures">
        {(['creator', 'deliverer', 'accountant'] as const).map((who) => (
          <div key={who} className="col-4">
            <div className="fw-semibold">{t(`print.${who}`)}</div>
            <div className="small fst-italic">{t('print.sign')}</div>
          </div>
        ))}
      </div>
    </article>
  );
}
