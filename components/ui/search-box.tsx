'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form, InputGroup } from 'react-bootstrap';

/** Search as you type (debounced) and on Enter; a scanner's Enter searches at once. */
export function SearchBox({ value, onSearch, placeholder }: { value: string; onSearch: (text: string) => void; placeholder: string }) {
  const t = useTranslations('list');
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Form onSubmit={submit} role="search">
      <InputGroup>
        <InputGroup.Text>
          <i className="bi bi-search" aria-hidden="true" />
        </InputGroup.Text>
        <Form.Control type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={placeholder} aria-label={t('search')} />
      </InputGroup>
    </Form>
  );
}
