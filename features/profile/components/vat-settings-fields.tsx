'use client';

import { useTranslations } from 'next-intl';
import { Form, InputGroup, Table } from 'react-bootstrap';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { VAT_KEYS } from '@/lib/enums/shops';
import { parseVatPercent } from '@/lib/contracts/rules';
import type { ShopFormInput } from './store-settings-tab';

/** A master switch that toggles all four lines, and one row per business line (SPEC §2, §4). */
export function VatSettingsFields({ form }: { form: UseFormReturn<ShopFormInput, unknown, unknown> }) {
  const t = useTranslations('profile.vat');
  const lines = form.watch('vatSettings');
  const allOn = VAT_KEYS.every((k) => lines?.[k]?.isEnabled);
  const toggleAll = (on: boolean) => VAT_KEYS.forEach((k) => form.setValue(`vatSettings.${k}.isEnabled`, on, { shouldDirty: true }));

  return (
    <fieldset className="mt-2">
      <legend className="h6 d-flex align-items-center gap-3">
        {t('title')}
        <Form.Check type="switch" id="vat-master" label={t('master')} checked={allOn} onChange={(e) => toggleAll(e.target.checked)} className="fw-normal fs-6 mb-0" />
      </legend>
      <Table size="sm" className="align-middle mb-0" style={{ maxWidth: 520 }}>
        <thead>
          <tr>
            <th scope="col">{t('line')}</th>
            <th scope="col">{t('enabled')}</th>
            <th scope="col">{t('percent')}</th>
          </tr>
        </thead>
        <tbody>
          {VAT_KEYS.map((key) => (
            <tr key={key}>
              <th scope="row" className="fw-normal">
                {t(`lines.${key}`)}
              </th>
              <td>
                <Form.Check id={`vat-${key}-enabled`} aria-label={t('enableLine', { line: t(`lines.${key}`) })} {...form.register(`vatSettings.${key}.isEnabled`)} />
              </td>
              <td>
                <Controller
                  control={form.control}
                  name={`vatSettings.${key}.percent`}
                  render={({ field }) => (
                    <InputGroup size="sm" style={{ maxWidth: 140 }}>
                      <Form.Control
                        inputMode="decimal"
                        aria-label={t('percentOf', { line: t(`lines.${key}`) })}
                        value={field.value === undefined || field.value === null ? '' : String(field.value)}
                        onChange={(e) => field.onChange(e.target.value)}
                        onBlur={() => {
                          // SPEC §5: parsed as a number, '-' becomes 0, capped at 100
                          field.onChange(parseVatPercent(field.value));
                          field.onBlur();
                        }}
                      />
                      <InputGroup.Text>%</InputGroup.Text>
                    </InputGroup>
                  )}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </fieldset>
  );
}
