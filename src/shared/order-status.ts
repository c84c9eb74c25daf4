/**
 * Which status an order may move to next (the one table the server enforces and the back office offers).
 * Forward only: POR_VERIFICAR -> VERIFICADO -> PREPARANDO -> EN_CAMINO (delivery) | LISTO_RETIRO (pickup)
 * -> ENTREGADO; any status before ENTREGADO may be CANCELADO. ENTREGADO and CANCELADO are final.
 */
import { OrdenEstatus, TipoEnvio, type OrdenEstatusId, type TipoEnvioId } from './enums';

const { POR_VERIFICAR, VERIFICADO, PREPARANDO, EN_CAMINO, LISTO_RETIRO, ENTREGADO, CANCELADO } = OrdenEstatus;

export function nextStatuses(estatus: number, tipoEnvio: number): OrdenEstatusId[] {
  switch (estatus) {
    case POR_VERIFICAR:
      return [VERIFICADO, CANCELADO];
    case VERIFICADO:
      return [PREPARANDO, CANCELADO];
    case PREPARANDO:
      return [tipoEnvio === TipoEnvio.PICKUP ? LISTO_RETIRO : EN_CAMINO, CANCELADO];
    case EN_CAMINO:
    case LISTO_RETIRO:
      return [ENTREGADO, CANCELADO];
    default:
      return [];
  }
}

export function canMoveTo(estatus: number, tipoEnvio: number, to: number): boolean {
  return (nextStatuses(estatus, tipoEnvio) as number[]).includes(to);
}

/** Statuses an order of this delivery type goes through when nothing goes wrong, in order. */
export function statusPath(tipoEnvio: TipoEnvioId | number): OrdenEstatusId[] {
  return [POR_VERIFICAR, VERIFICADO, PREPARANDO, tipoEnvio === TipoEnvio.PICKUP ? LISTO_RETIRO : EN_CAMINO, ENTREGADO];
}
