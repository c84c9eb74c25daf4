/** /{zona}/supermercado: every category with its sub-categories and most popular products. Plain elements (supermarket.module.css). */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { link } from '../../lib/links';
import CategoryThumb from '../../components/CategoryThumb';
import EmptyState from '../../components/EmptyState';
import page from '../../components/page.module.css';
import { PlainIcon } from '../../components/PlainIcon';
import ProductRow from '../../components/ProductRow';
import TrailBreadcrumbs from '../../components/TrailBreadcrumbs';
import { supermarketQuery } from '../../lib/catalog-queries';
import css from './supermarket.module.css';
import { useListingParams } from './use-listing-params';

export default function SupermarketPage() {
  const { zona, plan } = useListingParams();
  const { data, isPending } = useQuery({ ...supermarketQuery(zona?.slug ?? '', plan), enabled: zona !== null });
  if (!zona) return null;
  const categorias = (data?.categoria ?? []).filter((c) => c.total > 0);

  return (
    <div className={page.container}>
      <TrailBreadcrumbs items={[{ label: zona.nombre, href: link('zona', { zona: zona.slug }) }, { label: 'Supermercado' }]} />
      <h1 className={page.title}>Supermercado</h1>
      <div className={css.body}>
        {isPending &&
          Array.from({ length: 2 }, (_, i) => (
            <div key={i} className={css.loading}>
              <span className={`${page.skeleton} ${css.loadingTitle}`} />
              <ProductRow productos={undefined} zona={zona.slug} label="Cargando productos" />
            </div>
          ))}
        {data && categorias.length === 0 && (
          <EmptyState titulo={`Por ahora no hay productos disponibles en ${zona.nombre}`} texto="Estamos reponiendo nuestros anaqueles. Vuelva pronto." />
        )}
        <div className={css.sections}>
          {categorias.map((c) => {
            const href = link('categoriaSlug', { zona: zona.slug, slug: c.slug });
            return (
              <section key={c.id} aria-labelledby={`categoria-${c.id}`}>
                <div className={css.header}>
                  <CategoryThumb categoria={c} size={44} />
                  <div className={css.heading}>
                    <h2 id={`categoria-${c.id}`} className={page.sectionTitle}>
                      {c.nombre}
                    </h2>
                    <span className={css.caption}>
                      {c.total} {c.total === 1 ? 'producto' : 'productos'}
                    </span>
                  </div>
                  <Link to={href} aria-label={`Ver todo ${c.nombre}`} className={`${page.textButton} ${css.more}`}>
                    Ver todo
                    <PlainIcon name="forward" size={20} />
                  </Link>
                </div>
                {c.subcategoria.length > 0 && (
                  <div className={css.chips}>
                    {c.subcategoria.map((s) => (
                      <Link key={s.id} to={link('subcategoriaSlug', { zona: zona.slug, slug: c.slug, sub: s.slug })} className={page.chip}>
                        {s.nombre}
                      </Link>
                    ))}
                  </div>
                )}
                <ProductRow productos={c.producto} zona={zona.slug} label={c.nombre} />
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}
