import { zodResolver } from '@hookform/resolvers/zod';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DateField } from '@/components/ui/date-field';
import { isoDate } from '@/lib/contracts/rules';
import type { Locale } from '@/lib/i18n/config';
import { FORM_OPTIONS } from '@/lib/forms';
import { renderWithProviders } from '@/tests/support/render';
import { messageUnder } from '@/tests/support/staff-form';

// The date field of every form (components/ui/date-field.tsx): typed or picked as dd/MM/yyyy in the
// console's language whatever the browser's, kept as YYYY-MM-DD for the contracts; min and max; the
// contract's message under it, cleared on edit.

const schema = z.object({ visit: isoDate() });
type Input = z.input<typeof schema>;
const LABEL = { vi: 'Ngày hẹn', en: 'Visit date' };

function Harness({ locale, min, max, onSave }: { locale: Locale; min?: string; max?: string; onSave: (v: z.output<typeof schema>) => void }) {
  const form = useForm<Input, unknown, z.output<typeof schema>>({ ...FORM_OPTIONS, resolver: zodResolver(schema), defaultValues: { visit: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <DateField form={form} name="visit" label={LABEL[locale]} required min={min} max={max} />
      <button type="submit">OK</button>
    </form>
  );
}

function renderField(locale: Locale, props: { min?: string; max?: string } = {}) {
  const saved: unknown[] = [];
  const view = renderWithProviders(<Harness locale={locale} {...props} onSave={(v) => saved.push(v)} />, { locale });
  const input = screen.getByLabelText(new RegExp(`^${LABEL[locale]}`)) as HTMLInputElement;
  const save = async () => view.user.click(screen.getByRole('button', { name: 'OK' }));
  const calendar = () => screen.findByRole('dialog', { name: `${LABEL[locale]}: ${locale === 'vi' ? 'chọn ngày' : 'choose a date'}` });
  return { ...view, input, saved, save, calendar };
}

/** A day of the month on show in the open calendar, by its number. */
const dayCell = (calendar: HTMLElement, day: number) =>
  within(calendar)
    .getAllByRole('gridcell')
    .find((cell) => cell.textContent === String(day) && !cell.className.includes('outside-month'))!;

describe('date field', () => {
  it('is labelled, marked required and hints dd/mm/yyyy', () => {
    const { input } = renderField('vi');
    expect(input).toHaveAttribute('id');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(within(input.closest('.mb-3')!).getByLabelText('Trường bắt buộc nhập')).toBeInTheDocument();
  });

  it.each([
    ['vi', '05/04/2024', '2024-04-05'],
    ['en', '05/04/2024', '2024-04-05'],
    ['en', '5.4.2024', '2024-04-05'],
  ] as const)('reads a day typed in %s as dd/MM/yyyy: %s is %s', async (locale, typed, day) => {
    const { user, input, save, saved } = renderField(locale);
    await user.type(input, typed);
    await user.keyboard('{Escape}');
    await save();
    await waitFor(() => expect(saved).toEqual([{ visit: day }]));
    expect(input).toHaveValue('05/04/2024');
  });

  it('picks a day from a calendar in Vietnamese, Monday first, and shows it as dd/MM/yyyy', async () => {
    const { user, input, save, saved, calendar } = renderField('vi', { max: '2030-12-31' });
    await user.click(input);
    const popup = await calendar();
    await user.selectOptions(within(popup).getByRole('combobox', { name: 'Năm' }), '2025');
    await user.selectOptions(within(popup).getByRole('combobox', { name: 'Tháng' }), 'Tháng 2');
    expect(within(popup).getAllByRole('option', { selected: true }).map((o) => o.textContent)).toEqual(['Tháng 2', '2025']);
    expect(within(popup).getAllByRole('columnheader')[0]).toHaveAccessibleName(/^Thứ Hai/i);
    await user.click(within(popup).getByRole('button', { name: 'Tháng sau' }));
    await user.click(dayCell(popup, 9));
    expect(input).toHaveValue('09/03/2025');
    await save();
    await waitFor(() => expect(saved).toEqual([{ visit: '2025-03-09' }]));
  });

  it('speaks English in an English console, and still writes dd/MM/yyyy', async () => {
    const { user, input, calendar } = renderField('en', { max: '2030-12-31' });
    await user.type(input, '23/04/2024');
    const popup = await calendar();
    expect(within(popup).getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('April');
    expect(within(popup).getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('2024');
    expect(within(popup).getAllByRole('columnheader')[0]).toHaveAccessibleName(/^Monday/);
    expect(dayCell(popup, 23)).toHaveAttribute('aria-selected', 'true');
    expect(dayCell(popup, 23).getAttribute('aria-label')).toMatch(/^Choose Tuesday, 23(rd)? April,? 2024$/);
    await user.click(dayCell(popup, 25));
    expect(input).toHaveValue('25/04/2024');
  });

  it('offers no day outside min and max, and refuses one typed there', async () => {
    const { user, input, save, saved, calendar } = renderField('vi', { min: '2024-04-10', max: '2024-04-20' });
    await user.click(input);
    const popup = await calendar();
    expect(dayCell(popup, 9)).toHaveAttribute('aria-disabled', 'true');
    expect(dayCell(popup, 9).getAttribute('aria-label')).toMatch(/^Không chọn được /);
    expect(dayCell(popup, 21)).toHaveAttribute('aria-disabled', 'true');
    expect(within(popup).getByRole('button', { name: 'Tháng sau' })).toBeDisabled();
    await user.click(dayCell(popup, 21));
    expect(input).toHaveValue('');

    await user.type(input, '21/04/2024');
    await user.keyboard('{Escape}');
    await save();
    // the typed text stays for the user to correct; the contract refuses it
    await waitFor(() => expect(messageUnder(input)).toHaveTextContent('Ngày không hợp lệ'));
    expect(input).toHaveValue('21/04/2024');
    expect(input).toHaveClass('is-invalid');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  it('shows the contract’s message for a day that does not exist, and clears it on the next keystroke', async () => {
    const { user, input, save, saved } = renderField('en');
    await user.type(input, '31/02/2024');
    await user.keyboard('{Escape}');
    await save();
    await waitFor(() => expect(messageUnder(input)).toHaveTextContent('Invalid date'));
    expect(input).toHaveClass('is-invalid');
    // the submit puts the caret in the field, the calendar shut so that it does not cover the message,
    // and the person types on from there
    expect(input).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('31/02/202');
    expect(messageUnder(input)).toBeNull();
    expect(input).not.toHaveClass('is-invalid');
    expect(input).not.toHaveAttribute('aria-invalid');
    // and it stays gone until the next submit, even while the text names no day again
    await user.keyboard('4');
    expect(input).toHaveValue('31/02/2024');
    expect(messageUnder(input)).toBeNull();
    expect(input).not.toHaveClass('is-invalid');

    await user.clear(input);
    await user.keyboard('{Escape}');
    await save();
    await waitFor(() => expect(messageUnder(input)).toHaveTextContent('This field is required'));
    expect(saved).toEqual([]);
  });

  it.each(['vi', 'en'] as const)('has no serious or critical axe violation, calendar open (%s)', async (locale) => {
    const { user, input, calendar, container } = renderField(locale, { max: '2030-12-31' });
    await user.type(input, '23/04/2024');
    await calendar();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
