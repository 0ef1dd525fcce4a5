'use client';

import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { formatDay, parseDay } from '@/lib/format';

/**
 * A day typed as dd/MM/yyyy in a table's cell (a line's booster date), outside any form: what is
 * typed stays as typed until it names a real day, which is handed on as YYYY-MM-DD (or the text
 * itself, which the contract refuses under the field).
 */
export function DayInput({ value, onChange, label, placeholder = 'dd/mm/yyyy', isInvalid }: { value: string; onChange: (day: string) => void; label: string; placeholder?: string; isInvalid?: boolean }) {
  const [text, setText] = useState(() => (value ? formatDay(value) : ''));
  return (
    <Form.Control
      size="sm"
      inputMode="numeric"
      placeholder={placeholder}
      aria-label={label}
      value={text}
      isInvalid={isInvalid}
      onChange={(e) => {
        setText(e.target.value);
        onChange(e.target.value.trim() === '' ? '' : (parseDay(e.target.value) ?? e.target.value));
      }}
    />
  );
}
