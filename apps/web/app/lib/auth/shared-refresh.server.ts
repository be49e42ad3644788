/**
 * Refresh de-duplication shared by every web server instance (issue 17, decision 023). Behind a load
 * balancer without stickiness, two instances may receive the same expired session at once; refresh
 * tokens rotate and spending one twice revokes the sign-in, so only one instance may spend it. With
 * REDIS_URL, the first instance claims the token (SET NX) and publishes the result for the others, which
 * wait for it; the result is sealed with a key derived from the old refresh token (AES-256-GCM), so Redis
 * only ever holds ciphertext that nobody without that token can open, under a hash of the token.
 * While Redis is away each instance refreshes on its own (the in-process coordinator still de-duplicates).
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { TokenSet } from './authorize';
import type { Refresh } from './refresh-coordinator.server';
import { REFRESH_GRACE_MS } from './refresh-coordinator.server';

/** The few Redis commands this needs (ioredis satisfies it; tests may pass a fake). */
export interface SharedRefreshRedis {
  set(key: string, value: string, px: 'PX', ms: number, nx: 'NX'): Promise<'OK' | null>;
  set(key: string, value: string, px: 'PX', ms: number): Promise<'OK' | null>;
  get(key: string): Promise<string | null>;
  del(key: string): Promise<number>;
}

export interface SharedRefreshOptions {
  redis: SharedRefreshRedis;
  /** Key prefix (REDIS_KEY_PREFIX). */
  prefix: string;
  /** How long a claim holds while its refresh runs. */
  claimMs?: number;
  /** How often a waiting instance looks for the result. */
  pollMs?: number;
  /** Told when Redis fails and the instance refreshes on its own. */
  onUnavailable?: (error: unknown) => void;
}

/** Raised to a waiting instance whose peer never published (the session is kept: status 0, not a refusal). */
export class RefreshPendingElsewhereError extends Error {
  readonly status = 0;
  constructor() {
    super('The session is being refreshed by another server; try again');
    this.name = 'RefreshPendingElsewhereError';
  }
}

function keyOf(refreshToken: string): Buffer {
  return createHash('sha256').update(`stride-refresh-result\0${refreshToken}`).digest();
}

function seal(tokens: TokenSet, refreshToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

function open(sealed: string, refreshToken: string): TokenSet | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !body) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyOf(refreshToken), iv);
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    const parsed = JSON.parse(text) as TokenSet;
    return typeof parsed.accessToken === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** Wraps the refresh grant so that, across instances sharing Redis, one refresh token is spent once. */
export function createSharedRefresh(refresh: Refresh, options: SharedRefreshOptions): Refresh {
  const { redis } = options;
  const claimMs = options.claimMs ?? 15_000;
  const pollMs = options.pollMs ?? 100;
  const names = (refreshToken: string) => {
    const id = createHash('sha256').update(refreshToken).digest('base64url');
    return {
      claim: `${options.prefix}:web-refresh:claim:${id}`,
      result: `${options.prefix}:web-refresh:result:${id}`,
    };
  };

  const publishedResult = async (key: string, refreshToken: string) => {
    const sealed = await redis.get(key);
    return sealed ? open(sealed, refreshToken) : null;
  };

  return async (refreshToken) => {
    const keys = names(refreshToken);
    let claimed: boolean;
    try {
      const done = await publishedResult(keys.result, refreshToken);
      if (done) return done;
      claimed = (await redis.set(keys.claim, '1', 'PX', claimMs, 'NX')) === 'OK';
    } catch (error) {
      options.onUnavailable?.(error);
      return refresh(refreshToken);
    }

    if (claimed) {
      try {
        const tokens = await refresh(refreshToken);
        await redis
          .set(keys.result, seal(tokens, refreshToken), 'PX', REFRESH_GRACE_MS)
          .catch(options.onUnavailable);
        return tokens;
      } finally {
        await redis.del(keys.claim).catch(options.onUnavailable);
      }
    }

    // Another instance is spending this token: wait for its result.
    const until = Date.now() + claimMs;
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      try {
        const done = await publishedResult(keys.result, refreshToken);
        if (done) return done;
        // The claim is gone without a result: that refresh failed; the answer is the API's to give.
        if ((await redis.get(keys.claim)) === null) return refresh(refreshToken);
      } catch (error) {
        options.onUnavailable?.(error);
        break;
      }
    }
    throw new RefreshPendingElsewhereError();
  };
}
