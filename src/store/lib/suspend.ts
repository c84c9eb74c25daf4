/**
 * Reads a promise during render, suspending until it settles (the nearest Suspense shows its fallback; a
 * rejection reaches the nearest error boundary). The storefront runs on preact/compat, which has
 * Suspense but not React 19's `use`; pass the same promise every time (a cached one).
 */
type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

const settled = new WeakMap<Promise<unknown>, Settled<unknown>>();

export function suspendOn<T>(promise: Promise<T>): T {
  const state = settled.get(promise) as Settled<T> | undefined;
  if (!state) {
    throw promise.then(
      (value) => void settled.set(promise, { ok: true, value }),
      (error: unknown) => void settled.set(promise, { ok: false, error }),
    );
  }
  if (!state.ok) throw state.error;
  return state.value;
}

/** Waits for a promise and records how it settled, so that a later suspendOn(promise) reads it at once. */
export async function settle<T>(promise: Promise<T>): Promise<void> {
  try {
    settled.set(promise, { ok: true, value: await promise });
  } catch (error) {
    settled.set(promise, { ok: false, error });
  }
}
