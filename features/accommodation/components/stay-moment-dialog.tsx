'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { StayOnBoard } from '@/lib/contracts/stays';
import { formatVnd } from '@/lib/format';
import { useRouter } from '@/lib/i18n/navigation';
import { shopPath } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { useStayMoment } from '../api/stays';

/**
 * Asks before a booked pet is checked in ("Khách đến") or a pet checks out ("Trả phòng"); a check-out
 * bills the room's days on the stay's activity, completes it and opens it for payment.
 */
export function StayMomentDialog({ shopId, stay, moment, onClose }: { shopId: string; stay: StayOnBoard; moment: 'arrive' | 'check-out'; onClose: () => void }) {
  const t = useTranslations('accommodation.stay');
  const router = useRouter();
  const mutation = useStayMoment(moment);
  const leaving = moment === 'check-out';
  const confirm = () =>
    mutation.mutate(
      { id: stay.id, body: {} },
      {
        onSuccess: (done) => {
          notify('success', t(leaving ? 'checkedOut' : 'arrived', { pet: done.pet.name, room: done.room.name }));
          onClose();
          if (leaving) router.push(shopPath(shopId, `/activities/${done.activityId}`));
        },
        onError: onClose,
      },
    );
  return (
    <ConfirmDialog
      show
      variant="primary"
      title={t(leaving ? 'checkOutTitle' : 'arriveTitle', { pet: stay.pet.name })}
      body={leaving ? t('checkOutBody', { days: stay.daysSoFar ?? 1, amount: formatVnd(stay.amountSoFar ?? 0), code: stay.code }) : t('arriveBody', { pet: stay.pet.name, code: stay.code })}
      confirmLabel={t(leaving ? 'checkOut' : 'arrive')}
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
