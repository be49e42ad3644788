import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestDb } from '../test/db.js';
import { startJobQueue, type JobQueue } from './queue.js';

let queue: JobQueue;

beforeAll(async () => {
  queue = await startJobQueue(await getTestDb(), { pollingIntervalSeconds: 0.5, supervise: false });
});

afterAll(async () => {
  await queue.stop();
});

function waitFor<T>(register: (resolve: (value: T) => void) => void, ms = 20_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('job did not run in time')), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

describe('pg-boss on the application database', () => {
  it('runs a named job and retries it after a failure', async () => {
    const attempts: number[] = [];
    const done = waitFor<number>((resolve) => {
      void queue.work('push.send', async (data, attempt) => {
        attempts.push(attempt.retryCount);
        if (attempt.retryCount === 0) throw new Error('push service down');
        resolve(data.postId);
      });
    }, 60_000);
    // Retry at once: the queue's backoff is for production.
    await queue.send('push.send', { subscriptionId: 1, postId: 42 }, { retryDelay: 0, retryBackoff: false });
    expect(await done).toBe(42);
    expect(attempts).toEqual([0, 1]);
  });

  it('keeps one queued digest per member (stately singletonKey)', async () => {
    const first = await queue.send(
      'email.digest',
      { userId: 5 },
      { singletonKey: 'user:5', startAfter: 600 },
    );
    const second = await queue.send(
      'email.digest',
      { userId: 5 },
      { singletonKey: 'user:5', startAfter: 600 },
    );
    const other = await queue.send(
      'email.digest',
      { userId: 6 },
      { singletonKey: 'user:6', startAfter: 600 },
    );
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
  });
});
