/**
 * The category facet of the results (categoria.lvl0, several may be ticked): always open beside the
 * results on wide screens, a button that opens it above them on phones (which is shown where is decided by
 * CSS, search.module.css). Plain elements; its box is there from the first paint (FacetBox), so the
 * results do not move down when the first answer brings the categories (CLS, issue 8). A tick changes the
 * URL (SearchPage), which the search follows.
 */
import { useState, type ReactNode } from 'react';
import { PlainIcon } from '../../components/PlainIcon';
import type { FacetOption } from './results';
import css from './search.module.css';

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

/** `options` null until the first answer (the box keeps its place); an answer without categories removes it. */
export default function CategoryFacet({ options, onToggle }: { options: FacetOption[] | null; onToggle: (value: string) => void }) {
  const [open, setOpen] = useState(false);
  if (options === null) return <FacetBox />;
  if (options.length === 0) return null;
  return (
    <FacetBox chosen={options.filter((o) => o.isRefined).length} open={open} onToggle={() => setOpen(!open)}>
      <div role="group" aria-label="Categorías" className={open ? css.options : `${css.options} ${css.closed}`}>
        {options.map((option) => (
          <label key={option.value} className={css.option}>
            <input type="checkbox" checked={option.isRefined} onChange={() => onToggle(option.value)} />
            <span className={css.optionLabel}>
              {option.value}
              <span className={css.optionCount}>({option.count})</span>
            </span>
          </label>
        ))}
      </div>
    </FacetBox>
  );
}
