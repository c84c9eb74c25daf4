/**
 * A paginated product listing (category, tag, featured group): title, breadcrumbs, what sits between
 * them and the grid (sub-category chips), the count, the grid and the page links; skeletons while
 * loading, an empty state when there is nothing. Plain elements (components/page.module.css): the
 * listing's first paint has no MUI (issue 8).
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { PaginaProductos } from '../../../shared/contracts/catalog-pages';
import { link } from '../../lib/links';
import EmptyState from '../../components/EmptyState';
import ListingPagination from '../../components/ListingPagination';
import ProductGrid from '../../components/ProductGrid';
import TrailBreadcrumbs, { type Crumb } from '../../components/TrailBreadcrumbs';
import { pageHref, rangeText } from '../../lib/pagination';
import PageTitle from '../../components/PageTitle';
import css from '../../components/page.module.css';

interface Props {
  zona: string;
  /** null while loading. */
  titulo: string | null;
  migas: Crumb[];
  pagina: PaginaProductos | undefined;
  /** Shown between the title and the grid. */
  children?: ReactNode;
  vacio: string;
}

export default function ProductListing({ zona, titulo, migas, pagina, children, vacio }: Props) {
  const { pathname, search } = useLocation();
  const pastTheEnd = pagina !== undefined && pagina.producto.length === 0 && pagina.total > 0;

  return (
    <div className={css.container}>
      <PageTitle titulo={titulo} />
      <TrailBreadcrumbs items={migas} />
      <h1 className={css.title}>{titulo ?? <span className={css.skeletonInline} style={{ width: 260 }} />}</h1>
      {children}
      <p className={css.count} aria-live="polite">
        {pagina ? (pastTheEnd ? '' : rangeText(pagina.pagina, pagina.porPagina, pagina.total)) : <span className={css.skeletonInline} style={{ width: 200 }} />}
      </p>
      {pagina && pagina.total === 0 ? (
        <EmptyState titulo={vacio} texto="Vuelva pronto: reponemos nuestros anaqueles todos los días." accion={{ label: 'Ver todas las categorías', href: link('supermercado', { zona }) }} />
      ) : pastTheEnd ? (
        <EmptyState titulo="Esta página no tiene productos" accion={{ label: 'Ir a la primera página', href: pageHref(pathname, new URLSearchParams(search), 1) }} />
      ) : (
        <div>
          <ProductGrid productos={pagina?.producto} zona={zona} label={titulo ?? 'Productos'} eagerFirst />
          {pagina && <ListingPagination pagina={pagina.pagina} paginas={pagina.paginas} />}
        </div>
      )}
    </div>
  );
}
