'use client';

import axios from 'axios';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useDropzone } from 'react-dropzone';
import { type SheetCatalogue, useDownloadSheet, useUploadSheet } from '@/lib/api/spreadsheets';
import type { ErrorBody, FieldError } from '@/lib/contracts/errors';
import { excelUploadEvent, type ImportResult, type ImportStage, MAX_IMPORT_ROWS, SPREADSHEET_MAX_BYTES, XLSX_MIME } from '@/lib/contracts/spreadsheets';
import { useRealtimeEvent } from '@/lib/realtime/realtime-context';
import { ImportErrorsTable } from './import-errors-table';
import { ImportProgressBar } from './import-progress-bar';
import { ModalHeader } from '@/components/ui/modal-header';

interface ImportModalProps {
  catalogue: SheetCatalogue;
  /** the header a row error's column key is shown as */
  columnLabel: (key: string) => string;
  onClose: () => void;
}

type Outcome = { kind: 'imported'; result: ImportResult } | { kind: 'rejected'; message: string; errors: FieldError[] };

function rejection(error: unknown, fallback: string): Outcome {
  const body = axios.isAxiosError(error) ? (error.response?.data as Partial<ErrorBody> | undefined) : undefined;
  return { kind: 'rejected', message: body?.message ?? (error instanceof Error ? error.message : fallback), errors: body?.errors ?? [] };
}

/**
 * "Nhập Excel": the template, one .xlsx by drag-drop or picker, all-or-nothing unless the user asks
 * for the valid rows only; progress from EXCEL_UPLOAD events, then the result or the rejected rows.
 */
export function ImportModal({ catalogue, columnLabel, onClose }: ImportModalProps) {
  const t = useTranslations('spreadsheets');
  const [file, setFile] = useState<File | null>(null);
  const [validOnly, setValidOnly] = useState(false);
  const [importId, setImportId] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ stage: ImportStage; percent: number }>({ stage: 'reading', percent: 0 });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const upload = useUploadSheet(catalogue);
  const template = useDownloadSheet();

  useRealtimeEvent('EXCEL_UPLOAD', (data) => {
    const event = excelUploadEvent.safeParse(data);
    if (event.success && event.data.importId === importId) setProgress({ stage: event.data.stage, percent: event.data.percent });
  });

  const { getRootProps, getInputProps, isDragActive, fileRejections } = useDropzone({
    accept: { [XLSX_MIME]: ['.xlsx'] },
    maxFiles: 1,
    maxSize: SPREADSHEET_MAX_BYTES,
    multiple: false,
    disabled: upload.isPending,
    onDrop: (accepted) => {
      setFile(accepted[0] ?? null);
      setOutcome(null);
    },
  });
  const refused = fileRejections[0]?.errors[0]?.code === 'file-too-large' ? 'errors.spreadsheetTooLarge' : fileRejections.length ? 'errors.spreadsheetOnly' : null;
  const tErrors = useTranslations();

  const start = () => {
    if (!file) return;
    const id = crypto.randomUUID();
    setImportId(id);
    setOutcome(null);
    setProgress({ stage: 'reading', percent: 0 });
    upload.mutate(
      { catalogue, file, mode: validOnly ? 'valid' : 'all', importId: id },
      {
        onSuccess: (result) => {
          setProgress({ stage: 'done', percent: 100 });
          setOutcome({ kind: 'imported', result });
        },
        onError: (error) => {
          setProgress((p) => ({ stage: 'failed', percent: p.percent }));
          setOutcome(rejection(error, tErrors('errors.generic')));
        },
      },
    );
  };

  return (
    <Modal show onHide={onClose} size="lg" centered aria-labelledby="import-modal-title">
      <ModalHeader>
        <Modal.Title id="import-modal-title" className="h5">
          {t('importTitle', { title: t(`sheetTitles.${catalogue}`) })}
        </Modal.Title>
      </ModalHeader>
      <Modal.Body>
        <p className="small text-body-secondary mb-2">{t('templateHint', { rows: MAX_IMPORT_ROWS.toLocaleString('vi-VN'), size: SPREADSHEET_MAX_BYTES / 1024 / 1024 })}</p>
        <Button variant="link" className="px-0 mb-2" onClick={() => template.mutate({ path: `/${catalogue}/import-template` })} disabled={template.isPending}>
          <i className="bi bi-file-earmark-spreadsheet me-1" aria-hidden="true" />
          {t('template')}
        </Button>
        <div {...getRootProps({ className: `dropzone-area${isDragActive ? ' is-active' : ''}` })}>
          <input {...getInputProps({ 'aria-label': t('dropzoneLabel') })} />
          <i className="bi bi-cloud-arrow-up fs-1 text-primary" aria-hidden="true" />
          <p className="mb-0">{file ? t('chosenFile', { name: file.name }) : t('dropzone')}</p>
        </div>
        {refused && (
          <Alert variant="danger" className="mt-3 mb-0">
            {tErrors(refused)}
          </Alert>
        )}
        <Form.Check
          className="mt-3"
          id="import-valid-only"
          label={t('validOnly')}
          checked={validOnly}
          onChange={(e) => setValidOnly(e.target.checked)}
          disabled={upload.isPending}
        />
        {importId && <ImportProgressBar stage={progress.stage} percent={progress.percent} />}
        {outcome?.kind === 'imported' && (
          <Alert variant={outcome.result.rejected ? 'warning' : 'success'} className="mb-0">
            {t(outcome.result.rejected ? 'importedWithErrors' : 'imported', { imported: outcome.result.imported, rejected: outcome.result.rejected })}
          </Alert>
        )}
        {outcome?.kind === 'rejected' && (
          <Alert variant="danger" className="mb-0">
            {outcome.message}
          </Alert>
        )}
        {outcome && (outcome.kind === 'imported' ? outcome.result.errors : outcome.errors).some((e) => e.field.startsWith('rows.')) && (
          <ImportErrorsTable errors={outcome.kind === 'imported' ? outcome.result.errors : outcome.errors} columnLabel={columnLabel} />
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
        <Button onClick={start} disabled={!file || upload.isPending}>
          {t('start')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
