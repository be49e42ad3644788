import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '../notifications';
import { ChangePasswordForm } from './change-password-form';

function renderForm(action = vi.fn(async () => ({ ok: true as const }))) {
  const Stub = createRoutesStub([
    {
      path: '/settings/',
      action,
      Component: () => (
        <NotificationsProvider>
          <ChangePasswordForm result={undefined} />
        </NotificationsProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/settings/']} />);
  return action;
}

describe('ChangePasswordForm', () => {
  it('shows the SPEC messages in the browser and does not submit an invalid form', async () => {
    const action = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please add a current password before submission')).toBeTruthy();
    expect(screen.getByText('Please add a new password before submission')).toBeTruthy();
    expect(screen.getByText('Form Requires Attention')).toBeTruthy();
    expect(screen.getByLabelText(/Current password/).getAttribute('aria-invalid')).toBe('true');
    expect(action).not.toHaveBeenCalled();
  });

  it('submits a valid form to the settings action', async () => {
    const action = renderForm();
    fireEvent.change(screen.getByLabelText(/Current password/), { target: { value: 'Old#Password1' } });
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'New#Password22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1));
  });
});
