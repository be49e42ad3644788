import { authError, customError, httpError, viewFrameworkError, windowError } from '@stride/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorModal } from './error-modal';

function dialogText(error: Parameters<typeof ErrorModal>[0]['error']) {
  render(<ErrorModal error={error} onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog');
  return {
    title: within(dialog).getByRole('heading').textContent,
    text: dialog.textContent ?? '',
  };
}

describe('ErrorModal (SPEC §8 "Modal display")', () => {
  it('auth: code and message', () => {
    const { title, text } = dialogText(authError({ statusCode: 403, serverMessage: 'Account locked' }));
    expect(title).toBe('403');
    expect(text).toContain('Account locked');
  });

  it('http: code, the server response after a colon, and the message', () => {
    const { title, text } = dialogText(
      httpError({ status: 404, statusText: 'Not Found', body: { message: 'No such horse' } }),
    );
    expect(title).toBe('404: Not Found');
    expect(text).toContain('No such horse');
  });

  it('custom: name and message', () => {
    const { title, text } = dialogText(customError('UploadError', 'Error occurred while uploading files.'));
    expect(title).toBe('UploadError');
    expect(text).toContain('Error occurred while uploading files.');
  });

  it('view-framework: name, component and message', () => {
    const { title, text } = dialogText(viewFrameworkError(new TypeError('x is undefined'), 'HorseCard'));
    expect(title).toBe('TypeError in HorseCard');
    expect(text).toContain('x is undefined');
  });

  it('window: the message', () => {
    const { text } = dialogText(windowError('Something broke in a script'));
    expect(text).toContain('Something broke in a script');
  });

  it('calls onClose from its Close button, and says how many more errors are pending', () => {
    const onClose = vi.fn();
    render(<ErrorModal error={windowError('a')} count={3} onClose={onClose} />);
    expect(screen.getByText('2 more errors were reported.')).toBeTruthy();
    const close = within(screen.getByRole('dialog'))
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close');
    fireEvent.click(close!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
