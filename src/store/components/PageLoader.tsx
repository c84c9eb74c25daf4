/** The spinner while a page loads: plain elements (page-loader.module.css), it shows before any page's code. */
import css from './page-loader.module.css';

export default function PageLoader() {
  return (
    <div role="status" aria-label="Cargando" className={css.root}>
      <svg className={css.spinner} viewBox="22 22 44 44" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" />
      </svg>
    </div>
  );
}
