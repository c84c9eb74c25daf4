/**
 * The first screen of a zone page drawn once, with its data: on the first load only, the route waits for
 * the page's answer that index.html's first-load script started (it has usually arrived while the app's
 * code was downloading), so the page renders its content at once instead of skeletons followed, a task
 * later, by the content (one render, layout and paint less before the largest paint; issue 8). Later
 * navigations are not held: they show their skeletons as before. Never waits longer than
 * FIRST_SCREEN_WAIT_MS, and a failed answer is left to the page (its own query shows the error).
 */
import type { LoaderFunctionArgs } from 'react-router';
import { browserFirstLoad } from '../lib/first-load';
import { zonesQuery } from '../lib/queries';
import { queryClient } from '../lib/query-client';
import { decideZone } from '../lib/zone-rules';
import type { UsuarioTipoNombre } from '../../shared/enums';
import { useSessionStore } from '../state/session';

export const FIRST_SCREEN_WAIT_MS = 3_000;

let firstScreen = true;

/** The router has drawn its first screen: loaders stop waiting from now on. */
export function endFirstScreen(): void {
  firstScreen = false;
}

interface PageData {
  /** The API path of the page's answer, as index.html started it (without base or query). */
  path: string;
  /** Puts the answer in the query cache (queryClient.ensureQueryData with the page's own query). */
  load: () => Promise<unknown>;
}

/** A route loader that, on the first load, waits for the page's started answer to be in the query cache. */
export function firstScreenLoader(page: (args: LoaderFunctionArgs, plan: UsuarioTipoNombre) => PageData) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    if (!firstScreen) return null;
    const answers = browserFirstLoad.answers;
    const plan = useSessionStore.getState().claims?.usuarioTipo.tipo ?? 'normal';
    const { path, load } = page(args, plan);
    // only an answer already on its way: a new request is not worth holding the first screen for
    if (!answers || !Object.keys(answers).some((url) => url.endsWith(path) || url.includes(`${path}?`))) return null;
    // the zone's own loader redirects a zone that is unknown or in maintenance: its page is not asked for
    const zonas = await queryClient.ensureQueryData(zonesQuery).catch(() => null);
    if (decideZone(zonas, args.params.zona).kind !== 'active') return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      load().catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, FIRST_SCREEN_WAIT_MS))),
    ]);
    clearTimeout(timer);
    return null;
  };
}
