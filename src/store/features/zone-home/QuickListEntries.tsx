/** Entry points to the zone's quick lists: ready-made baskets for common occasions. Plain elements (sections.module.css). */
import { Link } from 'react-router';
import type { ListaRapida } from '../../../shared/contracts/catalog-pages';
import { link } from '../../lib/links';
import QuickListCover from '../../components/QuickListCover';
import SectionHeader from './SectionHeader';
import css from './sections.module.css';

export default function QuickListEntries({ listas, zona }: { listas: ListaRapida[]; zona: string }) {
  if (listas.length === 0) return null;
  return (
    <section aria-labelledby="listas-titulo">
      <SectionHeader id="listas-titulo" titulo="Listas rápidas" verTodo={link('listasRapidas', { zona })} verTodoLabel="Ver todo: listas rápidas" />
      <div className={css.cards}>
        {listas.map((l) => (
          <Link key={l.id} to={link('listaRapida', { zona, slug: l.slug })} className={css.card}>
            <QuickListCover imagen={l.imagen} sizes="(max-width: 899px) 50vw, 300px" />
            <div className={css.cardBody}>
              <h3 className={css.cardTitle}>{l.nombre}</h3>
              <p className={css.cardText}>{l.descripcion}</p>
            </div>
          </Link>
        ))}
      </div>
    </section>
  );
}
