import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applicationServerKey, type useWebPush } from '../../lib/pwa/web-push';
import { PushDevices } from './push-devices';

type Push = ReturnType<typeof useWebPush>;

/** A hook result as the page would hand it over (only the fields the card reads). */
function pushWith(state: 'subscribed' | 'unsubscribed' | 'denied' | 'unsupported', endpoint: string | null) {
  const subscribe = vi.fn();
  const unsubscribe = vi.fn();
  const push = {
    browser: { data: { state, endpoint } },
    devices: {
      data: [
        { id: 1, platform: 'web', endpoint: 'https://push.example/this', createdAt: '2026-11-20T10:00:00.000Z' },
        { id: 2, platform: 'ios', endpoint: null, createdAt: '2026-11-21T10:00:00.000Z' },
      ],
    },
    subscribe: { mutate: subscribe, isPending: false, error: null },
    unsubscribe: { mutate: unsubscribe, isPending: false, error: null },
  } as unknown as Push;
  return { push, subscribe, unsubscribe };
}

describe('PushDevices', () => {
  it('recognises this browser among the devices and turns it off', () => {
    const { push, unsubscribe } = pushWith('subscribed', 'https://push.example/this');
    render(<PushDevices push={push} />);
    expect(screen.getByTestId('browser-push-state').textContent).toBe('This browser receives push notifications.');
    const devices = screen.getByRole('list', { name: 'Devices' });
    expect(devices.textContent).toContain('This browser');
    expect(devices.textContent).toContain('iPhone or iPad app');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off in this browser' }));
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('offers to turn this browser on, and says so when the browser blocks or lacks push', () => {
    const { push, subscribe } = pushWith('unsubscribed', null);
    const { unmount } = render(<PushDevices push={push} />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn on in this browser' }));
    expect(subscribe).toHaveBeenCalledOnce();
    expect(screen.getByRole('list', { name: 'Devices' }).textContent).not.toContain('This browser');
    unmount();
    render(<PushDevices push={pushWith('denied', null).push} />);
    expect(screen.getByTestId('browser-push-state').textContent).toMatch(/blocked/);
    expect(screen.queryByRole('button', { name: /in this browser/ })).toBeNull();
  });
});

describe('applicationServerKey', () => {
  it('decodes the base64url VAPID key into its 65 raw bytes', () => {
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = applicationServerKey(key);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });
});
