import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArrowRightIcon, SPRITE_ICONS, SpriteIcon } from './icons';
import sprite from './icons.svg?raw';

describe('icon sprite', () => {
  it('has a symbol for every icon name the components use, and no other', () => {
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect([...ids].sort()).toEqual([...SPRITE_ICONS].sort());
  });

  it('draws an icon as a <use> of its symbol, hidden from assistive tech, with the outline look', () => {
    const { container } = render(<ArrowRightIcon className="size-4" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('class')).toBe('icon size-4');
    expect(svg.querySelector('use')!.getAttribute('href')).toMatch(/#arrow-right$/);
  });

  it('passes SVG attributes through', () => {
    const { container } = render(<SpriteIcon name="plus" role="img" aria-label="Add" />);
    expect(container.querySelector('svg')!.getAttribute('aria-label')).toBe('Add');
  });
});
