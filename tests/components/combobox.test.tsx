import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { Combobox } from '@/components/ui/combobox';
import { renderWithProviders } from '@/tests/support/render';

// The one combobox of the console (customer, supplier and product pickers): the list opens with the
// focus and the typing, the keys move through it, and leaving the field closes it — without
// closing it again when the user comes straight back (a quick Tab back, a scanner's next code).

const GOODS = [
  { id: '1', name: 'Amoxicillin 500mg' },
  { id: '2', name: 'Pate Whiskas cá ngừ 85g' },
];

function Picker({ onChoose }: { onChoose: (name: string) => void }) {
  const [text, setText] = useState('');
  const options = text ? GOODS.filter((g) => g.name.toLowerCase().includes(text.toLowerCase())) : [];
  return (
    <>
      <Form.Group controlId="goods">
        <Form.Label>Sản phẩm</Form.Label>
        <Combobox text={text} onTextChange={setText} options={options} optionLabel={(o) => o.name} onChoose={(o) => onChoose(o.name)} loading={false} emptyText="Không có" />
      </Form.Group>
      <Form.Control aria-label="Số lượng" />
    </>
  );
}

describe('the combobox', () => {
  it('opens as one types, moves with the arrows and takes the highlighted entry with Enter', async () => {
    const chosen: string[] = [];
    const view = renderWithProviders(<Picker onChoose={(name) => chosen.push(name)} />);
    const input = screen.getByRole('combobox', { name: 'Sản phẩm' });
    await view.user.type(input, 'a');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Amoxicillin 500mg', 'Pate Whiskas cá ngừ 85g']);
    await view.user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual(['Pate Whiskas cá ngừ 85g']);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the field is left, and stays open when the user comes straight back and types', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithProviders(<Picker onChoose={() => undefined} />);
      const input = screen.getByRole('combobox', { name: 'Sản phẩm' });
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'pate' } });
      expect(input).toHaveAttribute('aria-expanded', 'true');
      fireEvent.blur(input);
      expect(input).toHaveAttribute('aria-expanded', 'false');
      // back at once, as a quick Tab or a test's fill() does
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'amox' } });
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('option', { name: 'Amoxicillin 500mg' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });
});
