/** Top-level categories, each a link to its page. Plain elements (sections.module.css). */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { link } from '../../lib/links';
import CategoryIcon from '../../components/CategoryIcon';
import { srcSet } from '../../lib/images';
import { menuCategoriesQuery } from '../../lib/queries';
import HomeAlert from './HomeAlert';
import css from './sections.module.css';

const SKELETONS = 6;

export default function CategoryGrid({ zona }: { zona: string }) {
  const { data, isPending, isError } = useQuery(menuCategoriesQuery);

  if (isError) return <HomeAlert>No pudimos cargar las categorías.</HomeAlert>;
  return (
    <div className={`${css.cards} ${css.categories}`}>
      {isPending && Array.from({ length: SKELETONS }, (_, i) => <span key={i} className={`${css.skeleton} ${css.categorySkeleton}`} />)}
      {data?.map((c) => (
        <Link key={c.id} to={link('categoriaSlug', { zona, slug: c.slug })} className={`${css.card} ${css.category}`}>
          <div className={css.thumb}>
            {c.miniaturaImagen ? (
              <img src={c.miniaturaImagen.sizes.md} srcSet={srcSet(c.miniaturaImagen)} sizes="(max-width: 599px) 45vw, 200px" alt="" loading="lazy" />
            ) : (
              <CategoryIcon icono={c.icono} size={48} color="#1a7f37" />
            )}
          </div>
          <h3 className={css.cardTitle}>{c.nombre}</h3>
          {c.subcategoria.length > 0 && (
            <span className={css.caption}>
              {c.subcategoria.length} {c.subcategoria.length === 1 ? 'sección' : 'secciones'}
            </span>
          )}
        </Link>
      ))}
    </div>
  );
}
