/**
 * Last-resort boundary: an unexpected rendering or loading failure (e.g. an outdated bundle). Plain
 * elements: it must show even when the failure was loading MUI's chunk.
 */
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import buttons from '../components/buttons.module.css';
import css from '../components/notice.module.css';
import PlanLogo from '../components/PlanLogo';

export default function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <div className={css.screen}>
      <div className={css.column}>
        <PlanLogo plan="normal" height={48} />
        <h1 className={css.title}>Algo salió mal</h1>
        <p className={css.text}>No pudimos mostrar esta página. Recargue para obtener la versión más reciente de la tienda.</p>
        <button type="button" className={buttons.contained} onClick={() => window.location.reload()}>
          Recargar
        </button>
      </div>
    </div>
  );
}
