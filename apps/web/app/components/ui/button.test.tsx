import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('is a type=button by default and busy while loading', () => {
    render(
      <Button loading variant="secondary">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});

describe('ButtonLink', () => {
  it('renders a real link to the target with button styling', () => {
    const Stub = createRoutesStub([
      { path: '/', Component: () => <ButtonLink to="/syndicates/">View Syndicates</ButtonLink> },
    ]);
    render(<Stub />);
    const link = screen.getByRole('link', { name: 'View Syndicates' });
    expect(link.getAttribute('href')).toBe('/syndicates/');
    expect(link.className).toBe('btn btn-primary btn-md');
  });
});
