import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteTheme, themeRootCss, userTheme } from './site-theme';

const syndicate = (themeColour: string, themeFont: string) => ({ themeColour, themeFont });

describe('site theme', () => {
  it('leaves the default theme alone for visitors and users without syndicates', () => {
    expect(userTheme(null)).toBeNull();
    expect(userTheme({ syndicates: [] })).toBeNull();
    const { container } = render(<SiteTheme user={null} />);
    expect(container.innerHTML).toBe('');
  });

  it("applies the syndicates' shared colour and mapped font through the CSS variables", () => {
    const user = { syndicates: [syndicate('#1E6B52', 'Georgia'), syndicate('#1e6b52', 'Georgia')] };
    expect(themeRootCss(userTheme(user)!)).toBe(
      ":root{--theme-colour:#1E6B52;--theme-font:'Merriweather', Georgia}",
    );
    const { container } = render(<SiteTheme user={user} />);
    expect(container.querySelector('style')?.textContent).toContain('--theme-colour:#1E6B52');
  });

  it('falls back to the default colour and font when the syndicates differ', () => {
    const user = { syndicates: [syndicate('#1E6B52', 'Georgia'), syndicate('#000000', 'Helvetica')] };
    expect(themeRootCss(userTheme(user)!)).toBe(":root{--theme-colour:#F36A81;--theme-font:'Arimo', Arial}");
  });

  it('never lets a stored value break out of the rule', () => {
    const user = { syndicates: [syndicate('red;}body{display:none', '</style><script>')] };
    expect(themeRootCss(userTheme(user)!)).toBe(":root{--theme-colour:#F36A81;--theme-font:'Arimo', Arial}");
  });
});
