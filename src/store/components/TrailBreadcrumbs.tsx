/** Where a page sits in the store: the zone's storefront first, the current page last (not a link). Plain elements (page.module.css). */
import { Fragment } from 'react';
import { Link } from 'react-router';
import { PlainIcon } from './PlainIcon';
import css from './page.module.css';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  href?: string;
}

export default function TrailBreadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Ruta de navegación" className={css.crumbs}>
      <ol>
        {items.map((c, i) => (
          <Fragment key={c.label}>
            {i > 0 && (
              <li aria-hidden="true" className={css.separator}>
                <PlainIcon name="chevronRight" size={20} />
              </li>
            )}
            <li>
              {c.href ? (
                <Link to={c.href}>{c.label}</Link>
              ) : (
                <p aria-current="page" className={css.current}>
                  {c.label}
                </p>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
