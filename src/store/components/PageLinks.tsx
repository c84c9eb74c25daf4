/**
 * Page links of a listing in plain elements (page.module.css), with MUI Pagination's items and Spanish
 * names (first and last page, the current one with a neighbour each side, ellipses between): real links
 * when the page is in the URL (`href`), buttons when a widget keeps it (`onPage`).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlainIcon } from './PlainIcon';
import css from './page.module.css';

type Item = number | 'start-ellipsis' | 'end-ellipsis';

const range = (start: number, end: number) => Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);

/** MUI's usePagination with one boundary page and one sibling each side. */
export function pageItems(page: number, count: number): Item[] {
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

interface Props {
  /** 1-based. */
  page: number;
  count: number;
  /** The URL of a page (links), or */
  href?: (page: number) => string;
  /** what choosing a page does (buttons). */
  onPage?: (page: number) => void;
}

export default function PageLinks({ page, count, href, onPage }: Props) {
  if (count <= 1) return null;
  const current = Math.min(page, count);
  const go = (target: number, label: string, content: ReactNode, disabled = false) => {
    if (disabled) {
      return (
        <button type="button" disabled aria-label={label} className={css.pageLink}>
          {content}
        </button>
      );
    }
    const selected = target === current;
    if (href) {
      return (
        <Link to={href(target)} aria-label={label} aria-current={selected ? 'page' : undefined} className={css.pageLink}>
          {content}
        </Link>
      );
    }
    return (
      <button type="button" aria-label={label} aria-current={selected ? 'page' : undefined} onClick={() => onPage?.(target)} className={css.pageLink}>
        {content}
      </button>
    );
  };
  return (
    <nav aria-label="Paginador" className={css.pages}>
      <ul>
        <li>{go(current - 1, 'Ir a la página anterior', <PlainIcon name="chevronLeft" size={20} />, current <= 1)}</li>
        {pageItems(current, count).map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              go(item, `${item === current ? '' : 'Ir a la '}página ${item}`, item)
            ) : (
              <div className={css.ellipsis}>…</div>
            )}
          </li>
        ))}
        <li>{go(current + 1, 'Ir a la página siguiente', <PlainIcon name="chevronRight" size={20} />, current >= count)}</li>
      </ul>
    </nav>
  );
}
