/**
 * An advertising view counts once its element has been half on screen for a whole second in a row
 * (lib/ad-events.ts watchView), not the moment it appears: a banner scrolled past is not a view, and the
 * beacon no longer leaves with the first screen's load (issue 8).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIEW_MS, VIEW_THRESHOLD, watchView } from '../../../src/store/lib/ad-events';

/** An IntersectionObserver the test drives: `show(ratio)` reports the element at that visible ratio. */
function fakeObserver() {
  const state = { callback: null as IntersectionObserverCallback | null, options: undefined as IntersectionObserverInit | undefined, disconnected: false, observed: 0 };
  class Observer {
    constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      state.callback = cb;
      state.options = options;
    }
    observe() {
      state.observed++;
    }
    disconnect() {
      state.disconnected = true;
    }
  }
  const show = (ratio: number) =>
    state.callback!([{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry], {} as IntersectionObserver);
  return { Observer: Observer as unknown as typeof IntersectionObserver, state, show };
}

const timers = { setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms), clearTimeout: (id: never) => clearTimeout(id) };

describe('watchView: a view is half the element on screen for a second in a row', () => {
  afterEach(() => vi.useRealTimers());

  it('counts once, a second after the element became half visible, and stops watching', () => {
    vi.useFakeTimers();
    const { Observer, state, show } = fakeObserver();
    const onView = vi.fn();
    watchView({} as Element, onView, Observer, timers);
    expect(state.options).toEqual({ threshold: VIEW_THRESHOLD });
    expect(state.observed).toBe(1);
    show(1);
    vi.advanceTimersByTime(VIEW_MS - 1);
    expect(onView).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(onView).toHaveBeenCalledTimes(1);
    expect(state.disconnected).toBe(true);
    show(1);
    vi.advanceTimersByTime(VIEW_MS * 3);
    expect(onView).toHaveBeenCalledTimes(1);
  });

  it('does not count an element scrolled past before the second is over, and counts the next full second', () => {
    vi.useFakeTimers();
    const { Observer, show } = fakeObserver();
    const onView = vi.fn();
    watchView({} as Element, onView, Observer, timers);
    show(0.8);
    vi.advanceTimersByTime(VIEW_MS - 100);
    show(0);
    vi.advanceTimersByTime(VIEW_MS * 2);
    expect(onView).toHaveBeenCalledTimes(0);
    show(0.6);
    vi.advanceTimersByTime(VIEW_MS);
    expect(onView).toHaveBeenCalledTimes(1);
  });

  it('a report under half (the threshold crossed downwards, still intersecting) stops the count', () => {
    vi.useFakeTimers();
    const { Observer, show } = fakeObserver();
    const onView = vi.fn();
    watchView({} as Element, onView, Observer, timers);
    show(0.5);
    vi.advanceTimersByTime(VIEW_MS / 2);
    show(0.49);
    vi.advanceTimersByTime(VIEW_MS);
    expect(onView).toHaveBeenCalledTimes(0);
  });

  it('stopping (the element unmounted) cancels a pending view', () => {
    vi.useFakeTimers();
    const { Observer, state, show } = fakeObserver();
    const onView = vi.fn();
    const stop = watchView({} as Element, onView, Observer, timers);
    show(1);
    stop();
    vi.advanceTimersByTime(VIEW_MS * 2);
    expect(onView).toHaveBeenCalledTimes(0);
    expect(state.disconnected).toBe(true);
  });
});
