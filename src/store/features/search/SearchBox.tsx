/**
 * The normal menu's search box (spec section 5): submits to the results page when the text is valid and
 * changed; after a 700 ms pause on 3-50 characters it shows the autocomplete under it. The autocomplete
 * and the search client load on first focus, so they weigh nothing on the first page load. Plain elements
 * (search-box.module.css): the box is in every storefront page's header, on the first paint.
 */
import { Suspense, useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { lazyThemed } from '../../components/mui/lazy-themed';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PlainIcon } from '../../components/PlainIcon';
import { link } from '../../lib/links';
import css from './search-box.module.css';
import { AUTOCOMPLETE_DELAY_MS, autocompleteQuery, normalizeQuery, queryError, SEARCH_MAX, shouldSubmit } from './search-query';

const SearchSuggestions = lazyThemed(() => import('./SearchSuggestions'));

export const SUGGESTIONS_ID = 'busqueda-sugerencias';
const ERROR_ID = 'busqueda-error';

interface Props {
  zona: string;
  /** Called after a search was submitted (e.g. to close the mobile menu). */
  onSubmitted?: () => void;
}

/** The autocomplete text once typing has paused; null when it should not ask. */
function usePausedQuery(text: string): string | null {
  const wanted = autocompleteQuery(text);
  const [paused, setPaused] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(wanted), wanted ? AUTOCOMPLETE_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [wanted]);
  return wanted === null ? null : paused;
}

export default function SearchBox({ zona, onSubmitted }: Props) {
  const [params] = useSearchParams();
  const current = params.get('q');
  const [text, setText] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** The autocomplete's code is wanted: the box had the focus once. */
  const [armed, setArmed] = useState(false);
  /** Shown while typing, until dismissed (Escape, outside click, submit, another page). */
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const paused = usePausedQuery(text);
  const waiting = autocompleteQuery(text) !== paused;

  const [shownAt, setShownAt] = useState(pathname + search);
  if (shownAt !== pathname + search) {
    // another page: the dropdown's job is done, and the box shows the search on screen
    setShownAt(pathname + search);
    setOpen(false);
    if (current !== null) setText(current);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = queryError(text);
    setError(problem);
    if (problem === null) setOpen(false);
    if (!shouldSubmit(text, current)) return;
    const q = normalizeQuery(text);
    setText(q);
    navigate(link('buscar', { zona, q }));
    onSubmitted?.();
  }

  function keyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'ArrowDown' && open) {
      const first = document.getElementById(SUGGESTIONS_ID)?.querySelector<HTMLElement>('a[data-sugerencia]');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  const showing = open && autocompleteQuery(text) !== null;
  return (
    <form role="search" onSubmit={submit} noValidate className={css.form}>
      <div ref={setAnchor} className={error ? `${css.box} ${css.invalid}` : css.box}>
        <input
          value={text}
          onChange={(e) => {
            setText(e.target.value.replace(/\s{2,}/g, ' '));
            setArmed(true);
            setOpen(true);
            if (error) setError(queryError(e.target.value));
          }}
          onFocus={() => setArmed(true)}
          onClick={() => setOpen(true)}
          onKeyDown={keyDown}
          placeholder="¿Qué necesita hoy?"
          autoComplete="off"
          className={css.input}
          aria-label="Buscar productos"
          maxLength={SEARCH_MAX + 20}
          role="combobox"
          aria-autocomplete="list"
          aria-haspopup="dialog"
          aria-expanded={showing}
          aria-controls={showing ? SUGGESTIONS_ID : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? ERROR_ID : undefined}
        />
        <button type="submit" aria-label="Buscar" className={css.submit}>
          <PlainIcon name="search" />
        </button>
        {error && (
          <div id={ERROR_ID} role="alert" className={css.error}>
            {error}
          </div>
        )}
      </div>
      {armed && (
        <Suspense fallback={null}>
          <SearchSuggestions
            id={SUGGESTIONS_ID}
            anchor={anchor}
            open={showing && !error}
            query={paused}
            waiting={waiting}
            typed={queryError(text) === null ? normalizeQuery(text) : null}
            zona={zona}
            onClose={(refocus) => {
              setOpen(false);
              if (refocus) anchor?.querySelector('input')?.focus();
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
