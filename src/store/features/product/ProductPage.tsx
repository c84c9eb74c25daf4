/**
 * /{zona}/producto/{slug}[?queryID=]: big image, price block, category path, tags, description and
 * related products. A product the caller cannot buy in the zone is a 404 from the API (error page).
 * Plain elements and static classes (product-page.module.css): no MUI on its first paint (issue 8).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { ProductoDetalle } from '../../../shared/contracts/catalog-pages';
import { link } from '../../lib/links';
import page from '../../components/page.module.css';
import ProductRow from '../../components/ProductRow';
import TrailBreadcrumbs, { type Crumb } from '../../components/TrailBreadcrumbs';
import BelowFoldHold from '../../components/BelowFoldHold';
import { productQuery } from '../../lib/catalog-queries';
import type { Zona } from '../../lib/types';
import { usePainted } from '../../lib/progressive';
import { usePlan } from '../../lib/use-plan';
import { useZoneStore } from '../../state/zone';
import ProductBuyBox from './ProductBuyBox';
import ProductGallery from './ProductGallery';
import PageTitle from '../../components/PageTitle';
import css from './product-page.module.css';

function categoryCrumbs(zona: string, migas: ProductoDetalle['producto']['migas']): Crumb[] {
  const [top, sub] = migas;
  const crumbs: Crumb[] = [];
  if (top) crumbs.push({ label: top.nombre, href: link('categoriaSlug', { zona, slug: top.slug }) });
  if (top && sub) crumbs.push({ label: sub.nombre, href: link('subcategoriaSlug', { zona, slug: top.slug, sub: sub.slug }) });
  return crumbs;
}

function ProductSkeleton() {
  return (
    <div className={css.layout} aria-hidden="true">
      <span className={`${page.skeleton} ${css.skImage}`} />
      <div>
        <span className={`${page.skeleton} ${css.skTitle}`} />
        <span className={`${page.skeletonText} ${css.skLine}`} />
        <span className={`${page.skeleton} ${css.skBox}`} />
      </div>
    </div>
  );
}

function ProductDetail({ data, zona }: { data: ProductoDetalle; zona: Zona }) {
  const p = data.producto;
  const migas = categoryCrumbs(zona.slug, p.migas);
  // the related products, below the first screen, render a task after it has been painted (issue 8)
  const below = usePainted();
  return (
    <>
      <TrailBreadcrumbs items={[{ label: zona.nombre, href: link('zona', { zona: zona.slug }) }, ...migas, { label: p.nombre }]} />
      <div className={css.layout}>
        <ProductGallery imagenes={p.imagenes.length > 0 ? p.imagenes : p.imagen ? [p.imagen] : []} nombre={p.nombre} />
        <div className={css.details}>
          <div>
            {p.marca && <p className={css.brand}>{p.marca}</p>}
            <h1 className={css.name}>{p.nombre}</h1>
          </div>
          <ProductBuyBox producto={p} />
          {migas.length > 0 && (
            <p className={css.secondary}>
              Categoría:{' '}
              {migas.map((m, i) => (
                <span key={m.label}>
                  {i > 0 && ' › '}
                  <Link to={m.href!} className={css.categoryLink}>
                    {m.label}
                  </Link>
                </span>
              ))}
            </p>
          )}
          {p.etiqueta.length > 0 && (
            <div className={css.tags} role="group" aria-label="Etiquetas">
              {p.etiqueta.map((e) => (
                <Link key={e.id} to={link('etiqueta', { zona: zona.slug, slug: e.slug })} className={css.tag}>
                  {e.nombre}
                </Link>
              ))}
            </div>
          )}
          {p.descripcion && (
            <section aria-labelledby="descripcion-titulo">
              <h2 id="descripcion-titulo" className={css.descriptionTitle}>
                Descripción
              </h2>
              <p className={css.description}>{p.descripcion}</p>
            </section>
          )}
        </div>
      </div>
      {data.relacionado.length > 0 && !below && <BelowFoldHold testId="relacionados-pendientes" />}
      {data.relacionado.length > 0 && below && (
        <section aria-labelledby="relacionados-titulo" className={css.related}>
          <h2 id="relacionados-titulo" className={css.relatedTitle}>
            También le puede interesar
          </h2>
          <ProductRow productos={data.relacionado} zona={zona.slug} label="Productos relacionados" />
        </section>
      )}
    </>
  );
}

export default function ProductPage() {
  const { slug = '' } = useParams();
  const zona = useZoneStore((s) => s.zona);
  const plan = usePlan();
  const { data } = useQuery({ ...productQuery(zona?.slug ?? '', plan, slug), enabled: zona !== null });
  if (!zona) return null;
  return (
    <div className={page.container}>
      <PageTitle titulo={data?.producto.nombre ?? null} />
      {data ? <ProductDetail data={data} zona={zona} /> : <ProductSkeleton />}
    </div>
  );
}
