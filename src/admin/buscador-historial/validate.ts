/** The checks of the server (synonym-service.ts), so the form says what is wrong before sending. */
import { SINONIMO_MENSAJES } from '../../shared/contracts/admin-search-history';

const WORD = /^[\p{L}\p{N}]+$/u;

/** The message for a list of words, or undefined when the server will take it. */
export function wordsProblem(words: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const raw of words) {
    const w = raw.trim().toLowerCase();
    if (w === '') return SINONIMO_MENSAJES.vacia;
    if (!WORD.test(w)) return SINONIMO_MENSAJES.palabra;
    if (seen.has(w)) return SINONIMO_MENSAJES.repetida;
    seen.add(w);
  }
  return seen.size < 2 ? SINONIMO_MENSAJES.minimo : undefined;
}
