'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type ReactNode, type Ref, useId, useState } from 'react';
import { Button, Form, InputGroup, ListGroup, Spinner } from 'react-bootstrap';

export interface ComboboxProps<T extends { id: string }> {
  /** What is typed. The caller searches with it once the typing pauses (lib/use-debounced) and empties it after a pick. */
  text: string;
  onTextChange: (text: string) => void;
  /** the records found for what is typed */
  options: readonly T[];
  optionLabel: (option: T) => ReactNode;
  onChoose: (option: T) => void;
  /** the options are being looked for: a spinner instead of `emptyText` while there are none */
  loading: boolean;
  /** the spinner's name, common `loading` unless said */
  loadingLabel?: string;
  /** in the list when nothing matches */
  emptyText: ReactNode;
  /** the last entry of the list ("add a new customer"), reached and taken like an option */
  addNew?: { label: ReactNode; icon: string; onChoose: () => void };
  /**
   * Enter, before the list: true when the caller took it (a scanned barcode, a code typed in full,
   * looked up without waiting for the list). `highlighted`: Enter would otherwise take an option.
   */
  onEnter?: (text: string, highlighted: boolean) => boolean;
  /** false keeps the list shut (a search that needs something typed) */
  listable?: boolean;
  /** the list opened (focus, typing) or closed (a pick, Escape, focus gone): for a search run only while it is open */
  onOpenChange?: (open: boolean) => void;
  placeholder?: string;
  isInvalid?: boolean;
  /** a message under the input, read with it (a code looked up and not found) */
  error?: ReactNode;
  /** the list's name, for screen readers */
  listLabel?: string;
  /** the input, for a screen that puts the focus back on it (the counter after each sale) */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A combobox over records found as one types (the customer, supplier and product pickers): the
 * list opens with the focus, the arrows move through it, Enter takes the highlighted entry and
 * Escape closes it. Its label is that of the Form.Group around it (controlId).
 */
export function Combobox<T extends { id: string }>(props: ComboboxProps<T>) {
  const { options, addNew, listable = true, inputRef } = props;
  const t = useTranslations('common');
  const listId = useId();
  const [open, setOpenState] = useState(false);
  const [active, setActive] = useState(0);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    props.onOpenChange?.(next);
  };
  const count = options.length + (addNew ? 1 : 0);
  const current = Math.min(active, count - 1);
  const shown = open && listable;
  const optionId = (index: number) => `${listId}-${index}`;
  const errorId = `${listId}-error`;

  const choose = (index: number) => {
    if (index >= 0 && index < options.length) props.onChoose(options[index]);
    else if (addNew && index === options.length) addNew.onChoose();
    else return;
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      if (open) setActive(Math.max(Math.min(current + 1, count - 1), 0));
      else setOpen(true);
    } else if (e.key === 'ArrowUp') setActive(Math.max(current - 1, 0));
    else if (e.key === 'Escape') setOpen(false);
    else if (e.key === 'Enter') {
      const highlighted = shown && current >= 0 && current < options.length;
      if (!props.onEnter?.(props.text, highlighted) && shown) choose(current);
    } else return;
    e.preventDefault();
  };

  // a click takes the entry clicked, whatever the list became meanwhile (a search answered between
  // the render and the click would otherwise shift the indexes)
  const entry = (key: string, index: number, content: ReactNode, pick: () => void, className?: string) => (
    <ListGroup.Item
      key={key}
      id={optionId(index)}
      role="option"
      aria-selected={index === current}
      action
      // an entry is a button inside the form around the combobox: picking must not submit it
      type="button"
      active={index === current}
      className={className}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => (pick(), setOpen(false))}
    >
      {content}
    </ListGroup.Item>
  );

  return (
    <div className="position-relative">
      <Form.Control
        ref={inputRef}
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && current >= 0 ? optionId(current) : undefined}
        aria-describedby={props.error ? errorId : undefined}
        autoComplete="off"
        value={props.text}
        placeholder={props.placeholder}
        isInvalid={props.isInvalid || !!props.error}
        onChange={(e) => (props.onTextChange(e.target.value), setOpen(true), setActive(0))}
        onFocus={() => setOpen(true)}
        // entries keep the focus (mouse down prevented), so leaving the field closes the list at once:
        // a delay would close it again after a quick return to the field
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {props.error && (
        <Form.Control.Feedback id={errorId} type="invalid" role="alert">
          {props.error}
        </Form.Control.Feedback>
      )}
      {shown && (
        <ListGroup id={listId} role="listbox" aria-label={props.listLabel} className="position-absolute w-100 shadow-sm z-3 overflow-auto" style={{ maxHeight: 250 }}>
          {options.map((option, i) => entry(option.id, i, props.optionLabel(option), () => props.onChoose(option)))}
          {options.length === 0 && (
            <ListGroup.Item className="text-body-secondary small" aria-live="polite">
              {props.loading ? <Spinner size="sm" aria-label={props.loadingLabel ?? t('loading')} /> : props.emptyText}
            </ListGroup.Item>
          )}
          {addNew &&
            entry(
              'add-new',
              options.length,
              <>
                <i className={`bi ${addNew.icon} me-2`} aria-hidden="true" />
                {addNew.label}
              </>,
              addNew.onChoose,
              'text-primary',
            )}
        </ListGroup>
      )}
    </div>
  );
}

interface ComboboxChoiceProps {
  /** the record picked, as the field shows it */
  text: string;
  /** the name of the button that lets the user pick another */
  clearLabel: string;
  onClear: () => void;
  isInvalid?: boolean;
}

/** What a combobox picked, read-only, with a button to pick another instead. */
export function ComboboxChoice({ text, clearLabel, onClear, isInvalid }: ComboboxChoiceProps) {
  return (
    <InputGroup hasValidation>
      <Form.Control value={text} readOnly isInvalid={isInvalid} />
      <Button variant="outline-secondary" onClick={onClear} aria-label={clearLabel}>
        <i className="bi bi-x-lg" aria-hidden="true" />
      </Button>
    </InputGroup>
  );
}
