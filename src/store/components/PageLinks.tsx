/**
 * Page links of a listing in plain elements (page.module.css), with MUI Pagination's items and Spanish
 * names (first and last page, the current one with a neighbour each side, ellipses between): real links
 * when the page is in the URL (`href`), buttons when a widget keeps it (`onPage`).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageItems } from '../lib/pagination';
import { PlainIcon } from './PlainIcon';
import css from './page.module.css';

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
