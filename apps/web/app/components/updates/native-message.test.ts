import { describe, expect, it, vi } from 'vitest';
import { NATIVE_PROTOCOL_VERSION } from '@stride/shared';
import { isInsideWrapper, postNativeMessage } from './native-message';

describe('postNativeMessage', () => {
  it('posts the shared envelope as JSON inside a wrapper', () => {
    const postMessage = vi.fn();
    expect(
      postNativeMessage(
        'downloadFile',
        { url: 'u', filename: 'f.jpg', mimeType: 'image/jpeg' },
        { ReactNativeWebView: { postMessage } },
      ),
    ).toBe(true);
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toEqual({
      version: NATIVE_PROTOCOL_VERSION,
      type: 'downloadFile',
      payload: { url: 'u', filename: 'f.jpg', mimeType: 'image/jpeg' },
    });
  });

  it('sends the feed page it loaded', () => {
    const postMessage = vi.fn();
    postNativeMessage('updatesLoaded', { count: 20, page: 2 }, { ReactNativeWebView: { postMessage } });
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toEqual({
      version: NATIVE_PROTOCOL_VERSION,
      type: 'updatesLoaded',
      payload: { count: 20, page: 2 },
    });
  });

  it('does nothing on the web', () => {
    expect(isInsideWrapper({})).toBe(false);
    expect(postNativeMessage('updatesLoaded', { count: 0, page: 1 }, {})).toBe(false);
  });

  it('reports a failing bridge as not sent instead of throwing', () => {
    const postMessage = vi.fn(() => {
      throw new Error('bridge gone');
    });
    expect(
      postNativeMessage('updatesLoaded', { count: 0, page: 1 }, { ReactNativeWebView: { postMessage } }),
    ).toBe(false);
  });
});
