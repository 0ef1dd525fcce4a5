'use client';

import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import type { ShopChainResponse } from '@/lib/contracts/shops';
import { Role } from '@/lib/roles';

export const ALL_BRANCHES = 'all';

interface BranchPickerProps {
  /** the shop of the page */
  shopId: string;
  /** the shell's chain (GET /shops/chain, entities/shops/shop-chain.ts), read by the screen */
  chain: ShopChainResponse | undefined;
  /** the URL's `branch`: '' for the shop of the page, `all`, or a branch's id */
  value: string;
  /** null: back to the shop of the page */
  onChange: (branch: string | null) => void;
}

/**
 * Which branch a report reads (issue "Reports" §3): only a chain's shop admin may read another
 * branch or all of them side by side, so the picker shows only to them and with more than one branch.
 */
export function BranchPicker({ shopId, chain, value, onChange }: BranchPickerProps) {
  const t = useTranslations('statistics.branch');
  const id = useId();
  const { data: session } = useSession();
  if (!chain || chain.branches.length <= 1 || session?.user.role !== Role.SHOP_ADMIN) return null;
  return (
    <Form.Group controlId={id} className="mb-3">
      <Form.Label>{t('label')}</Form.Label>
      <Form.Select value={value || shopId} onChange={(e) => onChange(e.target.value === shopId ? null : e.target.value)}>
        <option value={ALL_BRANCHES}>{t('all')}</option>
        {chain.branches.map((b) => (
          <option key={b.id} value={b.id}>
            {b.alias}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
