'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useDropzone } from 'react-dropzone';

const ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/gif': ['.gif'], 'image/webp': ['.webp'] };

/** The shop logo: the current one, or a newly chosen image (images only, one file). */
export function LogoPicker({ current, file, onChange, disabled }: { current: string | null; file: File | null; onChange: (file: File | null) => void; disabled: boolean }) {
  const t = useTranslations('profile.shop');
  const [rejected, setRejected] = useState(false);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const { getRootProps, getInputProps } = useDropzone({
    accept: ACCEPT,
    maxFiles: 1,
    multiple: false,
    maxSize: 5 * 1024 * 1024,
    disabled,
    onDrop: (accepted, rejections) => {
      setRejected(rejections.length > 0);
      if (accepted[0]) onChange(accepted[0]);
    },
  });
  const src = preview ?? current;
  return (
    <div className="d-flex align-items-center gap-3 mb-3">
      <div className="logo-box">
        {/* eslint-disable-next-line @next/next/no-img-element -- served by /api/v1/files or a local preview */}
        {src ? <img src={src} alt={t('logo')} width={72} height={72} className="rounded object-fit-contain" /> : <i className="bi bi-image fs-2 text-body-secondary" aria-hidden="true" />}
      </div>
      <div {...getRootProps({ className: `btn btn-outline-primary btn-sm${disabled ? ' disabled' : ''}` })}>
        <input {...getInputProps({ 'aria-label': t('logoChoose') })} />
        <i className="bi bi-upload me-2" aria-hidden="true" />
        {t('logoChoose')}
      </div>
      {rejected && <Form.Text className="text-danger">{t('logoImagesOnly')}</Form.Text>}
    </div>
  );
}
