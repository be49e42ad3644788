import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '../notifications';
import { ChangeEmailForm, type ChangeEmailResult } from './change-email-form';

function renderForm(result: ChangeEmailResult | undefined, action = vi.fn(async () => ({ ok: true as const }))) {
  const Stub = createRoutesStub([
    {
      path: '/settings/',
      action,
      Component: () => (
        <NotificationsProvider>
          <ChangeEmailForm result={result} />
        </NotificationsProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/settings/']} />);
  return action;
}

describe('ChangeEmailForm', () => {
  it('asks for the new address and the current password, and does not submit without them', async () => {
    const action = renderForm(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Send a code to the new address' }));
    expect(await screen.findByText('Form Requires Attention')).toBeTruthy();
    expect(screen.getByLabelText(/Current password/).getAttribute('aria-invalid')).toBe('true');
    expect(action).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/New e-mail address/), { target: { value: 'new@example.com' } });
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'Old#Password1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a code to the new address' }));
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  });

  it('then asks for the code sent to the new address', async () => {
    const action = renderForm({ intent: 'email-change-request', ok: true, email: 'new@example.com' });
    expect(screen.getByText(/new@example.com/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Code from the e-mail/), { target: { value: '1234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  });
});
