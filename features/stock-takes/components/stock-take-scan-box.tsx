'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId } from 'react';
import { Col, Form, InputGroup, Row } from 'react-bootstrap';

interface ScanBoxProps {
  text: string;
  onText: (text: string) => void;
  /** Enter: a scanner ends each barcode with it */
  onScan: (code: string) => void;
  /** the code an Enter found no line for */
  missed: string | null;
  jumps: boolean;
  onJumps: (jumps: boolean) => void;
  /** a read-only sheet only finds lines */
  editable: boolean;
}

/** The box at the top of a sheet: typing filters the lines, a barcode and Enter counts (or finds) its product. */
export function StockTakeScanBox({ text, onText, onScan, missed, jumps, onJumps, editable }: ScanBoxProps) {
  const t = useTranslations('stock-takes.sheet');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onScan(text.trim());
  };
  return (
    <Row className="g-2 align-items-center mb-3">
      <Col lg={7}>
        <Form onSubmit={submit} role="search">
          <InputGroup hasValidation>
            <InputGroup.Text>
              <i className="bi bi-upc-scan" aria-hidden="true" />
            </InputGroup.Text>
            <Form.Control
              type="search"
              value={text}
              onChange={(e) => onText(e.target.value)}
              aria-label={t('scanLabel')}
              placeholder={t('scanPlaceholder')}
              autoComplete="off"
              autoFocus
              isInvalid={!!missed}
              aria-describedby={missed ? `${id}-missed` : undefined}
            />
            {missed && (
              <Form.Control.Feedback id={`${id}-missed`} type="invalid" role="alert">
                {t('notOnSheet', { code: missed })}
              </Form.Control.Feedback>
            )}
          </InputGroup>
        </Form>
      </Col>
      {editable && (
        <Col lg={5}>
          <Form.Check type="switch" role="switch" id={`${id}-jumps`} label={t('scanJumps')} checked={jumps} onChange={(e) => onJumps(e.target.checked)} />
        </Col>
      )}
    </Row>
  );
}
