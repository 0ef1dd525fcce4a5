'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { Badge, Form, ListGroup, Modal } from 'react-bootstrap';
import { flattenLinks, linkGroups } from '@/lib/menu/menu-access';
import { type MenuItem } from '@/lib/menu/menu-item';
import { foldAccents } from '@/lib/text';
import { useShell } from './shell-context';
import { ModalHeader } from '@/components/ui/modal-header';

/** Menu items whose translated title starts with the typed text, ignoring case and accents. */
export function matchMenuItems(items: MenuItem[], query: string, title: (item: MenuItem) => string): MenuItem[] {
  const needle = foldAccents(query.trim());
  if (!needle) return [];
  return flattenLinks(items).filter((item) => foldAccents(title(item)).startsWith(needle));
}

/** "Lưu trú › Khách sạn": the heading tells apart entries with the same title. */
function ResultTitle({ title, group }: { title: string; group: string | null }) {
  return (
    <>
      {group && (
        <>
          <span className="search-result-group">{group} ›</span>{' '}
        </>
      )}
      {title}
    </>
  );
}

export function SearchModal({ items, prefix }: { items: MenuItem[]; prefix: string }) {
  const t = useTranslations('shell.search');
  const tm = useTranslations('menu');
  const router = useRouter();
  const { searchOpen, setSearchOpen } = useShell();
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState(0);

  // Ctrl/⌘+K opens it from anywhere.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setSearchOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setSearchOpen]);

  const results = useMemo(() => matchMenuItems(items, query, (i) => tm(i.title)), [items, query, tm]);
  const suggestions = useMemo(() => flattenLinks(items).slice(0, 4), [items]);
  const groups = useMemo(() => linkGroups(items), [items]);
  const groupTitle = (item: MenuItem) => {
    const group = groups.get(item);
    return group ? tm(group.title) : null;
  };

  const close = () => {
    setSearchOpen(false);
    setQuery('');
  };
  const go = (item: MenuItem) => {
    close();
    router.push(`${prefix}${item.path}`);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setCursor((c) => Math.min(c + 1, results.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setCursor((c) => Math.max(c - 1, 0));
    } else if (e.key === 'Enter' && results[cursor]) {
      e.preventDefault();
      go(results[cursor]);
    }
  };

  return (
    <Modal show={searchOpen} onHide={close} aria-labelledby="search-modal-title" centered>
      <ModalHeader>
        <Modal.Title id="search-modal-title" className="h5">
          {t('title')}
        </Modal.Title>
      </ModalHeader>
      <Modal.Body>
        <Form.Control
          autoFocus
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setCursor(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('placeholder')}
          aria-label={t('title')}
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls="search-results"
          aria-activedescendant={results[cursor] ? `search-result-${cursor}` : undefined}
        />
        <div className="mt-3">
          {query.trim() === '' ? (
            <>
              <p className="text-body-secondary mb-2">{t('typeSomething')}</p>
              <div className="small text-body-secondary mb-1">{t('lookingFor')}</div>
              <div className="d-flex flex-wrap gap-1">
                {suggestions.map((item) => (
                  <Badge key={item.path} bg="light" text="dark" as="button" className="border" onClick={() => go(item)}>
                    {tm(item.title)}
                  </Badge>
                ))}
              </div>
            </>
          ) : results.length === 0 ? (
            <p className="text-body-secondary mb-0">{t('noResult')}</p>
          ) : (
            <ListGroup id="search-results" role="listbox" className="search-results" style={{ maxHeight: 250, overflowY: 'auto' }}>
              {results.map((item, index) => (
                <ListGroup.Item
                  key={item.path}
                  id={`search-result-${index}`}
                  role="option"
                  aria-selected={index === cursor}
                  action
                  active={index === cursor}
                  onMouseEnter={() => setCursor(index)}
                  onClick={() => go(item)}
                >
                  <ResultTitle title={tm(item.title)} group={groupTitle(item)} />
                </ListGroup.Item>
              ))}
            </ListGroup>
          )}
        </div>
      </Modal.Body>
    </Modal>
  );
}
