import { describe, expect, it, vi } from 'vitest';
import { SETTLED_QUIET_MS, afterFirstPaint, afterPageSettled, inOwnTask, yieldToMain } from './after-paint';

function fakeWindow(visibilityState: 'visible' | 'hidden', scheduler?: { yield: () => Promise<void> }) {
  const frames: FrameRequestCallback[] = [];
  const timers: (() => void)[] = [];
  const win = {
    document: { visibilityState },
    scheduler,
    requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(cb),
    setTimeout: (cb: () => void, ms: number) => (ms === 0 ? timers.push(cb) : 0),
  } as unknown as Window;
  return { win, frames, timers };
}

describe('afterFirstPaint', () => {
  it('resolves only after the next frame, from a task queued in that frame', async () => {
    const { win, frames, timers } = fakeWindow('visible');
    const done = vi.fn();
    void afterFirstPaint(win).then(done);
    await Promise.resolve();
    expect(timers).toHaveLength(0);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    timers[0]!();
    await Promise.resolve();
    expect(done).toHaveBeenCalled();
  });

  it('does not wait for a frame in a hidden tab (it gets none)', async () => {
    const { win, frames, timers } = fakeWindow('hidden');
    const done = vi.fn();
    void afterFirstPaint(win).then(done);
    expect(frames).toHaveLength(0);
    timers[0]!();
    await Promise.resolve();
    expect(done).toHaveBeenCalled();
  });
});

describe('yieldToMain', () => {
  it('uses scheduler.yield when the browser has it, a zero timeout otherwise', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    await yieldToMain(fakeWindow('visible', { yield: schedulerYield }).win);
    expect(schedulerYield).toHaveBeenCalled();
    const { win, timers } = fakeWindow('visible');
    const done = vi.fn();
    void yieldToMain(win).then(done);
    expect(timers).toHaveLength(1);
    timers[0]!();
    await Promise.resolve();
    expect(done).toHaveBeenCalled();
  });
});

describe('inOwnTask', () => {
  /** A window whose zero timeouts are tasks the test runs one at a time. */
  function taskWindow() {
    const tasks = new Map<number, () => void>();
    let next = 1;
    const win = {
      setTimeout: (work: () => void) => {
        tasks.set(next, work);
        return next++;
      },
      clearTimeout: (id: number) => tasks.delete(id),
    } as unknown as Window;
    const runNextTask = () => {
      const [id, work] = tasks.entries().next().value!;
      tasks.delete(id);
      work();
    };
    return { win, tasks, runNextTask };
  }

  it('runs the work in a later task, each in its own, in the order queued', () => {
    const { win, tasks, runNextTask } = taskWindow();
    const order: string[] = [];
    inOwnTask(() => order.push('first'), win);
    inOwnTask(() => order.push('second'), win);
    expect(order).toEqual([]);
    expect(tasks.size).toBe(2);
    runNextTask();
    expect(order).toEqual(['first']);
    runNextTask();
    expect(order).toEqual(['first', 'second']);
  });

  it('never runs work cancelled before its task (an effect cleaned up first)', () => {
    const { win, tasks } = taskWindow();
    const work = vi.fn();
    inOwnTask(work, win)();
    expect(tasks.size).toBe(0);
    expect(work).not.toHaveBeenCalled();
  });
});

describe('afterPageSettled', () => {
  /** A window whose load event, timers and idle periods the test fires by hand. */
  function settlingWindow(readyState: DocumentReadyState, idleCallbacks = true) {
    const listeners = new Map<string, () => void>();
    const timers = new Map<number, { work: () => void; ms: number }>();
    const idle = new Map<number, { work: () => void; timeout?: number }>();
    let next = 1;
    const win = {
      document: { readyState },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
      setTimeout: (work: () => void, ms: number) => {
        timers.set(next, { work, ms });
        return next++;
      },
      clearTimeout: (id: number) => timers.delete(id),
      ...(idleCallbacks
        ? {
            requestIdleCallback: (work: () => void, options?: IdleRequestOptions) => {
              idle.set(next, { work, timeout: options?.timeout });
              return next++;
            },
            cancelIdleCallback: (id: number) => idle.delete(id),
          }
        : {}),
    } as unknown as Window;
    const fire = <T extends { work: () => void }>(queue: Map<number, T>) => {
      const [id, entry] = queue.entries().next().value!;
      queue.delete(id);
      entry.work();
      return entry;
    };
    return { win, listeners, timers, idle, fire };
  }

  it('waits for the load event, then the quiet time, then an idle period', () => {
    const { win, listeners, timers, idle, fire } = settlingWindow('interactive');
    const work = vi.fn();
    afterPageSettled(work, {}, win);
    expect(timers.size + idle.size).toBe(0);
    listeners.get('load')!();
    expect(fire(timers).ms).toBe(SETTLED_QUIET_MS);
    expect(work).not.toHaveBeenCalled();
    expect(fire(idle).timeout).toBe(2000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts the quiet time at once on a page already loaded; without idle callbacks, waits a second', () => {
    const { win, listeners, timers, fire } = settlingWindow('complete', false);
    const work = vi.fn();
    afterPageSettled(work, {}, win);
    expect(listeners.size).toBe(0);
    fire(timers);
    expect(work).not.toHaveBeenCalled();
    expect(fire(timers).ms).toBe(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for an idle period right after the load event when asked for no quiet time', () => {
    const { win, listeners, timers, idle, fire } = settlingWindow('loading');
    const work = vi.fn();
    afterPageSettled(work, { quietMs: 0, idleTimeoutMs: 5000 }, win);
    listeners.get('load')!();
    expect(timers.size).toBe(0);
    expect(fire(idle).timeout).toBe(5000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs work cancelled at any step (an effect cleaned up first)', () => {
    for (const step of ['before load', 'in the quiet time', 'waiting for idle'] as const) {
      const { win, listeners, timers, idle, fire } = settlingWindow('loading');
      const work = vi.fn();
      const cancel = afterPageSettled(work, {}, win);
      if (step !== 'before load') listeners.get('load')!();
      if (step === 'waiting for idle') fire(timers);
      cancel();
      expect([listeners.size, timers.size, idle.size], step).toEqual([0, 0, 0]);
      expect(work, step).not.toHaveBeenCalled();
    }
  });
});
