// @vitest-environment happy-dom
// The count a story cannot set up: the system's prefers-reduced-motion, and a count cut short by the next amount.
import { StrictMode, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_UP_MS, useCountUp } from './useCountUp';

let reducedMotion = false;
beforeEach(() => {
  reducedMotion = false;
  delete document.documentElement.dataset.reduceMotion;
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && reducedMotion;
        },
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

function renderCount(initial: number | undefined) {
  return renderHook(({ amount }: { amount: number | undefined }) => useCountUp(amount), { initialProps: { amount: initial }, wrapper: strict });
}

/** Runs the animation frames of `ms` milliseconds. */
function runFrames(ms: number) {
  act(() => void vi.advanceTimersByTime(ms));
}

describe('given the jackpot shown', () => {
  it('shows the first amount at once, with no count from nothing', () => {
    const count = renderCount(undefined);
    expect(count.result.current).toBeUndefined();
    count.rerender({ amount: 128_450_000 });
    expect(count.result.current).toBe(128_450_000);
  });

  it('counts up to a new amount: the old one first, amounts between, then exactly the new one', () => {
    const count = renderCount(128_450_000);
    count.rerender({ amount: 128_575_000 });
    expect(count.result.current).toBe(128_450_000);
    runFrames(COUNT_UP_MS / 2);
    expect(count.result.current).toBeGreaterThan(128_450_000);
    expect(count.result.current).toBeLessThan(128_575_000);
    runFrames(COUNT_UP_MS);
    expect(count.result.current).toBe(128_575_000);
  });

  it('counts on from where it stood when the next amount comes mid-count, never jumping back', () => {
    const count = renderCount(1_000_000);
    count.rerender({ amount: 2_000_000 });
    runFrames(COUNT_UP_MS / 2);
    const midway = count.result.current!;
    count.rerender({ amount: 3_000_000 });
    expect(count.result.current).toBe(midway);
    runFrames(COUNT_UP_MS * 2);
    expect(count.result.current).toBe(3_000_000);
  });

  it('shows a new amount at once under prefers-reduced-motion', () => {
    reducedMotion = true;
    const count = renderCount(128_450_000);
    count.rerender({ amount: 128_575_000 });
    expect(count.result.current).toBe(128_575_000);
  });

  it('ends a count on the new amount when the page turns motion off mid-count', async () => {
    const count = renderCount(1_000_000);
    count.rerender({ amount: 2_000_000 });
    runFrames(COUNT_UP_MS / 4);
    expect(count.result.current).toBeLessThan(2_000_000);
    // The page-wide switch is watched by a MutationObserver, which reports in a microtask.
    await act(async () => {
      document.documentElement.dataset.reduceMotion = 'true';
      await Promise.resolve();
    });
    expect(count.result.current).toBe(2_000_000);
  });
});
