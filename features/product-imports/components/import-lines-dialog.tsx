'use client';

import axios from 'axios';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { useDropzone } from 'react-dropzone';
import { ImportErrorsTable } from '@/components/spreadsheets/import-errors-table';
import { ModalHeader } from '@/components/ui/modal-header';
import { useDownloadSheet } from '@/lib/api/spreadsheets';
import type { ErrorBody } from '@/lib/contracts/errors';
import type { SheetImportLine } from '@/lib/contracts/product-import-lines';
import { MAX_IMPORT_LINES } from '@/lib/contracts/product-imports';
import { SPREADSHEET_MAX_BYTES, XLSX_MIME } from '@/lib/contracts/spreadsheets';
import { notify } from '@/lib/toast';
import { LINES_TEMPLATE_PATH, useReadImportLines } from '../api/read-import-lines';

interface ImportLinesDialogProps {
  shopId: string;
  onAdd: (lines: SheetImportLine[]) => void;
  onClose: () => void;
}

/** What a refused file's answer says (not a spreadsheet, a column missing…), or the error's own text. */
const refusal = (error: unknown) => (axios.isAxiosError(error) ? (error.response?.data as Partial<ErrorBody> | undefined)?.message : undefined) ?? (error instanceof Error ? error.message : '');

/**
 * "Nhập từ Excel": the template to fill in, then one .xlsx dropped or picked and read at once —
 * its valid rows shown as the lines they make, its bad rows by row, column and rule — and the
 * valid lines added to the form. Nothing is saved until the form is.
 */
export function ImportLinesDialog({ shopId, onAdd, onClose }: ImportLinesDialogProps) {
  const t = useTranslations('product-imports.sheet');
  const ts = useTranslations('spreadsheets');
  const tErrors = useTranslations('errors');
  const [file, setFile] = useState<File | null>(null);
  const read = useReadImportLines(shopId);
  const template = useDownloadSheet();
  const answer = read.data;

  const { getRootProps, getInputProps, isDragActive, fileRejections } = useDropzone({
    accept: { [XLSX_MIME]: ['.xlsx'] },
    maxFiles: 1,
    maxSize: SPREADSHEET_MAX_BYTES,
    multiple: false,
    disabled: read.isPending,
    onDrop: (accepted) => {
      const chosen = accepted[0] ?? null;
      setFile(chosen);
      if (chosen) read.mutate(chosen);
      else read.reset();
    },
  });
  const refused = fileRejections[0]?.errors[0]?.code === 'file-too-large' ? 'spreadsheetTooLarge' : fileRejections.length ? 'spreadsheetOnly' : null;

  const add = () => {
    if (!answer) return;
    onAdd(answer.lines);
    notify('success', t('added', { count: answer.lines.length }));
    onClose();
  };

  return (
    <Modal show onHide={onClose} size="lg" centered aria-labelledby="import-lines-title">
      <ModalHeader>
        <Modal.Title id="import-lines-title" className="h5">
          {t('dialogTitle')}
        </Modal.Title>
      </ModalHeader>
      <Modal.Body>
        <p className="small text-body-secondary mb-2">{t('hint', { max: MAX_IMPORT_LINES })}</p>
        <Button variant="link" className="px-0 mb-2" onClick={() => template.mutate({ path: LINES_TEMPLATE_PATH })} disabled={template.isPending}>
          <i className="bi bi-file-earmark-spreadsheet me-1" aria-hidden="true" />
          {ts('template')}
        </Button>
        <div {...getRootProps({ className: `dropzone-area${isDragActive ? ' is-active' : ''}` })}>
          <input {...getInputProps({ 'aria-label': ts('dropzoneLabel') })} />
          <i className="bi bi-cloud-arrow-up fs-1 text-primary" aria-hidden="true" />
          <p className="mb-0">{file ? ts('chosenFile', { name: file.name }) : ts('dropzone')}</p>
        </div>
        {refused && (
          <Alert variant="danger" className="mt-3 mb-0">
            {tErrors(refused)}
          </Alert>
        )}
        {read.isError && (
          <Alert variant="danger" className="mt-3 mb-0">
            {refusal(read.error)}
          </Alert>
        )}
        {answer && (
          <Alert variant={answer.errors.length ? 'warning' : 'success'} className="mt-3 mb-0">
            {answer.errors.length ? t('foundWithErrors', { count: answer.lines.length, errors: answer.errors.length }) : t('found', { count: answer.lines.length })}
          </Alert>
        )}
        {answer && answer.errors.length > 0 && (
          <ImportErrorsTable
            errors={answer.errors.map((e) => ({ field: `rows.${e.row}.${e.column}`, messages: [e.message] }))}
            columnLabel={(column) => t(`columns.${column}`)}
          />
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {ts('close')}
        </Button>
        <Button onClick={add} disabled={!answer || answer.lines.length === 0}>
          {t('add', { count: answer?.lines.length ?? 0 })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
