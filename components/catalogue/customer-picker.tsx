'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Button, Form, InputGroup, ListGroup, Spinner } from 'react-bootstrap';
import { useCustomerOptions } from '@/lib/api/queries/customer-options';

export interface CustomerOption {
  id: string;
  name: string;
  phone: string | null;
}

interface CustomerPickerProps {
  shopId: string;
  value: CustomerOption | null;
  onChange: (customer: CustomerOption | null) => void;
  isInvalid?: boolean;
}

const label = (c: CustomerOption) => (c.phone ? `${c.name} · ${c.phone}` : c.name);

/** A typeahead over the shop's customers by name or phone (accent-insensitive, as the API searches). */
export function CustomerPicker({ shopId, value, onChange, isInvalid }: CustomerPickerProps) {
  const t = useTranslations('list');
  const listId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const { data: options = [], isFetching } = useCustomerOptions(shopId, search, open && !value);

  if (value) {
    return (
      <InputGroup hasValidation>
        <Form.Control value={label(value)} readOnly isInvalid={isInvalid} />
        <Button variant="outline-secondary" onClick={() => onChange(null)} aria-label={t('changeCustomer')}>
          <i className="bi bi-x-lg" aria-hidden="true" />
        </Button>
      </InputGroup>
    );
  }

  const choose = (c: CustomerOption) => {
    onChange(c);
    setOpen(false);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, options.length - 1));
    else if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (e.key === 'Enter' && options[active]) choose(options[active]);
    else if (e.key === 'Escape') setOpen(false);
    else return;
    e.preventDefault();
  };

  return (
    <div className="position-relative">
      <Form.Control
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={text}
        placeholder={t('customerSearch')}
        isInvalid={isInvalid}
        onChange={(e) => (setText(e.target.value), setOpen(true), setActive(0))}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ListGroup id={listId} role="listbox" className="position-absolute w-100 shadow-sm z-3 overflow-auto" style={{ maxHeight: 250 }}>
          {options.map((c, i) => (
            <ListGroup.Item key={c.id} id={`${listId}-${i}`} role="option" aria-selected={i === active} action active={i === active} onMouseDown={(e) => e.preventDefault()} onClick={() => choose(c)}>
              {label(c)}
            </ListGroup.Item>
          ))}
          {options.length === 0 && (
            <ListGroup.Item className="text-body-secondary small">
              {isFetching ? <Spinner size="sm" /> : t('noCustomerFound')}
            </ListGroup.Item>
          )}
        </ListGroup>
      )}
    </div>
  );
}
