/** Listing pages in the URL: `?pag=N`, 1-based, 50 products a page; page 1 has no `pag`. */

export const PAGE_PARAM = 'pag';

/** The page asked for in a query string; anything but a whole number from 1 is page 1. */
export function pageFrom(search: URLSearchParams): number {
  const raw = search.get(PAGE_PARAM);
  if (raw === null || !/^\d{1,5}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The URL of `page` of the listing at `pathname`, keeping the other query parameters. */
export function pageHref(pathname: string, search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page));
  const text = next.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** 'Mostrando 51-100 de 134 productos'. */
export function rangeText(pagina: number, porPagina: number, total: number): string {
  if (total === 0) return 'Sin productos';
  const from = Math.min(total, (pagina - 1) * porPagina + 1);
  const to = Math.min(total, pagina * porPagina);
  return `Mostrando ${from}-${to} de ${total} ${total === 1 ? 'producto' : 'productos'}`;
}

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (start: number, end: number) => Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);

/**
 * The page links of page `page` of `count` (components/PageLinks), as MUI's usePagination lists them
 * with one boundary page and one sibling each side: 1 … 4 5 6 … 10.
 */
export function pageItems(page: number, count: number): PageItem[] {
  const boundary = 1;
  const siblings = 1;
  const siblingsStart = Math.max(Math.min(page - siblings, count - boundary - siblings * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(Math.max(page + siblings, boundary + siblings * 2 + 2), count - boundary - 1);
  return [
    ...range(1, Math.min(boundary, count)),
    ...(siblingsStart > boundary + 2 ? (['start-ellipsis'] as const) : boundary + 1 < count - boundary ? [boundary + 1] : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1 ? (['end-ellipsis'] as const) : count - boundary > boundary ? [count - boundary] : []),
    ...range(Math.max(count - boundary + 1, boundary + 1), count),
  ];
}
