import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Faq } from '@stride/shared';
import { HomeFaq } from './home-faq';

const faqs = [
  {
    id: 1,
    question: 'How do I buy a share?',
    answer: '<p>Request info.</p>',
    place: 'home',
    published: true,
    position: 1,
  },
  {
    id: 2,
    question: 'What does it cost?',
    answer: '<p>From €500.</p>',
    place: 'home',
    published: true,
    position: 2,
  },
] as unknown as Faq[];

function renderFaq(items: Faq[]) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <HomeFaq faqs={items} /> }]);
  return render(<Stub initialEntries={['/']} />);
}

describe('home FAQ accordion', () => {
  it('renders every question collapsed, with the answers in the markup', () => {
    renderFaq(faqs);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['How do I buy a share?', 'What does it cost?']);
    for (const button of buttons) expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(buttons[0]!.getAttribute('aria-controls')!)).toHaveProperty(
      'hidden',
      true,
    );
    expect(document.body.textContent).toContain('Request info.');
  });

  it('opens and closes a panel (native buttons: Enter and Space toggle them too, see e2e/public/home.spec.ts)', () => {
    renderFaq(faqs);
    const first = screen.getByRole('button', { name: 'How do I buy a share?' });
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'How do I buy a share?' }).hidden).toBe(false);
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    const second = screen.getByRole('button', { name: 'What does it cost?' });
    fireEvent.click(second);
    fireEvent.click(first);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('true');
  });

  it('renders nothing without FAQs', () => {
    const { container } = renderFaq([]);
    expect(container.querySelector('section')).toBeNull();
  });
});
