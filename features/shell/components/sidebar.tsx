'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ComponentRef, type MouseEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Collapse } from 'react-bootstrap';
import SimpleBar from 'simplebar-react';
import 'simplebar-react/dist/simplebar.min.css';
import { isActive, stripAreaPrefix } from '@/lib/menu/menu-access';
import { type BadgeKey, type MenuItem } from '@/lib/menu/menu-item';
import { useLocationHash } from '@/lib/use-location-hash';
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

/** What every entry needs from the menu: where it is, and how to name and open an entry. */
interface Place {
  relative: string;
  hash: string;
  prefix: string;
  badges: Partial<Record<BadgeKey, number>>;
  title: (key: string) => string;
  badgeLabel: (count: number) => string;
  onNavigate: (item: MenuItem, e: MouseEvent) => void;
}

function MenuLink({ item, place, children }: { item: MenuItem; place: Place; children: ReactNode }) {
  const active = isActive(item, place.relative, place.hash);
  const count = item.badgeKey ? place.badges[item.badgeKey] : undefined;
  return (
    <Link
      href={`${place.prefix}${item.path}`}
      className={`nav-link sidebar-link${active ? ' active' : ''}`}
      aria-current={active ? 'page' : undefined}
      onClick={(e) => place.onNavigate(item, e)}
    >
      {children}
      <span className="sidebar-text">{place.title(item.title)}</span>
      <ItemBadge value={count} label={place.badgeLabel(count ?? 0)} />
    </Link>
  );
}

function SubMenu({ item, place, onOpened }: { item: MenuItem; place: Place; onOpened: () => void }) {
  const active = isActive(item, place.relative, place.hash);
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
        <span className="sidebar-text">{place.title(item.title)}</span>
        <i className={`bi bi-chevron-${open ? 'down' : 'right'} ms-auto sidebar-caret`} aria-hidden="true" />
      </button>
      {/* once open, the active child has its final place and can be scrolled to */}
      <Collapse in={open} onEntered={() => active && onOpened()}>
        <ul className="nav flex-column sidebar-submenu" id={id}>
          {(item.children ?? []).map((child) => (
            <li className="nav-item" key={child.path}>
              <MenuLink item={child} place={place}>
                <span className="sidebar-dot" aria-hidden="true" />
              </MenuLink>
            </li>
          ))}
        </ul>
      </Collapse>
    </li>
  );
}

/** Scrolls the menu so that its highlighted entry is in sight (centred), when it is not. */
function revealActiveEntry(box: HTMLElement | undefined | null) {
  const link = box?.querySelector<HTMLElement>('.sidebar-link.active');
  if (!box || !link) return;
  const area = box.getBoundingClientRect();
  const entry = link.getBoundingClientRect();
  if (entry.top >= area.top && entry.bottom <= area.bottom) return;
  box.scrollTop += entry.top - area.top - (area.height - entry.height) / 2;
}

/** The side menu: sections, links and sub-menus with live badges (SPEC §2). */
export function Sidebar({ items, prefix, homeHref, badges, brand, logo }: SidebarProps) {
  const t = useTranslations('menu');
  const ts = useTranslations('shell');
  const pathname = usePathname();
  const relative = stripAreaPrefix(pathname);
  const [hash, setHash] = useLocationHash();
  const { expanded, isMobile, close } = useShell();
  const onNavigate = (item: MenuItem, e: MouseEvent) => {
    if (isMobile) close();
    // Another tab of the page already open: the router would change the URL without telling the
    // page, so the hash is set the way the page's own tabs set it.
    const [path, tab] = item.path.split('#');
    if (tab !== undefined && relative === path) {
      e.preventDefault();
      setHash(tab);
    }
  };
  const place: Place = { relative, hash, prefix, badges, title: (key) => t(key), badgeLabel: (count) => ts('badge', { count }), onNavigate };
  const scroller = useRef<ComponentRef<typeof SimpleBar>>(null);
  const reveal = useCallback(() => revealActiveEntry(scroller.current?.getScrollElement()), []);

  // on every move (and when the drawer opens on a narrow screen) the highlighted entry comes into sight
  useEffect(() => reveal(), [reveal, relative, hash, expanded]);

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
      <SimpleBar className="sidebar-scroll" scrollbarMinSize={25} ref={scroller}>
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
              if (item.type === 'sub') return <SubMenu key={item.path} item={item} place={place} onOpened={reveal} />;
              return (
                <li className="nav-item" key={item.path || 'root'}>
                  <MenuLink item={item} place={place}>
                    {item.icon && <i className={`bi bi-${item.icon} sidebar-icon`} aria-hidden="true" />}
                  </MenuLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </SimpleBar>
    </aside>
  );
}
