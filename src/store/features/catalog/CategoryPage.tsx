/** /{zona}/supermercado/{slug}[/{sub}]: a category or one of its sub-categories, 50 products a page. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { link } from '../../lib/links';
import LinkBehavior from '../../components/LinkBehavior';
import type { Crumb } from '../../components/TrailBreadcrumbs';
import { categoryQuery } from '../../lib/catalog-queries';
import { lookupSlug } from '../../lib/catalog-slug';
import ProductListing from './ProductListing';
import { useListingParams } from './use-listing-params';

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
      {categoria && categoria.subcategoria.length > 0 && (
        <Stack component="nav" aria-label="Subcategorías" direction="row" spacing={1} useFlexGap sx={{ flexWrap: { xs: 'nowrap', md: 'wrap' }, overflowX: 'auto', pb: 1, mb: 1, mx: { xs: -2, sm: 0 }, px: { xs: 2, sm: 0 } }}>
          <Chip
            label="Todos"
            clickable
            component={LinkBehavior}
            href={link('categoriaSlug', { zona: zona.slug, slug: categoria.slug })}
            color={selected === null ? 'primary' : 'default'}
            variant={selected === null ? 'filled' : 'outlined'}
            aria-current={selected === null ? 'page' : undefined}
          />
          {categoria.subcategoria.map((s) => (
            <Chip
              key={s.id}
              label={s.nombre}
              clickable
              component={LinkBehavior}
              href={link('subcategoriaSlug', { zona: zona.slug, slug: categoria.slug, sub: s.slug })}
              color={selected === s.slug ? 'primary' : 'default'}
              variant={selected === s.slug ? 'filled' : 'outlined'}
              aria-current={selected === s.slug ? 'page' : undefined}
            />
          ))}
        </Stack>
      )}
    </ProductListing>
  );
}
