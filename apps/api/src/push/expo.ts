/**
 * Expo's push service (issue 16, decision 022): the wrappers' Expo push tokens are delivered through
 * `POST {EXPO_PUSH_URL}/--/api/v2/push/send`, which answers one ticket per message; some minutes later
 * `POST …/push/getReceipts` says whether Apple/Google took each one. Plain fetch over HTTPS, so a local
 * fake of the same API (the tests') stands in for exp.host.
 */

/** How long Expo may take to answer one call. */
const EXPO_TIMEOUT_MS = 15_000;
/** Expo takes at most this many messages or receipt ids per call. */
export const EXPO_BATCH_LIMIT = 100;

/** One notification for one device. */
export interface ExpoMessage {
  to: string;
  title: string;
  body: string;
  data: Record<string, unknown>;
  sound?: 'default';
  ttl?: number;
}

/** Expo's answer for one message (a ticket) or one receipt. */
export type ExpoResult =
  | { status: 'ok'; id?: string }
  | { status: 'error'; message?: string; details?: { error?: string } };

export interface ExpoPushClient {
  /** Sends the messages; resolves to one ticket per message, in order. Throws when Expo refuses the call. */
  send(messages: ExpoMessage[]): Promise<ExpoResult[]>;
  /** The receipts of these ticket ids that are ready (Expo omits those it has not settled yet). */
  receipts(ids: string[]): Promise<Record<string, ExpoResult>>;
}

/** True for the tokens Expo's service takes (`ExponentPushToken[…]`, `ExpoPushToken[…]`). */
export function isExpoPushToken(token: string): boolean {
  return /^Expo(?:nent)?PushToken\[[^\]]+\]$/.test(token);
}

/** Thrown when Expo refuses a whole call (bad credentials, rate limit, outage): the job retries. */
export class ExpoPushError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ExpoPushError';
  }
}

/** A client for the Expo push API at `baseUrl` (EXPO_PUSH_URL), with EXPO_ACCESS_TOKEN when set. */
export function createExpoPushClient(options: {
  baseUrl: string;
  accessToken?: string | null;
  fetch?: typeof fetch;
}): ExpoPushClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function call<T>(path: string, body: unknown): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
    const response = await doFetch(`${base}/--/api/v2/push/${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(EXPO_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => null)) as
      | { data?: unknown; errors?: { code?: string; message?: string }[] }
      | null;
    if (!response.ok || !answer || answer.data === undefined) {
      const reason = answer?.errors?.map((e) => e.code ?? e.message).join(', ') ?? 'no data';
      throw new ExpoPushError(response.status, `Expo push ${path} answered ${response.status}: ${reason}`);
    }
    return answer.data as T;
  }

  return {
    async send(messages) {
      if (messages.length === 0) return [];
      const tickets = await call<ExpoResult[]>('send', messages);
      if (!Array.isArray(tickets) || tickets.length !== messages.length) {
        throw new ExpoPushError(200, 'Expo push send answered a ticket list of the wrong length');
      }
      return tickets;
    },
    async receipts(ids) {
      if (ids.length === 0) return {};
      return call<Record<string, ExpoResult>>('getReceipts', { ids });
    },
  };
}
