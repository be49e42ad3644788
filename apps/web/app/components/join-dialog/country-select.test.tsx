import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountrySelect } from './country-select';

describe('CountrySelect', () => {
  it("draws the design system's chevron instead of the browser's arrow, like the other fields", () => {
    render(
      <CountrySelect
        label="Country"
        countries={{ choices: [{ value: 'IE', label: 'Ireland' }], preferredChoices: [] }}
      />,
    );
    const select = screen.getByLabelText('Country');
    expect(select.className).toContain('appearance-none');
    expect(select.className).toMatch(/bg-\[url\(/);
    expect(select.className).toContain('rounded-control');
  });
});
