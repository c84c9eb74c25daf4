/**
 * Answers started by index.html's inline script before the app's code arrived (first load only): the
 * api client takes each one once instead of asking again, so the first screen's data and code download
 * in parallel, not one after the other.
 */
declare global {
  interface Window {
    __mzFirstLoad?: Record<string, Promise<Response>>;
  }
}

/** Answers the same for everyone: usable with a session too. */
const PUBLIC_PATHS = ['/api/zona/listadoapi', '/api/categoria/menuwebsite'];
/** Past this, an untaken answer may be stale: ask again. */
export const FIRST_LOAD_MAX_AGE_MS = 20_000;

export interface FirstLoadSource {
  answers: Record<string, Promise<Response>> | undefined;
  /** Milliseconds since the page started loading. */
  sinceStart(): number;
}

/** The started answer for `url` (base + path + query), once; none with a session unless the answer is public. */
export function takeFirstLoad(source: FirstLoadSource, url: string, path: string, withToken: boolean): Promise<Response> | undefined {
  const answers = source.answers;
  if (!answers || !(url in answers)) return undefined;
  const answer = answers[url];
  delete answers[url];
  if (source.sinceStart() > FIRST_LOAD_MAX_AGE_MS) return undefined;
  if (withToken && !PUBLIC_PATHS.includes(path)) return undefined;
  return answer;
}

export const browserFirstLoad: FirstLoadSource = {
  get answers() {
    return typeof window === 'undefined' ? undefined : window.__mzFirstLoad;
  },
  sinceStart: () => performance.now(),
};
