import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotifyApi } from './notifications-provider';
import { NotificationsProvider, useNotify } from './notifications-provider';

let api: NotifyApi;
function Capture() {
  api = useNotify();
  return null;
}

function renderProvider() {
  return render(
    <NotificationsProvider>
      <Capture />
    </NotificationsProvider>,
  );
}

function polite() {
  return screen.getByRole('status', { name: 'Notifications' });
}
function assertive() {
  return screen.getByRole('alert', { name: 'Error notifications' });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('NotificationsProvider', () => {
  it('hides a notification after the default 3000 ms', () => {
    renderProvider();
    act(() => void api.notify('Your preferences were saved'));
    expect(within(polite()).getByText('Your preferences were saved')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(2999));
    expect(within(polite()).queryByText('Your preferences were saved')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(within(polite()).queryByText('Your preferences were saved')).toBeNull();
  });

  it('keeps a sticky notification until it is dismissed with its button', () => {
    renderProvider();
    act(() => void api.notify({ message: 'Files are uploading', stay: true }));
    act(() => void vi.advanceTimersByTime(60_000));
    const toast = within(polite()).getByText('Files are uploading');
    expect(toast).toBeTruthy();
    fireEvent.click(within(polite()).getByRole('button', { name: 'Dismiss notification' }));
    expect(within(polite()).queryByText('Files are uploading')).toBeNull();
  });

  it('can be dismissed from code by the id notify() returned, which is in 100–9999', () => {
    renderProvider();
    let id = 0;
    act(() => void (id = api.notify({ message: 'Working…', stay: true })));
    expect(id).toBeGreaterThanOrEqual(100);
    expect(id).toBeLessThanOrEqual(9999);
    expect(document.querySelector(`[data-notification-id="${id}"]`)).not.toBeNull();
    act(() => api.dismiss(id));
    expect(within(polite()).queryByText('Working…')).toBeNull();
  });

  it('stacks notifications, errors in the assertive region with the information icon as default', () => {
    renderProvider();
    act(() => {
      api.notify('First');
      api.notify({ message: 'Second', kind: 'success' });
      api.notify({ message: 'Upload failed', kind: 'error' });
    });
    expect(within(polite()).getByText('First')).toBeTruthy();
    expect(within(polite()).getByText('Second')).toBeTruthy();
    expect(within(assertive()).getByText('Upload failed')).toBeTruthy();
    expect(within(polite()).queryByText('Upload failed')).toBeNull();
    const first = within(polite()).getByText('First').closest('[data-kind]');
    expect(first?.getAttribute('data-kind')).toBe('information');
    expect(first?.querySelector('svg[data-icon="information"]')).not.toBeNull();
    expect(within(polite()).getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(2);
    expect(polite().getAttribute('aria-live')).toBe('polite');
    expect(assertive().getAttribute('aria-live')).toBe('assertive');
  });

  it('tells screen readers the kind of each message', () => {
    renderProvider();
    act(() => void api.notify({ message: 'Could not save', kind: 'error' }));
    expect(assertive().textContent).toContain('Error: Could not save');
  });

  it('pauses the countdown while hovered and resumes with the time left', () => {
    renderProvider();
    act(() => void api.notify('Read me slowly'));
    const toast = within(polite()).getByText('Read me slowly').closest('[data-kind]') as HTMLElement;
    act(() => void vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(toast);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(within(polite()).queryByText('Read me slowly')).not.toBeNull();
    fireEvent.mouseLeave(toast);
    act(() => void vi.advanceTimersByTime(999));
    expect(within(polite()).queryByText('Read me slowly')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(within(polite()).queryByText('Read me slowly')).toBeNull();
  });

  it('makes useNotify() outside the provider fail loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow('useNotify() needs a <NotificationsProvider> above it.');
    vi.mocked(console.error).mockRestore();
  });
});
