import { describe, expect, it, vi } from 'vitest';
import { manualRetryDelay, socketOptions } from './socket-options';

describe('socketOptions', () => {
  it('reconnects every 5000 ms, 5 attempts, websocket with polling fallback (SPEC §4, §9)', () => {
    const options = socketOptions(() => Promise.resolve('t'));
    expect(options).toMatchObject({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      reconnection: true,
      reconnectionAttempts: 5,
      reconnectionDelay: 5000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0,
      autoConnect: false,
    });
  });

  it('asks for a fresh token on every connection', async () => {
    const getToken = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    const auth = socketOptions(getToken).auth as (cb: (a: { token: string }) => void) => void;
    const tokens: string[] = [];
    await new Promise<void>((resolve) => auth((a) => (tokens.push(a.token), resolve())));
    await new Promise<void>((resolve) => auth((a) => (tokens.push(a.token), resolve())));
    expect(tokens).toEqual(['first', 'second']);
  });

  it('sends an empty token when none can be had (the server refuses; nothing is leaked)', async () => {
    const auth = socketOptions(() => Promise.reject(new Error('no session'))).auth as (
      cb: (a: { token: string }) => void,
    ) => void;
    await expect(new Promise((resolve) => auth(resolve))).resolves.toEqual({ token: '' });
  });
});

describe('manualRetryDelay', () => {
  it('retries 5 times 5000 ms apart, then gives up', () => {
    expect([0, 1, 2, 3, 4].map(manualRetryDelay)).toEqual([5000, 5000, 5000, 5000, 5000]);
    expect(manualRetryDelay(5)).toBeNull();
  });
});
