/** /{zona}/etiqueta/{slug}: the products of a tag, 50 a page. */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { link } from '../../lib/links';
import { tagQuery } from '../../lib/catalog-queries';
import ProductListing from './ProductListing';
import { useListingParams } from './use-listing-params';

export default function TagPage() {
  const { slug = '' } = useParams();
  const { zona, plan, pagina } = useListingParams();
  const { data } = useQuery({ ...tagQuery(zona?.slug ?? '', plan, slug, pagina), enabled: zona !== null });
  if (!zona) return null;
  const titulo = data ? data.etiqueta.nombre : null;
  return (
    <ProductListing
      zona={zona.slug}
      titulo={titulo}
      migas={[{ label: zona.nombre, href: link('zona', { zona: zona.slug }) }, { label: titulo ?? 'Etiqueta' }]}
      pagina={data ?? undefined}
      vacio="Por ahora no hay productos con esta etiqueta"
    />
  );
}
