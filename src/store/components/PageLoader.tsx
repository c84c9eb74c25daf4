/**
 * The spinner while a page loads: plain elements (page-loader.module.css), it shows before any page's code.
 * A bordered ring, not an SVG: the first paint with content (FCP) is then the page itself, not the
 * spinner that stands in for it while the app starts (issue 8).
 */
import css from './page-loader.module.css';

export default function PageLoader() {
  return (
    <div role="status" aria-label="Cargando" className={css.root}>
      <span className={css.spinner} />
    </div>
  );
}
