'use client';

import { signOut } from 'next-auth/react';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { Dropdown } from 'react-bootstrap';
import axios from 'axios';
import { useShopChain } from '@/entities/shops/shop-chain';
import { useApiErrorHandler } from '@/lib/api/use-api-error-handler';
import { replaceShopId } from '@/lib/paths';

/**
 * Shown only with more than one branch; choosing one keeps the page and changes the shop. The
 * toggle's name starts with the branch it shows ("Quận 1 – chuyển chi nhánh"), for voice control.
 */
export function BranchSwitcher({ shopId }: { shopId: string }) {
  const t = useTranslations('shell');
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const handleError = useApiErrorHandler();
  const [pending, startTransition] = useTransition();
  const { data, isFetching, error } = useShopChain(shopId);

  useEffect(() => {
    if (!error) return;
    // SPEC §8: a 403 on the shop-chain load signs the user out and shows /403.
    const forbidden = axios.isAxiosError(error) && error.response?.status === 403;
    if (forbidden) void signOut({ callbackUrl: `/${locale}/403` });
    else handleError(error);
  }, [error, handleError, locale]);

  if (!data || data.branches.length <= 1) return null;
  const busy = isFetching || pending;

  return (
    <Dropdown className="branch-switcher">
      <Dropdown.Toggle variant="outline-primary" size="sm" id="branch-switcher" aria-label={t('branchToggle', { branch: data.shop.alias })} disabled={busy}>
        <i className="bi bi-shop me-1" aria-hidden="true" />
        <span className="branch-switcher-name">{data.shop.alias}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header>{t('branch')}</Dropdown.Header>
        {data.branches.map((branch) => (
          <Dropdown.Item
            key={branch.id}
            as="button"
            active={branch.id === shopId}
            disabled={busy}
            onClick={() => {
              if (branch.id === shopId) return;
              startTransition(() => router.push(replaceShopId(pathname, branch.id)));
            }}
          >
            {branch.alias}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
