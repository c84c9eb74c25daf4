/** A friendly message when a listing has nothing to show, with a way back. Plain elements (page.module.css). */
import { Link } from 'react-router';
import { PlainIcon } from './PlainIcon';
import css from './page.module.css';

interface Props {
  titulo: string;
  texto?: string;
  /** A link (href) or, for 'Reintentar' and the like, an action (onClick). */
  accion?: { label: string; href: string } | { label: string; onClick: () => void };
}

export default function EmptyState({ titulo, texto, accion }: Props) {
  return (
    <div role="status" className={css.empty}>
      <PlainIcon name="inventory" className={css.emptyIcon} />
      <p className={css.emptyTitle}>{titulo}</p>
      {texto && <p className={css.emptyText}>{texto}</p>}
      {accion &&
        ('href' in accion ? (
          <Link to={accion.href} className={css.button}>
            {accion.label}
          </Link>
        ) : (
          <button type="button" onClick={accion.onClick} className={css.button}>
            {accion.label}
          </button>
        ))}
    </div>
  );
}
