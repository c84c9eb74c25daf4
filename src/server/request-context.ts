/**
 * Who is behind the current back-office request, for writes that record it (the audit trail) without
 * threading the caller through every service. Set by the admin guard for /admin routes only; empty for
 * the storefront, the seed and scripts (their writes are the system's).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Actor {
  id: number;
  email: string;
}

export interface RequestContext {
  actor: Actor;
  ip: string;
  /** The back-office area of the route being served. */
  area: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

/** The staff member whose request is running, or null outside a back-office request. */
export function currentActor(): Actor | null {
  return requestContext.getStore()?.actor ?? null;
}
