import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLinkPrefetch } from './use-link-prefetch';

/** A mocked `navigator.connection` (jsdom has none): an EventTarget with the fields the policy reads. */
class FakeConnection extends EventTarget {
  effectiveType = '4g';
  saveData = false;
}

function Probe() {
  return <output>{useLinkPrefetch()}</output>;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'connection');
});

function mockConnection(): FakeConnection {
  const connection = new FakeConnection();
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  return connection;
}

describe('useLinkPrefetch', () => {
  it('follows navigator.connection: intent on 4g, none once it drops to 2g or save-data, back again', () => {
    const connection = mockConnection();
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('intent');

    connection.effectiveType = '2g';
    act(() => void connection.dispatchEvent(new Event('change')));
    expect(screen.getByRole('status').textContent).toBe('none');

    connection.effectiveType = '4g';
    connection.saveData = true;
    act(() => void connection.dispatchEvent(new Event('change')));
    expect(screen.getByRole('status').textContent).toBe('none');

    connection.saveData = false;
    act(() => void connection.dispatchEvent(new Event('change')));
    expect(screen.getByRole('status').textContent).toBe('intent');
  });

  it('turns prefetch off while the browser is offline', () => {
    mockConnection();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('intent');
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status').textContent).toBe('none');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status').textContent).toBe('intent');
  });
});
