/**
 * The category facet of the results (categoria.lvl0, several may be ticked): always open beside the
 * results on wide screens, a button that opens it above them on phones (which is shown where is decided by
 * CSS, search.module.css). Plain elements; its box is there from the first paint (FacetBox), so the
 * results do not move down when the first answer brings the categories (CLS, issue 8).
 */
import { useState, type ReactNode } from 'react';
import { useInstantSearch, useRefinementList } from 'react-instantsearch';
import { PlainIcon } from '../../components/PlainIcon';
import css from './search.module.css';

export const CATEGORY_ATTRIBUTE = 'categoria.lvl0';

/** The facet's box, heading (wide screens) and toggle (phones); `children` the options when open. */
export function FacetBox({ chosen = 0, open = false, onToggle, children }: { chosen?: number; open?: boolean; onToggle?: () => void; children?: ReactNode }) {
  return (
    <section aria-label="Filtrar por categoría" className={css.facet}>
      <h2 className={css.facetTitle}>Categorías</h2>
      <button type="button" aria-expanded={open} onClick={onToggle} className={css.facetToggle}>
        <PlainIcon name="filter" />
        <span className={css.toggleLabel}>{chosen > 0 ? `Categorías (${chosen})` : 'Categorías'}</span>
        <PlainIcon name="arrowDown" className={open ? `${css.expand} ${css.expanded}` : css.expand} />
      </button>
      {children}
    </section>
  );
}

export default function CategoryFacet() {
  const { items, refine } = useRefinementList({ attribute: CATEGORY_ATTRIBUTE, limit: 50, sortBy: ['isRefined', 'count:desc', 'name:asc'] });
  const { results } = useInstantSearch();
  const [open, setOpen] = useState(false);
  const answered = results !== undefined && results.__isArtificial !== true;
  // until the first answer the box keeps its place; an answer without categories (no results) removes it
  if (answered && items.length === 0) return null;
  return (
    <FacetBox chosen={items.filter((i) => i.isRefined).length} open={open} onToggle={() => setOpen(!open)}>
      <div role="group" aria-label="Categorías" className={open ? css.options : `${css.options} ${css.closed}`}>
        {items.map((item) => (
          <label key={item.value} className={css.option}>
            <input type="checkbox" checked={item.isRefined} onChange={() => refine(item.value)} />
            <span className={css.optionLabel}>
              {item.label}
              <span className={css.optionCount}>({item.count})</span>
            </span>
          </label>
        ))}
      </div>
    </FacetBox>
  );
}
