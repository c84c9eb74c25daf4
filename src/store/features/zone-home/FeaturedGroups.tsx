/** Featured groups as product rows; the special one first and highlighted, each with 'Ver todo'. */
import type { MouseEvent } from 'react';
import type { DestacadoInicio } from '../../../shared/contracts/catalog-pages';
import { useAdTracking } from '../../lib/ad-events';
import { link } from '../../lib/links';
import { useProgressiveCount } from '../../lib/progressive';
import ProductRow from '../../components/ProductRow';
import SectionHeader from './SectionHeader';
import css from './sections.module.css';

export default function FeaturedGroups({ destacados, zona }: { destacados: DestacadoInicio[]; zona: string }) {
  const ordered = [...destacados].sort((a, b) => Number(b.especial) - Number(a.especial));
  // the first group with the page, each other one in a task of its own
  const shown = useProgressiveCount(ordered.length, 1, 1);
  return ordered.slice(0, shown).map((d) => <FeaturedGroup key={d.id} destacado={d} zona={zona} />);
}

/** A group counts a view when half on screen and a click when one of its links ('Ver todo', a product) is followed. */
function FeaturedGroup({ destacado: d, zona }: { destacado: DestacadoInicio; zona: string }) {
  const { viewRef, onClick: onAdClick } = useAdTracking('destacado', d.id);
  const onClick = (e: MouseEvent) => {
    if ((e.target as Element).closest('a')) onAdClick();
  };
  return (
    <section ref={viewRef} onClick={onClick} aria-labelledby={`destacado-${d.id}`} className={d.especial ? css.special : undefined}>
      <SectionHeader
        id={`destacado-${d.id}`}
        titulo={d.nombre}
        verTodo={link('destacado', { zona, slug: d.slug })}
        verTodoLabel={`Ver todo ${d.nombre}`}
      />
      <ProductRow productos={d.producto} zona={zona} label={d.nombre} />
    </section>
  );
}
