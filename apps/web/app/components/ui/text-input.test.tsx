import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('labels the field and links hint and error through aria-describedby', () => {
    render(
      <TextInput label="E-mail" hint="We never share it." error="E-mail incorrect format" name="email" />,
    );
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['We never share it.', 'E-mail incorrect format']);
  });

  it('is not marked invalid and describes nothing without hint or error', () => {
    render(<TextInput label="First name" name="firstname" />);
    const input = screen.getByLabelText('First name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
