'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card } from 'react-bootstrap';
import { lazyDialog, OpenerButton } from '@/components/ui/on-demand-dialog';
import type { UserResponse } from '@/lib/contracts/users';
import { roleName } from '@/lib/roles';

// dialogs load with their form code when first opened, not with the page
const AvatarModal = lazyDialog(() => import('./avatar-modal').then((m) => m.AvatarModal));

export function ProfileHeader({ user }: { user: UserResponse }) {
  const t = useTranslations();
  const [editing, setEditing] = useState(false);
  const role = roleName(user.role);
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body className="d-flex flex-wrap align-items-center gap-4">
        <div className="position-relative">
          {user.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- served by /api/v1/files
            <img src={user.image} alt={t('profile.avatarAlt', { name: user.name })} width={96} height={96} className="rounded-circle object-fit-cover border" />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a static default
            <img src="/default-avatar.svg" alt={t('profile.avatarAlt', { name: user.name })} width={96} height={96} className="rounded-circle border" />
          )}
          <OpenerButton size="sm" variant="primary" className="position-absolute bottom-0 end-0 rounded-circle avatar-edit" onClick={() => setEditing(true)} aria-label={t('profile.avatar.title')}>
            <i className="bi bi-pencil" aria-hidden="true" />
          </OpenerButton>
        </div>
        <div>
          <div className="h4 mb-1">{user.name}</div>
          {role && <div className="text-body-secondary mb-2">{t(`common.roles.${role}`)}</div>}
          <div className="d-flex flex-wrap gap-3 small">
            <span>
              <i className="bi bi-envelope me-1" aria-hidden="true" />
              {user.email}
            </span>
            <span data-testid="profile-phone">
              <i className="bi bi-telephone me-1" aria-hidden="true" />
              {user.phoneNumber || '-'}
            </span>
          </div>
        </div>
      </Card.Body>
      {editing && <AvatarModal onClose={() => setEditing(false)} />}
    </Card>
  );
}
