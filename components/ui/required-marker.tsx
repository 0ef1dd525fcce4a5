'use client';

import { useTranslations } from 'next-intl';
import { OverlayTrigger, Tooltip } from 'react-bootstrap';

/** The red asterisk of a required field, with the tooltip "Trường bắt buộc nhập". */
export function RequiredMarker() {
  const t = useTranslations('shell');
  return (
    <OverlayTrigger placement="top" overlay={<Tooltip id="required-tooltip">{t('required')}</Tooltip>}>
      <span className="text-danger ms-1" aria-label={t('required')} tabIndex={0}>
        *
      </span>
    </OverlayTrigger>
  );
}
