'use client';

import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, Col, Row, Spinner } from 'react-bootstrap';
import { DetailHeader } from '@/components/ui/detail-header';
import { useActivity } from '@/entities/activities/activity-api';
import { RecordHistory } from '@/entities/audit-entries/record-history';
import { ActivityStatusBadge } from '@/entities/activities/activity-labels';
import { useLiveActivities } from '@/entities/activities/use-live-activities';
import { ActivityStatus } from '@/lib/enums/activities';
import { Link } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { hasPermission } from '@/lib/permissions';
import { ActivityMoneyCard } from './activity-money-card';
import { ActivityActions } from './activity-actions';
import { ActivityFilesCard } from './activity-files-card';
import { ActivityRecordForm } from './activity-record-form';
import { ActivitySummaryCard } from './activity-summary-card';
import { EditActivityModal } from './edit-activity-modal';
import { ProductLinesCard } from './product-lines-card';
import { ServiceLinesCard } from './service-lines-card';

/**
 * One visit: its status and the moves it may make, who it is for, its service lines with their
 * performers and results, its medicine and goods, the clinical record (or a grooming's notes and
 * photos), and, once completed, "ready for payment". Kept live while others work on it.
 */
export function ActivityPage({ shopId, activityId }: { shopId: string; activityId: string }) {
  const t = useTranslations('activities');
  const { data: session } = useSession();
  const { data: activity, isLoading, refetch } = useActivity(shopId, activityId);
  const [editing, setEditing] = useState(false);
  useLiveActivities();
  if (isLoading || !activity || !session) return <Spinner role="status" />;

  const role = session.user.role;
  const mayExecute = hasPermission(role, 'ACTIVITY_EXECUTE');
  const mayEditPending = hasPermission(role, 'ACTIVITY_DELETE_UPDATE_PENDING');
  const pending = activity.status === ActivityStatus.DRAFT || activity.status === ActivityStatus.WAITING;
  const open = pending || activity.status === ActivityStatus.IN_PROGRESS;
  const mayEdit = (pending && mayEditPending) || (activity.status === ActivityStatus.IN_PROGRESS && mayExecute);

  return (
    <section>
      <DetailHeader
        backHref={shopPath(shopId, '/activities')}
        title={
          <span className="d-inline-flex align-items-center gap-2 flex-wrap">
            {t('page.title', { code: activity.code })}
            <span className="fs-6 text-body-secondary">#{activity.ticketNo}</span>
            <ActivityStatusBadge status={activity.status} />
          </span>
        }
      >
        <ActivityActions shopId={shopId} activity={activity} mayExecute={mayExecute} mayEditPending={mayEditPending} />
        {mayEdit && (
          <Button variant="outline-secondary" onClick={() => setEditing(true)}>
            <i className="bi bi-pencil me-1" aria-hidden="true" />
            {t('page.edit')}
          </Button>
        )}
        {activity.stay && (
          <Link href={shopPath(shopId, `/accommodation/stays/${activity.stay.id}`)} className="btn btn-outline-secondary">
            <i className="bi bi-journal-text me-1" aria-hidden="true" />
            {t('page.stayLog')}
          </Link>
        )}
        {activity.record && (
          <Link href={shopPath(shopId, `/print/activities/${activity.id}`)} className="btn btn-outline-secondary" target="_blank">
            <i className="bi bi-printer me-1" aria-hidden="true" />
            {t('page.print')}
          </Link>
        )}
      </DetailHeader>
      {hasPermission(role, 'HOME_SELLING') && <ActivityMoneyCard shopId={shopId} activity={activity} />}
      <Row>
        <Col xl={8}>
          <ServiceLinesCard shopId={shopId} activity={activity} mayExecute={mayExecute} onChanged={() => void refetch()} />
          <ProductLinesCard activity={activity} />
          {(activity.record !== null || (open && mayExecute)) && hasPermission(role, 'ACTIVITY_VIEW_DETAILS') && <ActivityRecordForm shopId={shopId} activity={activity} editable={open && mayExecute} />}
          <ActivityFilesCard shopId={shopId} activity={activity} editable={open && mayExecute} />
        </Col>
        <Col xl={4}>
          <ActivitySummaryCard shopId={shopId} activity={activity} />
          <RecordHistory shopId={shopId} entityId={activity.id} framed />
        </Col>
      </Row>
      {editing && <EditActivityModal shopId={shopId} activity={activity} onClose={() => setEditing(false)} />}
    </section>
  );
}
