import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The socket `io()` hands out: records connect/close and accepts any handler. */
const socket = {
  connect: vi.fn(),
  close: vi.fn(),
  on: vi.fn(),
  onAny: vi.fn(),
  io: { on: vi.fn() },
  active: false,
};
const io = vi.fn((..._args: unknown[]) => socket);
vi.mock('socket.io-client', () => ({ io }));
vi.mock('../api/browser-client', () => ({
  browserAuth: () => ({ authorize: async () => 'token', invalidate: async () => undefined }),
}));

const { connectRealtime } = await import('./connection');

const options = () => ({
  apiUrl: 'http://api.test',
  clientId: 'web',
  signedIn: false,
  queryClient: null,
  context: () => {
    throw new Error('no events in these tests');
  },
  revalidate: () => undefined,
  onChange: vi.fn(),
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
});
afterEach(() => vi.useRealTimers());

describe('connectRealtime', () => {
  it('creates the socket, then opens its transport in a task of its own', async () => {
    const opts = options();
    await connectRealtime(opts);
    expect(io).toHaveBeenCalledWith('http://api.test', expect.objectContaining({ autoConnect: false }));
    expect(opts.onChange).toHaveBeenCalledWith({ socket, status: 'connecting' });
    expect(socket.connect).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it('never opens a socket closed before its task ran', async () => {
    const stop = await connectRealtime(options());
    stop();
    vi.runOnlyPendingTimers();
    expect(socket.close).toHaveBeenCalledTimes(1);
    expect(socket.connect).not.toHaveBeenCalled();
  });
});
