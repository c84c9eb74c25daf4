/** /{zona}/supermercado/{slug}[/{sub}]: a category or one of its sub-categories, 50 products a page. */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { link } from '../../lib/links';
import css from '../../components/page.module.css';
import type { Crumb } from '../../components/TrailBreadcrumbs';
import { categoryQuery } from '../../lib/catalog-queries';
import { lookupSlug } from '../../lib/catalog-slug';
import ProductListing from './ProductListing';
import { useListingParams } from './use-listing-params';

function SubcategoryChip({ label, href, selected }: { label: string; href: string; selected: boolean }) {
  return (
    <Link to={href} aria-current={selected ? 'page' : undefined} className={selected ? css.chipSelected : css.chip}>
      {label}
    </Link>
  );
}

export default function CategoryPage() {
  const { slug = '', sub } = useParams();
  const { zona, plan, pagina } = useListingParams();
  const zonaSlug = zona?.slug ?? '';
  const { data } = useQuery({ ...categoryQuery(zonaSlug, plan, slug, sub ?? null, pagina), enabled: zona !== null });
  if (!zona) return null;

  const categoria = data?.categoria;
  const selected = sub ? lookupSlug(sub) : null;
  const migas: Crumb[] = [
    { label: zona.nombre, href: link('zona', { zona: zona.slug }) },
    { label: 'Supermercado', href: link('supermercado', { zona: zona.slug }) },
    ...(data?.migas ?? []).map((m, i, all) => ({
      label: m.nombre,
      href: i === all.length - 1 ? undefined : link('categoriaSlug', { zona: zona.slug, slug: m.slug }),
    })),
  ];
  const titulo = data ? (data.subcategoria?.nombre ?? data.categoria.nombre) : null;

  return (
    <ProductListing zona={zona.slug} titulo={titulo} migas={migas} pagina={data ?? undefined} vacio="Por ahora no hay productos disponibles en esta categoría">
      {/* most categories have sub-categories: their row's place is kept while the page loads (CLS) */}
      {!data && (
        <div aria-hidden="true" className={css.chips}>
          {Array.from({ length: 4 }, (_, i) => (
            <span key={i} className={css.chipSkeleton} />
          ))}
        </div>
      )}
      {categoria && categoria.subcategoria.length > 0 && (
        <nav aria-label="Subcategorías" className={css.chips}>
          <SubcategoryChip label="Todos" href={link('categoriaSlug', { zona: zona.slug, slug: categoria.slug })} selected={selected === null} />
          {categoria.subcategoria.map((s) => (
            <SubcategoryChip
              key={s.id}
              label={s.nombre}
              href={link('subcategoriaSlug', { zona: zona.slug, slug: categoria.slug, sub: s.slug })}
              selected={selected === s.slug}
            />
          ))}
        </nav>
      )}
    </ProductListing>
  );
}
