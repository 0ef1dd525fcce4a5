'use client';

import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import type { Promotion } from '@/lib/contracts/promotions';
import { notify } from '@/lib/toast';
import { useSetPromotionActive } from '../api/save-promotion';

/** The row's on/off switch: a promotion switched off never applies at checkout, whatever its days. */
export function PromotionActiveSwitch({ promotion: p }: { promotion: Promotion }) {
  const t = useTranslations('promotions');
  const toggle = useSetPromotionActive();
  const setActive = (isActive: boolean) =>
    toggle.mutate({ id: p.id, isActive }, { onSuccess: () => notify('success', t(isActive ? 'activated' : 'deactivated', { code: p.code })) });
  return (
    <Form.Check
      type="switch"
      role="switch"
      id={`promotion-active-${p.id}`}
      checked={p.isActive}
      disabled={toggle.isPending}
      onChange={(e) => setActive(e.target.checked)}
      aria-label={t('toggleActive', { code: p.code })}
    />
  );
}
