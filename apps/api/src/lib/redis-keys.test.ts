import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import { redisKeys } from './redis-keys.js';

describe('redisKeys', () => {
  it('keeps the key names deployments already have by default', () => {
    expect(redisKeys()).toEqual({
      responseCache: 'stride:rc:',
      rateLimit: 'stride-rl:',
      loginThrottle: 'stride-login:',
      socketAdapter: 'stride-socket.io',
      revokedGrant: 'stride-revoked:',
      cacheVersions: 'stride:cv:',
    });
  });

  it('puts every key of another deployment under its own prefix, so none is shared', () => {
    const staging = Object.values(redisKeys('staging'));
    expect(staging.every((key) => key.startsWith('staging'))).toBe(true);
    expect(staging.filter((key) => Object.values(redisKeys()).includes(key))).toEqual([]);
  });

  it('takes REDIS_KEY_PREFIX from the environment and refuses one that is not a plain name', () => {
    expect(loadEnv({ REDIS_KEY_PREFIX: 'e2e_4120' }).REDIS_KEY_PREFIX).toBe('e2e_4120');
    expect(loadEnv({}).REDIS_KEY_PREFIX).toBe('stride');
    expect(() => loadEnv({ REDIS_KEY_PREFIX: 'has space' })).toThrow();
  });
});
