'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge, Collapse } from 'react-bootstrap';
import SimpleBar from 'simplebar-react';
import 'simplebar-react/dist/simplebar.min.css';
import { isActive, stripAreaPrefix } from '@/lib/menu/menu-access';
import { type BadgeKey, type MenuItem } from '@/lib/menu/menu-item';
import { useShell } from './shell-context';

interface SidebarProps {
  items: MenuItem[];
  prefix: string;
  homeHref: string;
  badges: Partial<Record<BadgeKey, number>>;
  brand: string;
  /** the shop's logo, when it has one */
  logo?: string | null;
}

const href = (prefix: string, path: string) => `${prefix}${path}`;

function ItemBadge({ value, label }: { value: number | undefined; label: string }) {
  if (value === undefined) return null;
  return (
    // the leading space keeps the link's accessible name readable ("Siêu âm 2 đang chờ")
    <>
      {' '}
      <Badge bg={value > 0 ? 'danger' : 'secondary'} pill className="ms-auto sidebar-badge" aria-label={label}>
        {value}
      </Badge>
    </>
  );
}

function SubMenu({ item, prefix, relative, badges }: { item: MenuItem; prefix: string; relative: string; badges: SidebarProps['badges'] }) {
  const t = useTranslations('menu');
  const ts = useTranslations('shell');
  const active = isActive(item, relative);
  const [open, setOpen] = useState(active);
  // a sub-menu opens when the route moves to one of its children
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  const id = `submenu-${item.path.replace(/\W/g, '-')}`;
  return (
    <li className={`nav-item${active ? ' active' : ''}`}>
      <button type="button" className="nav-link sidebar-link w-100" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {item.icon && <i className={`bi bi-${item.icon} sidebar-icon`} aria-hidden="true" />}
        <span className="sidebar-text">{t(item.title)}</span>
        <i className={`bi bi-chevron-${open ? 'down' : 'right'} ms-auto sidebar-caret`} aria-hidden="true" />
      </button>
      <Collapse in={open}>
        <ul className="nav flex-column sidebar-submenu" id={id}>
          {(item.children ?? []).map((child) => {
            const childActive = isActive(child, relative);
            const count = child.badgeKey ? badges[child.badgeKey] : undefined;
            return (
              <li className="nav-item" key={child.path}>
                <Link href={href(prefix, child.path)} className={`nav-link sidebar-link${childActive ? ' active' : ''}`} aria-current={childActive ? 'page' : undefined}>
                  <span className="sidebar-dot" aria-hidden="true" />
                  <span className="sidebar-text">{t(child.title)}</span>
                  <ItemBadge value={count} label={ts('badge', { count: count ?? 0 })} />
                </Link>
              </li>
            );
          })}
        </ul>
      </Collapse>
    </li>
  );
}

/** The side menu: sections, links and sub-menus with live badges (SPEC §2). */
export function Sidebar({ items, prefix, homeHref, badges, brand, logo }: SidebarProps) {
  const t = useTranslations('menu');
  const ts = useTranslations('shell');
  const pathname = usePathname();
  const relative = stripAreaPrefix(pathname);
  const { expanded, isMobile, close } = useShell();

  return (
    <aside className={`app-sidebar${expanded ? ' is-expanded' : ' is-collapsed'}`} aria-label={t('ariaLabel')}>
      <div className="sidebar-brand">
        <Link href={homeHref} className="brand-mark text-decoration-none d-flex align-items-center gap-2" onClick={() => isMobile && close()}>
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- served by /api/v1/files
            <img src={logo} alt="" className="sidebar-logo" data-testid="sidebar-logo" />
          ) : (
            <i className="bi bi-heart-pulse-fill fs-4" aria-hidden="true" />
          )}
          <span className="sidebar-text fs-5">{brand}</span>
        </Link>
      </div>
      <SimpleBar className="sidebar-scroll" scrollbarMinSize={25}>
        <nav>
          <ul className="nav flex-column sidebar-nav">
            {items.map((item) => {
              if (item.type === 'empty') {
                return (
                  <li className="sidebar-section" key={`section-${item.title}`}>
                    {t(item.title)}
                  </li>
                );
              }
              if (item.type === 'sub') return <SubMenu key={item.path} item={item} prefix={prefix} relative={relative} badges={badges} />;
              const active = isActive(item, relative);
              const count = item.badgeKey ? badges[item.badgeKey] : undefined;
              return (
                <li className="nav-item" key={item.path || 'root'}>
                  <Link href={href(prefix, item.path)} className={`nav-link sidebar-link${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined} onClick={() => isMobile && close()}>
                    {item.icon && <i className={`bi bi-${item.icon} sidebar-icon`} aria-hidden="true" />}
                    <span className="sidebar-text">{t(item.title)}</span>
                    <ItemBadge value={count} label={ts('badge', { count: count ?? 0 })} />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </SimpleBar>
    </aside>
  );
}
