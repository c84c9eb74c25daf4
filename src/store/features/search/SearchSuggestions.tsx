/**
 * The autocomplete under the search box (spec section 5): 10 hits sellable to the shopper, each with
 * image, highlighted name, price, quantity and 'Agregar'; 'Buscando…' while it asks, 'No se encontraron
 * resultados' when nothing matches and a link to every result. Arrow keys move between the products,
 * Escape or a click outside closes it. Loaded with the search client on the box's first focus.
 */
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Popper, { type PopperProps } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, type KeyboardEvent } from 'react';
import type { Busqueda } from '../../../shared/contracts/website';
import { link } from '../../lib/links';
import LinkBehavior from '../../components/LinkBehavior';
import { loadSearchClient } from '../../lib/search-client';
import { useResolve } from '../../lib/use-website';
import { shopperParams, type SearchHit, type Shopper } from './search-hit';
import { AUTOCOMPLETE_HITS } from './search-query';
import SuggestionItem from './SuggestionItem';
import { useShopper, useUserToken } from './use-shopper';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  /** The text to search for (after the pause); null before the first pause. */
  query: string | null;
  /** The shopper is still typing: the hits shown are of an earlier text. */
  waiting: boolean;
  /** What the box holds now when it may be searched (3-40 characters): 'Ver todos los resultados'. */
  typed: string | null;
  zona: string;
  /** Close; `refocus` puts the focus back in the box (Escape). */
  onClose(refocus: boolean): void;
}

async function suggestions(busqueda: Busqueda, shopper: Shopper, query: string, userToken: string | null): Promise<SearchHit[]> {
  const client = await loadSearchClient(busqueda);
  const { results } = await client.searchForHits<SearchHit>({
    requests: [{ indexName: busqueda.indexName, query, hitsPerPage: AUTOCOMPLETE_HITS, page: 0, ...shopperParams(shopper, userToken) }],
  });
  const { hits, queryID } = results[0]!;
  return hits.map((hit, i) => ({ ...hit, __position: i + 1, __queryID: queryID }));
}

/** As wide as the box, at least 360 px where the screen allows; a little below it. */
const MODIFIERS: PopperProps['modifiers'] = [
  {
    name: 'sameWidth',
    enabled: true,
    phase: 'beforeWrite',
    requires: ['computeStyles'],
    fn({ state }) {
      state.styles.popper = { ...state.styles.popper, width: `max(${state.rects.reference.width}px, min(360px, calc(100vw - 16px)))` };
    },
  },
  { name: 'offset', options: { offset: [0, 6] } },
];

function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const links = [...event.currentTarget.querySelectorAll<HTMLElement>('a[data-sugerencia]')];
  const at = links.indexOf(document.activeElement as HTMLElement);
  const next = event.key === 'ArrowDown' ? links[at + 1] : at > 0 ? links[at - 1] : undefined;
  if (at < 0 || (!next && event.key === 'ArrowDown')) return;
  event.preventDefault();
  if (next) next.focus();
  else (document.querySelector(`[aria-controls="${event.currentTarget.id}"]`) as HTMLElement | null)?.focus();
}

export default function SearchSuggestions({ id, anchor, open, query, waiting, typed, zona, onClose }: Props) {
  const busqueda = useResolve().data?.busqueda ?? null;
  const shopper = useShopper();
  const userToken = useUserToken();

  useEffect(() => {
    // the box got the focus: fetch the client while the shopper types
    if (busqueda) loadSearchClient(busqueda).catch(() => undefined);
  }, [busqueda]);

  const { data, isFetching, isError } = useQuery({
    queryKey: ['busqueda', 'sugerencias', busqueda?.indexName, shopper, userToken, query],
    queryFn: () => suggestions(busqueda!, shopper!, query!, userToken),
    enabled: open && busqueda !== null && shopper !== null && query !== null,
    placeholderData: keepPreviousData,
  });
  const searching = waiting || isFetching || (query !== null && !data && !isError);

  return (
    <Popper open={open} anchorEl={anchor} placement="bottom-start" disablePortal modifiers={MODIFIERS} sx={{ zIndex: 1200 }}>
      <ClickAwayListener onClickAway={(e) => anchor?.contains(e.target as Node) || onClose(false)}>
        <Paper
          id={id}
          role="dialog"
          aria-label="Sugerencias de búsqueda"
          elevation={8}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              onClose(true);
            } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') moveFocus(e);
          }}
          sx={{ borderRadius: 3, overflow: 'hidden', display: 'flex', flexDirection: 'column', maxHeight: 'min(72vh, 640px)', containerType: 'inline-size' }}
        >
          <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, pt: searching || isError ? 1.5 : 0 }}>
            {searching ? 'Buscando…' : isError ? 'No se pudo buscar. Intente de nuevo.' : ''}
          </Typography>
          {data && data.length === 0 && !searching && (
            <Typography sx={{ px: 2, py: 2.5, textAlign: 'center', color: 'text.secondary' }}>No se encontraron resultados</Typography>
          )}
          {data && data.length > 0 && (
            <Box
              component="ul"
              aria-label="Productos encontrados"
              sx={{ listStyle: 'none', m: 0, p: 0, overflowY: 'auto', opacity: waiting ? 0.6 : 1, transition: 'opacity .2s' }}
            >
              {data.map((hit) => (
                <SuggestionItem key={hit.objectID} hit={hit} shopper={shopper!} zona={zona} onOpen={() => onClose(false)} />
              ))}
            </Box>
          )}
          {typed && (
            <Link
              component={LinkBehavior}
              href={link('buscar', { zona, q: typed })}
              onClick={() => onClose(false)}
              sx={{ display: 'block', px: 2, py: 1.5, fontWeight: 700, textAlign: 'center', bgcolor: '#f3f7f1', borderTop: '1px solid #e2eadf' }}
            >
              Ver todos los resultados
            </Link>
          )}
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}
