/** A hit's name with the matched parts marked, rendered as text (a name can never inject markup). */
import { highlightParts, type SearchHit } from './search-hit';
import css from './search.module.css';

export default function HighlightedName({ hit }: { hit: SearchHit }) {
  const parts = highlightParts(hit._highlightResult?.nombre?.value ?? hit.nombre);
  return (
    <>
      {parts.map((p, i) =>
        p.match ? (
          <mark key={i} className={css.mark}>
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}
