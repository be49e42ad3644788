// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';

describe('parseEnv', () => {
  it('defaults both URLs to the local API', () => {
    expect(parseEnv({})).toEqual({
      API_URL: 'http://localhost:4000',
      PUBLIC_API_URL: 'http://localhost:4000',
    });
  });

  it('lets the public URL differ and strips trailing slashes', () => {
    expect(
      parseEnv({ API_URL: 'http://api.internal:4000/', PUBLIC_API_URL: 'https://api.stride.example/' }),
    ).toEqual({
      API_URL: 'http://api.internal:4000',
      PUBLIC_API_URL: 'https://api.stride.example',
    });
  });

  it('rejects a value that is not a URL', () => {
    expect(() => parseEnv({ API_URL: 'localhost' })).toThrow();
  });
});
