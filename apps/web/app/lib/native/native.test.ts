import { STORAGE_KEYS, decodeNativeMessage } from '@stride/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentEnvironment, detectEnvironment } from './environment';
import { type Send, downloadFilename, handleNativeLinkClick } from './links';
import { POST_LOGIN_COOKIE, postLoginCookie, takePostLoginMark } from './post-login';
import { sendNativeMessage } from './send';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

afterEach(() => {
  delete window.ReactNativeWebView;
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('environment detection', () => {
  it('takes the wrapper query on first load and keeps it for later pages', () => {
    const storage = memoryStorage();
    expect(detectEnvironment('?environment=ios', storage)).toBe('ios');
    expect(storage.getItem(STORAGE_KEYS.environment)).toBe('ios');
    expect(detectEnvironment('', storage)).toBe('ios');
    expect(detectEnvironment('?page=2', storage)).toBe('ios');
  });

  it('lets ?environment=web reset a device, ignores unknown values and defaults to web', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.environment]: 'android' });
    expect(detectEnvironment('?environment=desktop', storage)).toBe('android');
    expect(detectEnvironment('?environment=web', storage)).toBe('web');
    expect(currentEnvironment(memoryStorage())).toBe('web');
    expect(currentEnvironment(null)).toBe('web');
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(detectEnvironment('?environment=ios', broken)).toBe('ios');
    expect(currentEnvironment(broken)).toBe('web');
  });
});

describe('sendNativeMessage', () => {
  it('posts the versioned envelope to window.ReactNativeWebView inside a wrapper', () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    expect(sendNativeMessage('updatesLoaded', { count: 10, page: 1 }, { environment: 'android' })).toBe(true);
    expect(decodeNativeMessage(postMessage.mock.calls[0]![0] as string)).toEqual({
      version: 1,
      type: 'updatesLoaded',
      payload: { count: 10, page: 1 },
    });
  });

  it('sends nothing on the web, or when the wrapper has no channel', () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    expect(sendNativeMessage('messagesLoaded', { unreadCount: 2 }, { environment: 'web' })).toBe(false);
    delete window.ReactNativeWebView;
    expect(sendNativeMessage('messagesLoaded', { unreadCount: 2 }, { environment: 'ios' })).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('reads the stored environment by default', () => {
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    localStorage.setItem(STORAGE_KEYS.environment, 'ios');
    expect(sendNativeMessage('logout', {})).toBe(true);
  });
});

describe('links in the wrappers', () => {
  const origin = 'http://web.test';
  function clickOn(html: string, environment: 'web' | 'ios' | 'android', init: MouseEventInit = {}) {
    document.body.innerHTML = html;
    const sent: [string, unknown][] = [];
    const send: Send = (type, payload) => {
      sent.push([type, payload]);
      return true;
    };
    const anchor = document.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    Object.defineProperty(event, 'target', { value: anchor.firstElementChild ?? anchor });
    const handled = handleNativeLinkClick(event, environment, send, origin);
    return { handled, sent, prevented: event.defaultPrevented };
  }

  it('hands downloads to the app with an absolute URL and the filename', () => {
    const { handled, sent, prevented } = clickOn(
      '<a href="/horses/4/pdf/" download="pedigree.pdf" type="application/pdf"><span>PDF</span></a>',
      'android',
    );
    expect(handled && prevented).toBe(true);
    expect(sent).toEqual([
      [
        'downloadFile',
        { url: `${origin}/horses/4/pdf/`, filename: 'pedigree.pdf', mimeType: 'application/pdf' },
      ],
    ]);
  });

  it('sends footer social links as an event and an external open in every wrapper', () => {
    const html =
      '<a href="https://x.com/stride" target="_blank" data-native-source="social" data-social-network="x">X</a>';
    const { sent } = clickOn(html, 'android');
    expect(sent).toEqual([
      ['gaEvent', { name: 'social_link_click', params: { network: 'x', url: 'https://x.com/stride' } }],
      ['openExternalUrl', { url: 'https://x.com/stride', source: 'social' }],
    ]);
  });

  it('hands external links to the wrapper on iOS only; own links stay in the page', () => {
    expect(clickOn('<a href="https://racing.example/card">Card</a>', 'ios').sent).toEqual([
      ['openExternalUrl', { url: 'https://racing.example/card', source: 'link' }],
    ]);
    expect(clickOn('<a href="https://racing.example/card">Card</a>', 'android').handled).toBe(false);
    expect(clickOn('<a href="/horses/">Horses</a>', 'ios').handled).toBe(false);
  });

  it('leaves everything alone on the web and for modified clicks', () => {
    expect(clickOn('<a href="/a.pdf" download>PDF</a>', 'web').handled).toBe(false);
    expect(clickOn('<a href="/a.pdf" download>PDF</a>', 'ios', { metaKey: true }).handled).toBe(false);
    expect(clickOn('<a href="mailto:team@stride.example">Mail</a>', 'ios').handled).toBe(false);
  });

  it('names a download after the last path segment when the link does not', () => {
    document.body.innerHTML = '<a href="/media/Race%20Day.mp4" download>x</a>';
    const anchor = document.querySelector('a')!;
    expect(downloadFilename(anchor, new URL(anchor.href))).toBe('Race Day.mp4');
  });
});

describe('post-login mark', () => {
  it('is read once and cleared', () => {
    const doc = { cookie: `other=1; ${POST_LOGIN_COOKIE}=1` };
    expect(takePostLoginMark(doc)).toBe(true);
    expect(doc.cookie).toContain('Max-Age=0');
    expect(takePostLoginMark({ cookie: 'other=1' })).toBe(false);
    expect(postLoginCookie(true)).toMatch(
      /^stride\.postLogin=1; Path=\/; Max-Age=120; SameSite=Lax; Secure$/,
    );
  });
});
