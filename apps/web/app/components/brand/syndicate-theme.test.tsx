import { themeForSyndicates } from '@stride/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SyndicateTheme } from './syndicate-theme';

describe('SyndicateTheme', () => {
  it("sets the brand colour and the mapped web font of the syndicate's theme", () => {
    const theme = themeForSyndicates([{ themeColour: '#1E3A8A', themeFont: 'Georgia' }]);
    render(
      <SyndicateTheme theme={theme}>
        <p>Inside</p>
      </SyndicateTheme>,
    );
    const wrapper = screen.getByText('Inside').parentElement;
    expect(wrapper?.style.getPropertyValue('--color-brand')).toBe('#1E3A8A');
    expect(wrapper?.style.getPropertyValue('--font-brand')).toMatch(/^'Merriweather'/);
    expect(wrapper?.className).toContain('font-brand');
  });
});
