import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, inOwnTask, yieldToMain } from './after-paint';

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
