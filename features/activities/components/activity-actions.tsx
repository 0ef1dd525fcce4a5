'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { VoidDialog } from '@/components/ui/void-dialog';
import { deleteActivity, moveActivity } from '@/entities/activities/activity-api';
import type { Activity } from '@/lib/contracts/activities';
import { allowedTransitions, type ActivityStatus, type ActivityTransition } from '@/lib/enums/activities';
import { useRouter } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { useActivityChange } from '../api/use-activity-change';

const VARIANT: Record<ActivityTransition, string> = { submit: 'outline-primary', start: 'primary', complete: 'success', cancel: 'outline-danger' };
const ICON: Record<ActivityTransition, string> = { submit: 'send', start: 'play-fill', complete: 'check2-circle', cancel: 'x-circle' };

/**
 * The moves an activity may make from where it is (DESIGN §4), for a role that performs it:
 * completing asks first (stock leaves), canceling asks why; a pending one may be deleted.
 */
export function ActivityActions({ shopId, activity, mayExecute, mayEditPending }: { shopId: string; activity: Activity; mayExecute: boolean; mayEditPending: boolean }) {
  const t = useTranslations('activities');
  const router = useRouter();
  const [asking, setAsking] = useState<'complete' | 'cancel' | 'delete' | null>(null);
  const move = useActivityChange(shopId, ({ transition, reason }: { transition: ActivityTransition; reason?: string }) => moveActivity(shopId, activity, transition, reason));
  const remove = useActivityChange(shopId, () => deleteActivity(shopId, activity.id));
  const moved = (a: Activity) => notify('success', t('page.moved', { code: a.code, status: t(`statuses.${a.status}` as 'statuses.0') }));
  const go = (transition: ActivityTransition, reason?: string, onError?: (e: unknown) => void) =>
    move.mutate({ transition, reason }, { onSuccess: (a) => (a && moved(a), setAsking(null)), onError });

  const transitions = mayExecute ? allowedTransitions(activity.status as ActivityStatus) : [];
  const pending = activity.status === 0 || activity.status === 1;
  return (
    <>
      {transitions.map((tr) => (
        <Button key={tr} variant={VARIANT[tr]} disabled={move.isPending} onClick={() => (tr === 'complete' || tr === 'cancel' ? setAsking(tr) : go(tr))}>
          <i className={`bi bi-${ICON[tr]} me-1`} aria-hidden="true" />
          {t(`transitions.${tr}`)}
        </Button>
      ))}
      {mayEditPending && pending && (
        <Button variant="outline-danger" onClick={() => setAsking('delete')}>
          <i className="bi bi-trash me-1" aria-hidden="true" />
          {t('page.delete')}
        </Button>
      )}
      <ConfirmDialog show={asking === 'complete'} title={t('transitions.complete')} body={t('page.confirmComplete', { code: activity.code })} confirmLabel={t('transitions.complete')} variant="primary" busy={move.isPending} onConfirm={() => go('complete')} onCancel={() => setAsking(null)} />
      <ConfirmDialog
        show={asking === 'delete'}
        title={t('page.delete')}
        body={t('page.deleteConfirm', { code: activity.code })}
        confirmLabel={t('page.delete')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => (notify('success', t('page.deleted', { code: activity.code })), router.push(shopPath(shopId, '/activities'))) })}
        onCancel={() => setAsking(null)}
      />
      {asking === 'cancel' && (
        <VoidDialog
          title={t('page.cancelTitle', { code: activity.code })}
          explain={t('page.cancelExplain')}
          reasonLabel={t('page.cancelReason')}
          confirmLabel={t('transitions.cancel')}
          busy={move.isPending}
          onVoid={(reason, onError) => go('cancel', reason, onError)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
