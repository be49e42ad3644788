/**
 * Runs the site as a wrapper would: an init script gives every document the channel react-native-webview
 * injects (`window.ReactNativeWebView.postMessage`), and each posted message is recorded on the test side
 * (an exposed binding survives full page loads such as sign-in and logout). Open with the query the
 * wrappers use (`?environment=android|ios`).
 */
import { type Page, expect } from '@playwright/test';

export interface RecordedMessage {
  version: number;
  type: string;
  payload: Record<string, unknown>;
}

/** Installs the channel on every document of the page and returns the messages it receives, in order. */
export async function installNativeChannel(page: Page): Promise<RecordedMessage[]> {
  const messages: RecordedMessage[] = [];
  await page.exposeBinding('__strideRecordNative', (_source, raw: string) => {
    messages.push(JSON.parse(raw) as RecordedMessage);
  });
  await page.addInitScript(() => {
    const record = (window as unknown as { __strideRecordNative: (raw: string) => void })
      .__strideRecordNative;
    Object.defineProperty(window, 'ReactNativeWebView', {
      value: { postMessage: (raw: string) => void record(raw) },
      configurable: true,
    });
  });
  return messages;
}

/** The messages of one type. */
export function ofType(messages: RecordedMessage[], type: string): RecordedMessage[] {
  return messages.filter((message) => message.type === type);
}

/** Waits until a message matching `predicate` was posted, and returns it. */
export async function waitForMessage(
  messages: RecordedMessage[],
  predicate: (message: RecordedMessage) => boolean,
): Promise<RecordedMessage> {
  await expect.poll(() => messages.some(predicate), { timeout: 10_000 }).toBe(true);
  return messages.find(predicate)!;
}

/** Accepts the cookie message when it is in the way (these journeys are not about it). */
export async function acceptCookiesWhenInTheWay(page: Page): Promise<void> {
  // The banner is in the server's HTML (decision 033): a click before the takeover would be lost.
  await page.addLocatorHandler(page.getByRole('button', { name: 'Accept', exact: true }), async (button) => {
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await button.click();
  });
}
