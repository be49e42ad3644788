import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NATIVE_PROTOCOL_VERSION } from '@stride/shared';
import { useMessagesLoaded } from './use-messages-loaded';

type Bridge = { ReactNativeWebView?: { postMessage: (message: string) => void } };

afterEach(() => {
  delete (window as unknown as Bridge).ReactNativeWebView;
});

describe('useMessagesLoaded', () => {
  it('tells the wrapper once, when the data has arrived', () => {
    const postMessage = vi.fn();
    (window as unknown as Bridge).ReactNativeWebView = { postMessage };
    const { rerender } = renderHook(({ ready }) => useMessagesLoaded(ready), {
      initialProps: { ready: false },
    });
    expect(postMessage).not.toHaveBeenCalled();
    rerender({ ready: true });
    rerender({ ready: true });
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toEqual({
      version: NATIVE_PROTOCOL_VERSION,
      type: 'messagesLoaded',
      payload: { unreadCount: expect.any(Number) },
    });
  });

  it('sends nothing on the plain web', () => {
    expect(() => renderHook(() => useMessagesLoaded(true))).not.toThrow();
  });
});
