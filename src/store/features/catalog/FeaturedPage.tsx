/** /{zona}/destacado/{slug}: every product of a featured group, in the group's order, 50 a page. */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { link } from '../../lib/links';
import { featuredQuery } from '../../lib/catalog-queries';
import ProductListing from './ProductListing';
import { useListingParams } from './use-listing-params';

export default function FeaturedPage() {
  const { slug = '' } = useParams();
  const { zona, plan, pagina } = useListingParams();
  const { data } = useQuery({ ...featuredQuery(zona?.slug ?? '', plan, slug, pagina), enabled: zona !== null });
  if (!zona) return null;
  const titulo = data ? data.destacado.nombre : null;
  return (
    <ProductListing
      zona={zona.slug}
      titulo={titulo}
      migas={[{ label: zona.nombre, href: link('zona', { zona: zona.slug }) }, { label: titulo ?? 'Destacados' }]}
      pagina={data ?? undefined}
      vacio="Por ahora no hay productos en este grupo"
    />
  );
}
