// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUDGETS, PAGES, TARGET_BYTES, judge } from './html-weight.mjs';

describe('html-weight budget', () => {
  it('passes a page at its budget and fails one byte over', () => {
    const [atBudget, over] = judge(
      [
        { name: 'home', url: '/', bytes: 40_000 },
        { name: 'faq', url: '/faq/', bytes: 40_001 },
      ],
      { home: 40_000, faq: 40_000 },
      30_000,
    );
    expect(atBudget).toMatchObject({ ok: true, atTarget: false });
    expect(over).toMatchObject({ ok: false });
  });

  it('holds a page without its own budget to the issue 19 target', () => {
    const [row] = judge([{ name: 'new page', url: '/new/', bytes: TARGET_BYTES + 1 }], {}, TARGET_BYTES);
    expect(row).toMatchObject({ budget: TARGET_BYTES, ok: false });
  });

  it('gives every measured page a budget, none above the weight it had before decision 033', () => {
    const before: Record<string, number> = {
      home: 79_000,
      syndicate: 44_000,
      horse: 58_000,
      'horses list': 54_000,
      'syndicates list': 48_000,
      faq: 41_000,
    };
    for (const page of PAGES) {
      const budget = BUDGETS[page.name as keyof typeof BUDGETS];
      expect(budget, page.name).toBeDefined();
      expect(budget, page.name).toBeLessThan(before[page.name]!);
    }
  });
});
