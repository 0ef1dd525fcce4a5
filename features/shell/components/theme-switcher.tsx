'use client';

import { useTranslations } from 'next-intl';
import { Button, ButtonGroup, Offcanvas, Tab, Tabs, ToggleButton } from 'react-bootstrap';
import { useTheme } from '@/components/providers/theme-provider';
import { MENU_STYLES, PRIMARY_PRESETS, type ThemeSettings } from '@/lib/theme';
import { useShell } from './shell-context';

function Choice<K extends keyof ThemeSettings>({ name, field, options, label }: { name: string; field: K; options: Array<{ value: ThemeSettings[K]; label: string }>; label: string }) {
  const { settings, update } = useTheme();
  return (
    <fieldset className="mb-4">
      <legend className="fs-6 fw-semibold">{label}</legend>
      <ButtonGroup className="flex-wrap">
        {options.map((o) => (
          <ToggleButton
            key={String(o.value)}
            id={`${name}-${String(o.value)}`}
            type="radio"
            variant="outline-primary"
            name={name}
            value={String(o.value)}
            checked={settings[field] === o.value}
            onChange={() => update({ [field]: o.value } as Partial<ThemeSettings>)}
          >
            {o.label}
          </ToggleButton>
        ))}
      </ButtonGroup>
    </fieldset>
  );
}

/** Theme Style and Theme Colors tabs (SPEC §2), kept in localStorage. */
export function ThemeSwitcher() {
  const t = useTranslations('shell.theme');
  const tc = useTranslations('common');
  const { themeOpen, setThemeOpen } = useShell();
  const { settings, update, reset } = useTheme();
  return (
    <Offcanvas show={themeOpen} onHide={() => setThemeOpen(false)} placement="end" aria-labelledby="theme-switcher-title">
      <Offcanvas.Header closeButton closeLabel={tc('close')}>
        <Offcanvas.Title id="theme-switcher-title">{t('title')}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <Tabs defaultActiveKey="style" className="mb-3" fill>
          <Tab eventKey="style" title={t('styleTab')}>
            <Choice name="theme-mode" field="mode" label={t('mode')} options={[{ value: 'light', label: t('light') }, { value: 'dark', label: t('dark') }]} />
            <Choice name="theme-dir" field="dir" label={t('direction')} options={[{ value: 'ltr', label: t('ltr') }, { value: 'rtl', label: t('rtl') }]} />
            <Choice name="theme-menu" field="menuStyle" label={t('menuStyle')} options={MENU_STYLES.map((m) => ({ value: m, label: t(`menuStyles.${m}`) }))} />
          </Tab>
          <Tab eventKey="colors" title={t('colorsTab')}>
            <fieldset>
              <legend className="fs-6 fw-semibold">{t('primary')}</legend>
              <div className="d-flex flex-wrap gap-2">
                {PRIMARY_PRESETS.map((p, index) => (
                  <button
                    key={p.key}
                    type="button"
                    className={`color-swatch${settings.primary === index ? ' is-selected' : ''}`}
                    style={{ background: `rgb(${p.rgb.join(',')})` }}
                    aria-label={t(`presets.${p.key}`)}
                    aria-pressed={settings.primary === index}
                    onClick={() => update({ primary: index })}
                  />
                ))}
              </div>
            </fieldset>
          </Tab>
        </Tabs>
        <Button variant="outline-danger" className="w-100 mt-4" onClick={reset}>
          <i className="bi bi-arrow-counterclockwise me-2" aria-hidden="true" />
          {t('reset')}
        </Button>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
