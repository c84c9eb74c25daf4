/**
 * Mounted once by the shell: starts the update checks and shows their dialogs (loaded only when needed).
 * The unrecoverable state is drawn here without any lazy chunk, since loading chunks is what failed.
 */
import { Suspense, useEffect } from 'react';
import { lazyThemed } from '../../components/mui/lazy-themed';
import buttons from '../../components/buttons.module.css';
import css from '../../components/notice.module.css';
import { startAppUpdates } from './update-manager';
import { useUpdateStore } from './update-store';

const UpdateDialogs = lazyThemed(() => import('./UpdateDialogs'));

/** Plain elements: MUI's chunk may be what failed to load. */
function Unrecoverable() {
  return (
    <div className={css.backdrop}>
      <div role="alertdialog" aria-modal="true" aria-labelledby="recargar-titulo" aria-describedby="recargar-texto" className={css.dialog}>
        <h2 id="recargar-titulo" className={css.title}>
          La aplicación necesita recargarse
        </h2>
        <p id="recargar-texto" className={css.text}>
          Ocurrió un problema al cargar una parte de la aplicación. Recargue la página para continuar; su carrito se conserva.
        </p>
        <div className={css.actions}>
          <button type="button" className={buttons.contained} onClick={() => window.location.reload()} autoFocus>
            Recargar
          </button>
        </div>
      </div>
    </div>
  );
}

export default function AppUpdate() {
  const dialog = useUpdateStore((s) => s.dialog);
  useEffect(() => startAppUpdates({ production: import.meta.env.PROD }), []);
  if (dialog === 'ninguno') return null;
  if (dialog === 'irrecuperable') return <Unrecoverable />;
  return (
    <Suspense fallback={null}>
      <UpdateDialogs />
    </Suspense>
  );
}
