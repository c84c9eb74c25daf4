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
