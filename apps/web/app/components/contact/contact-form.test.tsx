import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useActionData } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormResult } from '../../lib/visitor-forms/form-result';

const reported: unknown[] = [];
vi.mock('../../lib/errors', () => ({ reportError: (error: unknown) => reported.push(error) }));
const { ContactForm } = await import('./contact-form');

const REASONS = [
  { id: 1, label: 'Buying shares' },
  { id: 2, label: 'My account' },
];
let posted: Record<string, string>[] = [];
let answer: FormResult = { ok: true, data: {} };

function Page() {
  const result = useActionData() as FormResult | undefined;
  return result?.ok ? <p>Sent</p> : <ContactForm reasons={REASONS} result={result} />;
}

function renderForm() {
  const Stub = createRoutesStub([
    {
      path: '/contact-us/',
      Component: Page,
      action: async ({ request }) => {
        posted.push(Object.fromEntries(await request.formData()) as Record<string, string>);
        return answer;
      },
    },
  ]);
  return render(<Stub initialEntries={['/contact-us/']} />);
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

async function send() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
}

beforeEach(() => {
  posted = [];
  reported.length = 0;
  answer = { ok: true, data: {} };
});

describe('ContactForm', () => {
  it('offers the reasons from the API and sends the four fields', async () => {
    renderForm();
    await screen.findByRole('button', { name: 'Send message' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a reason',
      'Buying shares',
      'My account',
    ]);
    fill('Name', 'Aoife Byrne');
    fill('Email', 'aoife@example.com');
    fill('Reason', '2');
    fill('Comment', 'How do shares work?');
    await send();
    expect(await screen.findByText('Sent')).toBeTruthy();
    expect(posted).toEqual([
      { name: 'Aoife Byrne', email: 'aoife@example.com', reason: '2', comment: 'How do shares work?' },
    ]);
  });

  it("says 'Please add an email address before submission' and the other SPEC messages before sending", async () => {
    renderForm();
    await screen.findByRole('button', { name: 'Send message' });
    await send();
    expect(await screen.findByText('Please add an email address before submission')).toBeTruthy();
    expect(screen.getByText('Please add a name before submission')).toBeTruthy();
    expect(screen.getByText('Please add a reason before submission')).toBeTruthy();
    expect(screen.getByText('Please add a comment before submission')).toBeTruthy();
    expect(screen.getByText('Form Requires Attention')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('shows server violations on their fields and other failures through the error handler', async () => {
    answer = {
      ok: false,
      status: 422,
      message: 'Validation failed',
      violations: [{ propertyPath: 'reason', message: 'Please select a reason from the list' }],
    };
    renderForm();
    await screen.findByRole('button', { name: 'Send message' });
    fill('Name', 'Aoife');
    fill('Email', 'aoife@example.com');
    fill('Reason', '1');
    fill('Comment', 'Hello');
    await send();
    expect(await screen.findByText('Please select a reason from the list')).toBeTruthy();
    expect(reported).toEqual([]);

    answer = { ok: false, status: 503, message: 'Service Unavailable', violations: [] };
    await send();
    await vi.waitFor(() => expect(reported).toHaveLength(1));
    expect(reported[0]).toMatchObject({ kind: 'http', statusCode: 503 });
  });
});
