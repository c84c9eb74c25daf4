/** The caller's plan, which decides the price list (normal for guests). */
import type { UsuarioTipoNombre } from '../../shared/enums';
import { useSessionStore } from '../state/session';

export function usePlan(): UsuarioTipoNombre {
  return useSessionStore((s) => s.claims?.usuarioTipo.tipo ?? 'normal');
}
