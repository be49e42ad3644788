import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormResult } from '../../lib/visitor-forms/form-result';

const reported: unknown[] = [];
vi.mock('../../lib/errors', () => ({ reportError: (error: unknown) => reported.push(error) }));
const { SubscribeForm } = await import('./subscribe-form');

let posted: string[] = [];
let answer: FormResult = { ok: true, data: {} };

function renderForm() {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <SubscribeForm action="/?index" tone="light" />,
      children: [
        {
          index: true,
          action: async ({ request }) => {
            posted.push(String((await request.formData()).get('email')));
            return answer;
          },
          Component: () => null,
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

async function subscribe(email: string) {
  fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: email } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));
}

beforeEach(() => {
  posted = [];
  reported.length = 0;
  answer = { ok: true, data: {} };
});

describe('SubscribeForm', () => {
  it('checks the e-mail before sending anything', async () => {
    renderForm();
    await subscribe('');
    expect(await screen.findByText('Please add an email address before submission')).toBeTruthy();
    await subscribe('nope@');
    expect(await screen.findByText('Email incorrect format')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('posts a valid e-mail and thanks the visitor', async () => {
    renderForm();
    await subscribe('ann@example.com');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(posted).toEqual(['ann@example.com']);
  });

  it('shows a server violation on email on the field', async () => {
    answer = {
      ok: false,
      status: 422,
      message: 'Validation failed',
      violations: [{ propertyPath: 'email', message: 'Email incorrect format' }],
    };
    renderForm();
    await subscribe('ann@example.com');
    expect(await screen.findByText('Email incorrect format')).toBeTruthy();
    expect(reported).toEqual([]);
  });

  it('sends any other failure to the general error handler', async () => {
    answer = {
      ok: false,
      status: 429,
      message: 'Too many requests, please try again later.',
      violations: [],
    };
    renderForm();
    await subscribe('ann@example.com');
    await vi.waitFor(() => expect(reported).toHaveLength(1));
    expect(reported[0]).toMatchObject({
      kind: 'http',
      statusCode: 429,
      message: 'Too many requests, please try again later.',
    });
  });
});
