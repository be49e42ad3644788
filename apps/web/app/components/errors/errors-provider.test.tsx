import { httpError } from '@stride/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, createErrorsStore } from '../../lib/errors';
import { ErrorsProvider } from './errors-provider';

function setup() {
  const store = createErrorsStore();
  const log = vi.fn(() => true);
  const report = createErrorReporter({ store, log, reloadForChunkError: () => false });
  render(
    <ErrorsProvider store={store} report={report}>
      <p>Page</p>
    </ErrorsProvider>,
  );
  return { store, log, report };
}

function closeButton() {
  return within(screen.getByRole('dialog'))
    .getAllByRole('button', { name: 'Close' })
    .find((button) => button.textContent === 'Close')!;
}

describe('ErrorsProvider', () => {
  it('shows nothing until an error is reported, then the latest one; Close clears them all', async () => {
    const { store, report } = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      report(httpError({ status: 503 }));
      report(httpError({ status: 502, statusText: 'Bad Gateway' }));
    });
    // The modal's code loads when the first error is shown (decision 026).
    expect(within(await screen.findByRole('dialog')).getByRole('heading').textContent).toBe(
      '502: Bad Gateway',
    );
    expect(screen.getByText('One more error was reported.')).toBeTruthy();
    fireEvent.click(closeButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('catches window errors, shows their message and sends them to the server log', async () => {
    const { log } = setup();
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught: the feed is broken' }));
    });
    expect((await screen.findByRole('dialog')).textContent).toContain('Uncaught: the feed is broken');
    expect(log).toHaveBeenCalledWith(
      'An error occurred: Uncaught: the feed is broken',
      expect.objectContaining({ kind: 'window' }),
    );
  });

  it('ignores the ResizeObserver loop message', () => {
    const { log } = setup();
    act(() => {
      window.dispatchEvent(
        new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }),
      );
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });
});
