import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput } from './date-input';

function Harness({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <DateInput
      label="Date of birth"
      name="dateOfBirth"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('DateInput (en-IE dates)', () => {
  it('shows a stored date as DD/MM/YYYY and hands ISO dates to the form', () => {
    const seen: string[] = [];
    render(<Harness initial="1985-04-12" seen={seen} />);
    const input = screen.getByLabelText(/Date of birth/) as HTMLInputElement;
    expect(input.value).toBe('12/04/1985');
    expect(input.placeholder).toBe('DD/MM/YYYY');
    expect(input.type).toBe('text');
    fireEvent.change(input, { target: { value: '03/11/1990' } });
    expect(seen.at(-1)).toBe('1990-11-03');
    expect(input.value).toBe('03/11/1990');
    fireEvent.change(input, { target: { value: '11/31/1990' } });
    expect(seen.at(-1)).toBe('11/31/1990');
    fireEvent.change(input, { target: { value: '' } });
    expect(seen.at(-1)).toBe('');
  });
});
