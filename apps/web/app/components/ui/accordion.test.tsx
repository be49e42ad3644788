import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { id: 'a', title: 'First question', content: 'First answer' },
  { id: 'b', title: 'Second question', content: 'Second answer' },
  { id: 'c', title: 'Third question', content: 'Third answer' },
];

describe('Accordion', () => {
  it('opens a question on click with aria-expanded and shows its labelled region', () => {
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'First question' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('First answer')).toBeNull();
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('data-state')).toBe('open');
    expect(screen.getByRole('region', { name: 'First question' }).textContent).toBe('First answer');
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps one panel open unless multiple', () => {
    const { unmount } = render(<Accordion items={items} />);
    fireEvent.click(screen.getByRole('button', { name: 'First question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Second question' }));
    expect(screen.getByRole('button', { name: 'First question' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    unmount();
    render(<Accordion items={items} multiple />);
    fireEvent.click(screen.getByRole('button', { name: 'First question' }));
    fireEvent.click(screen.getByRole('button', { name: 'Second question' }));
    expect(screen.getByRole('button', { name: 'First question' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Second question' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('moves between questions with the arrow keys, Home and End', () => {
    render(<Accordion items={items} />);
    const [first, second, third] = screen.getAllByRole('button');
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(third);
  });
});
