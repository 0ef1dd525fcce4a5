'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';

/** Shown after 100 px of scroll (SPEC §9). */
export function ScrollToTop() {
  const t = useTranslations('shell');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 100);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <Button className="scroll-to-top rounded-circle shadow" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} aria-label={t('scrollTop')}>
      <i className="bi bi-arrow-up" aria-hidden="true" />
    </Button>
  );
}
