'use client';

import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { ActivityStatus } from '@/lib/enums/activities';

const STATUS_BG: Record<number, string> = {
  [ActivityStatus.DRAFT]: 'secondary',
  [ActivityStatus.WAITING]: 'warning',
  [ActivityStatus.IN_PROGRESS]: 'primary',
  [ActivityStatus.COMPLETED]: 'success',
  [ActivityStatus.CANCELED]: 'danger',
};

/** An activity's or service line's status; a completed activity reads "ready for payment" until checkout exists. */
export function ActivityStatusBadge({ status, line = false }: { status: number; line?: boolean }) {
  const t = useTranslations('activities');
  const text = !line && status === ActivityStatus.COMPLETED ? t('readyForPayment') : t(`statuses.${status}` as 'statuses.0');
  return (
    <Badge bg={STATUS_BG[status]} text={status === ActivityStatus.WAITING ? 'dark' : undefined} className="text-nowrap">
      {text}
    </Badge>
  );
}

const SPECIES_COLOUR: Record<string, string> = { dog: 'bg-warning-subtle text-warning-emphasis', cat: 'bg-info-subtle text-info-emphasis', other: 'bg-secondary-subtle text-secondary-emphasis' };

/** The pet's species as a small tag beside its name (Chó, Mèo), told apart by colour at a glance. */
export function SpeciesIcon({ species }: { species: string }) {
  const t = useTranslations('common');
  return (
    <span className={`badge rounded-pill fw-normal me-1 align-text-bottom ${SPECIES_COLOUR[species] ?? SPECIES_COLOUR.other}`}>
      <i className="bi bi-heart-pulse me-1" aria-hidden="true" />
      {t(`petSpecies.${species}` as 'petSpecies.dog')}
    </span>
  );
}

/** How long a pet has been waiting since it joined the queue, for the board's cards. */
export function useWaitingLabel() {
  const t = useTranslations('activities');
  return (since: string | null, now: number) => {
    if (!since) return null;
    const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
    return minutes < 60 ? t('dashboard.waitingFor', { minutes }) : t('dashboard.waitingHours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
}

/** The translated name of an activity type (SPEC §3 invoice types). */
export function useActivityTypeLabel() {
  const t = useTranslations('activities');
  return (type: number) => t(`types.${type}` as 'types.1');
}
