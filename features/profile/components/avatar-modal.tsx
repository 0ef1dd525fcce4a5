'use client';

import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useDropzone } from 'react-dropzone';
import { AppModal } from '@/components/ui/app-modal';
import { notify } from '@/lib/toast';
import { useUpdateAvatar } from '../api/update-avatar';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'], 'image/gif': ['.gif'], 'image/webp': ['.webp'] };

/** "Thay đổi hình đại diện": one image by drag-drop or picker (SPEC §2); mounted while open. */
export function AvatarModal({ onClose }: { onClose: () => void }) {
  const t = useTranslations('profile.avatar');
  const { update } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [rejected, setRejected] = useState<string | null>(null);
  const mutation = useUpdateAvatar();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    maxFiles: 1,
    maxSize: MAX_BYTES,
    multiple: false,
    onDrop: (accepted, rejections) => {
      setRejected(rejections.length ? (rejections[0].errors[0]?.code === 'file-too-large' ? t('tooLarge') : t('imagesOnly')) : null);
      setFile(accepted[0] ?? null);
    },
  });

  const save = () => {
    if (!file) return;
    mutation.mutate(file, {
      onSuccess: async () => {
        notify('success', t('success'));
        await update();
        onClose();
      },
    });
  };

  return (
    <AppModal show title={t('title')} onClose={onClose} onSave={save} saving={!file || mutation.isPending}>
      <div {...getRootProps({ className: `dropzone-area${isDragActive ? ' is-active' : ''}` })} aria-label={t('drop')}>
        <input {...getInputProps({ 'aria-label': t('choose') })} />
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local preview
          <img src={preview} alt={t('preview')} className="rounded-circle object-fit-cover" width={120} height={120} />
        ) : (
          <>
            <i className="bi bi-cloud-arrow-up fs-1 text-primary" aria-hidden="true" />
            <p className="mb-0">{isDragActive ? t('dropNow') : t('drop')}</p>
            <small className="text-body-secondary">{t('hint')}</small>
          </>
        )}
      </div>
      {rejected && (
        <Alert variant="danger" className="mt-3 mb-0">
          {rejected}
        </Alert>
      )}
    </AppModal>
  );
}
