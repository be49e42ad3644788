import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinimalDelay, withMinimalDelay } from './use-minimal-delay';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderDelay(initial: boolean) {
  return renderHook(({ loading }: { loading: boolean }) => useMinimalDelay(loading), {
    initialProps: { loading: initial },
  });
}

describe('useMinimalDelay (200 ms)', () => {
  it('never shows an indicator for loading that ends within 200 ms', () => {
    const { result, rerender } = renderDelay(true);
    act(() => void vi.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    rerender({ loading: false });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
  });

  it('shows it once loading has lasted 200 ms', () => {
    const { result } = renderDelay(true);
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });

  it('keeps a shown indicator for at least 200 ms so it does not flicker', () => {
    const { result, rerender } = renderDelay(true);
    act(() => void vi.advanceTimersByTime(200));
    rerender({ loading: false });
    act(() => void vi.advanceTimersByTime(50));
    expect(result.current).toBe(true);
    act(() => void vi.advanceTimersByTime(150));
    expect(result.current).toBe(false);
  });

  it('hides at once when it has already been visible long enough', () => {
    const { result, rerender } = renderDelay(true);
    act(() => void vi.advanceTimersByTime(200));
    act(() => void vi.advanceTimersByTime(500));
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });

  it('stays up when loading resumes during the minimum display time', () => {
    const { result, rerender } = renderDelay(true);
    act(() => void vi.advanceTimersByTime(200));
    rerender({ loading: false });
    act(() => void vi.advanceTimersByTime(100));
    rerender({ loading: true });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
  });
});

describe('withMinimalDelay', () => {
  it('resolves with the value no sooner than 200 ms', async () => {
    let settled: string | undefined;
    void withMinimalDelay(Promise.resolve('done')).then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(199);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('done');
  });

  it('passes a rejection through', async () => {
    const failing = withMinimalDelay(Promise.reject(new Error('Network response was not ok')));
    const assertion = expect(failing).rejects.toThrow('Network response was not ok');
    await vi.advanceTimersByTimeAsync(200);
    await assertion;
  });
});
