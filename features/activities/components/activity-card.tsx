'use client';

import { useTranslations } from 'next-intl';
import { Card } from 'react-bootstrap';
import { SpeciesIcon, useActivityTypeLabel, useWaitingLabel } from '@/entities/activities/activity-labels';
import type { ActivitySummary } from '@/lib/contracts/activities';
import { ActivityStatus } from '@/lib/enums/activities';
import { Link } from '@/lib/i18n/navigation';

/**
 * One visit on the board (its column is its status): its ticket and code, the pet (species), the customer and phone, the
 * services, who is on it and how long the pet has waited.
 */
export function ActivityCard({ activity: a, href, now }: { activity: ActivitySummary; href: string; now: number }) {
  const t = useTranslations('activities');
  const typeLabel = useActivityTypeLabel();
  const waiting = useWaitingLabel();
  const waitingFor = a.status === ActivityStatus.WAITING ? waiting(a.waitingAt ?? a.createdAt, now) : null;
  return (
    <Card className="mb-2 shadow-sm" as="article" aria-label={`${a.code} ${a.pet.name}`}>
      <Card.Body className="p-2">
        <div className="d-flex justify-content-between align-items-baseline gap-2">
          <Link href={href} className="fw-bold fs-5 text-decoration-none stretched-link">
            #{a.ticketNo}
          </Link>
          <span className="small font-monospace text-body-secondary">{a.code}</span>
        </div>
        <div className="fw-semibold mt-1">
          <SpeciesIcon species={a.pet.species} />
          {a.pet.name}
        </div>
        <div className="small text-body-secondary">
          {a.customer.name}
          {a.customer.phoneNumber && <> · {a.customer.phoneNumber}</>}
        </div>
        <div className="small mt-1">{typeLabel(a.type)}</div>
        {a.services.length > 0 && <div className="small text-truncate" title={a.services.map((s) => s.name).join(', ')}>{a.services.map((s) => s.name).join(', ')}</div>}
        <div className="d-flex justify-content-between small mt-1">
          <span className="text-body-secondary">{a.assignee?.name ?? t('dashboard.noAssignee')}</span>
          {waitingFor && <span className="text-warning-emphasis fw-semibold">{waitingFor}</span>}
        </div>
      </Card.Body>
    </Card>
  );
}
