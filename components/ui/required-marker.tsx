'use client';

import { useTranslations } from 'next-intl';
import { OverlayTrigger, Tooltip } from 'react-bootstrap';

/** The red asterisk of a required field, with the tooltip "Trường bắt buộc nhập". */
export function RequiredMarker() {
  const t = useTranslations('shell');
  // The leading space keeps the field's accessible name readable ("Họ và tên Trường bắt buộc nhập").
  return (
    <>
      {' '}
      <OverlayTrigger placement="top" overlay={<Tooltip id="required-tooltip">{t('required')}</Tooltip>}>
        <span className="text-danger" aria-label={t('required')} tabIndex={0}>
          *
        </span>
      </OverlayTrigger>
    </>
  );
}
