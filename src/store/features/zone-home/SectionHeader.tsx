/** A home section's title with an optional 'Ver todo' link on the right. Plain elements (sections.module.css). */
import { Link } from 'react-router';
import buttons from '../../components/buttons.module.css';
import { PlainIcon } from '../../components/PlainIcon';
import css from './sections.module.css';

export default function SectionHeader({ id, titulo, verTodo, verTodoLabel }: { id: string; titulo: string; verTodo?: string; verTodoLabel?: string }) {
  return (
    <div className={css.sectionHeader}>
      <h2 id={id} className={css.heading}>
        {titulo}
      </h2>
      {verTodo && (
        <Link to={verTodo} aria-label={verTodoLabel} className={`${buttons.text} ${css.seeAll}`}>
          Ver todo
          <PlainIcon name="forward" size={20} />
        </Link>
      )}
    </div>
  );
}
