'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Button, Form, InputGroup, ListGroup, Spinner } from 'react-bootstrap';
import { useCustomerOptions } from '@/entities/customers/customer-options';
import { CustomerFormModal } from './customer-form-modal';

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

// What was typed becomes the new customer's phone when it looks like one, else their name.
const PHONE_LIKE = /^[\d\s.\-+()]+$/;
const prefillFrom = (text: string) => (PHONE_LIKE.test(text) ? { phone: text.replace(/\D/g, '') } : { name: text });

/**
 * A typeahead over the shop's customers by name or phone (accent-insensitive, as the API searches),
 * ending with "add new": a customer who is not there yet is added on the spot and picked.
 */
export function CustomerPicker({ shopId, value, onChange, isInvalid }: CustomerPickerProps) {
  const t = useTranslations('list');
  const listId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [adding, setAdding] = useState<{ name?: string; phone?: string } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const { data: options = [], isFetching } = useCustomerOptions(shopId, search, open && !value);
  const addIndex = options.length;

  const choose = (c: CustomerOption) => {
    onChange(c);
    setOpen(false);
    setText('');
  };
  const addNew = () => {
    setOpen(false);
    setAdding(prefillFrom(text.trim()));
  };
  const addDialog = adding && (
    <CustomerFormModal prefill={adding} onSaved={(c) => choose({ id: c.id, name: c.name, phone: c.phone })} onClose={() => setAdding(null)} />
  );

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

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, addIndex));
    else if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (e.key === 'Enter' && open && options[active]) choose(options[active]);
    else if (e.key === 'Enter' && open) addNew();
    else if (e.key === 'Escape') setOpen(false);
    else return;
    e.preventDefault();
  };
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <div className="position-relative">
      <Form.Control
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open ? optionId(active) : undefined}
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
            <ListGroup.Item key={c.id} id={optionId(i)} role="option" aria-selected={i === active} action active={i === active} onMouseDown={(e) => e.preventDefault()} onClick={() => choose(c)}>
              {label(c)}
            </ListGroup.Item>
          ))}
          {options.length === 0 && (
            <ListGroup.Item className="text-body-secondary small" aria-live="polite">
              {isFetching ? <Spinner size="sm" aria-label={t('loading')} /> : t('noCustomerFound')}
            </ListGroup.Item>
          )}
          <ListGroup.Item
            id={optionId(addIndex)}
            role="option"
            aria-selected={active === addIndex}
            action
            active={active === addIndex}
            className="text-primary"
            onMouseDown={(e) => e.preventDefault()}
            onClick={addNew}
          >
            <i className="bi bi-person-plus me-2" aria-hidden="true" />
            {text.trim() ? t('addCustomerNamed', { text: text.trim() }) : t('addCustomer')}
          </ListGroup.Item>
        </ListGroup>
      )}
      {addDialog}
    </div>
  );
}
