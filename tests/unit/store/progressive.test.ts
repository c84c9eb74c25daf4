import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint, PAINT_WAIT_MAX_MS } from '../../../src/store/lib/progressive';

/** Timers and animation frames the test drives by hand. */
function fakeBrowser(withFrames = true) {
  let frames: (() => void)[] = [];
  vi.useFakeTimers();
  const timers = {
    setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
    clearTimeout: (id: never) => clearTimeout(id),
    ...(withFrames
      ? {
          requestAnimationFrame: (cb: () => void) => frames.push(cb),
          cancelAnimationFrame: (id: number) => (frames[id - 1] = () => undefined),
        }
      : {}),
  };
  const frame = () => {
    const now = frames;
    frames = [];
    now.forEach((cb) => cb());
  };
  return { timers, frame };
}

describe('afterNextPaint: the sections below the first screen render once it has been painted', () => {
  it('runs in a task after the next frame, not before it', () => {
    const { timers, frame } = fakeBrowser();
    const run = vi.fn();
    afterNextPaint(run, timers);
    vi.advanceTimersByTime(PAINT_WAIT_MAX_MS - 1);
    expect(run).toHaveBeenCalledTimes(0);
    frame();
    // the frame's rendering step paints first: the work waits for the task after it
    expect(run).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('runs after 200 ms when no frame comes (a hidden tab), and once only', () => {
    const { timers, frame } = fakeBrowser();
    const run = vi.fn();
    afterNextPaint(run, timers);
    expect(PAINT_WAIT_MAX_MS).toBe(200);
    vi.advanceTimersByTime(199);
    expect(run).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    frame();
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('runs after 200 ms without requestAnimationFrame at all', () => {
    const { timers } = fakeBrowser(false);
    const run = vi.fn();
    afterNextPaint(run, timers);
    vi.advanceTimersByTime(199);
    expect(run).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('never runs once cancelled (the page left before its first paint)', () => {
    const { timers, frame } = fakeBrowser();
    const run = vi.fn();
    const cancel = afterNextPaint(run, timers);
    frame();
    cancel();
    vi.advanceTimersByTime(1_000);
    frame();
    expect(run).toHaveBeenCalledTimes(0);
    vi.useRealTimers();
  });
});
