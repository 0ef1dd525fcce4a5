'use client';

import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { Form, ListGroup, Spinner } from 'react-bootstrap';

interface TypeaheadProps<T> {
  placeholder: string;
  text: string;
  onText: (text: string) => void;
  options: readonly T[];
  loading: boolean;
  optionKey: (option: T) => string;
  optionLabel: (option: T) => ReactNode;
  onChoose: (option: T) => void;
  /** shown in the list when nothing matches */
  emptyText: string;
  /** Enter, before the list is consulted: true when the caller took it (a scanned barcode) */
  onEnter?: (text: string) => boolean;
  /** the last entry of the list ("add a new supplier") */
  extra?: { label: ReactNode; onChoose: () => void };
  loadingLabel: string;
  isInvalid?: boolean;
}

/**
 * A combobox over records found as one types (the form's supplier and product pickers): arrows
 * move through the list, Enter takes the highlighted entry, Escape closes it; the list stays
 * open while the input has focus. Its label is that of the Form.Group around it (controlId).
 */
export function Typeahead<T>(props: TypeaheadProps<T>) {
  const { options, extra } = props;
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const last = options.length + (extra ? 1 : 0) - 1;
  const optionId = (i: number) => `${listId}-${i}`;

  const choose = (index: number) => {
    if (index < options.length) props.onChoose(options[index]);
    else if (extra) extra.onChoose();
    else return;
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') setActive((i) => Math.min(i + 1, Math.max(last, 0)));
    else if (e.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (e.key === 'Escape') setOpen(false);
    else if (e.key === 'Enter') {
      if (!props.onEnter?.(e.currentTarget.value) && open) choose(active);
    } else return;
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
        aria-activedescendant={open && last >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={props.text}
        placeholder={props.placeholder}
        isInvalid={props.isInvalid}
        onChange={(e) => (props.onText(e.target.value), setOpen(true), setActive(0))}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ListGroup id={listId} role="listbox" className="position-absolute w-100 shadow-sm z-3 overflow-auto" style={{ maxHeight: 250 }}>
          {options.map((option, i) => (
            <ListGroup.Item
              key={props.optionKey(option)}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              action
              active={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(i)}
            >
              {props.optionLabel(option)}
            </ListGroup.Item>
          ))}
          {options.length === 0 && (
            <ListGroup.Item className="text-body-secondary small" aria-live="polite">
              {props.loading ? <Spinner size="sm" aria-label={props.loadingLabel} /> : props.emptyText}
            </ListGroup.Item>
          )}
          {extra && (
            <ListGroup.Item
              id={optionId(options.length)}
              role="option"
              aria-selected={active === options.length}
              action
              active={active === options.length}
              className="text-primary"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(options.length)}
            >
              {extra.label}
            </ListGroup.Item>
          )}
        </ListGroup>
      )}
    </div>
  );
}
