// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, afterFirstScreen, countingCalls } from './firstScreen';

/** The page's state the first screen's settling reads: its load state and when the last resource finished. */
function page({ readyState = 'complete', lastResourceEnd = 0 }: { readyState?: DocumentReadyState; lastResourceEnd?: number }) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ responseEnd: lastResourceEnd } as PerformanceResourceTiming]);
}

describe('afterFirstScreen: deferred work (the web font) waits for the first screen to settle', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs once the page has loaded and nothing was fetched for 300 ms', () => {
    page({ lastResourceEnd: performance.now() });
    const task = vi.fn();
    afterFirstScreen(task);
    vi.advanceTimersByTime(200);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits while the page is still loading', () => {
    page({ readyState: 'interactive' });
    const task = vi.fn();
    afterFirstScreen(task);
    vi.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
    page({});
    vi.advanceTimersByTime(100);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits while an api call is out, and runs when it has answered', async () => {
    page({});
    let answer!: (response: Response) => void;
    const call = countingCalls(() => new Promise<Response>((resolve) => (answer = resolve)))('/board');
    const task = vi.fn();
    afterFirstScreen(task);
    vi.advanceTimersByTime(2_000);
    expect(task).not.toHaveBeenCalled();
    answer(new Response('{}'));
    await call;
    vi.advanceTimersByTime(100);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs 8 s after boot at the latest, so a call that never answers (or a poll) cannot keep the font away', () => {
    page({ readyState: 'interactive' });
    const task = vi.fn();
    afterFirstScreen(task);
    vi.advanceTimersByTime(7_900);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('afterFirstPaint: the demo backend loads once the frame has painted', () => {
  let reportPaint: () => void = () => undefined;
  let painted: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    painted = [];
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => (painted.includes(name) ? [{ name } as PerformanceEntry] : []));
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: () => void) {
          reportPaint = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** True once the promise has resolved. */
  const tracked = (promise: Promise<void>) => {
    const state = { done: false };
    void promise.then(() => (state.done = true));
    return state;
  };

  it('resolves at once when the first contentful paint has happened', async () => {
    painted = ['first-contentful-paint'];
    const paint = tracked(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(paint.done).toBe(true);
  });

  it('waits for the first contentful paint, not the first paint of the background', async () => {
    const paint = tracked(afterFirstPaint());
    painted = ['first-paint'];
    reportPaint();
    await vi.advanceTimersByTimeAsync(0);
    expect(paint.done).toBe(false);
    painted = ['first-paint', 'first-contentful-paint'];
    reportPaint();
    await vi.advanceTimersByTimeAsync(0);
    expect(paint.done).toBe(true);
  });

  it('resolves a second after it was asked at the latest, for a browser that reports no paint', async () => {
    const paint = tracked(afterFirstPaint());
    await vi.advanceTimersByTimeAsync(900);
    expect(paint.done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(paint.done).toBe(true);
  });
});
