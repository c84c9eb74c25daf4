import {
  metodoPagoNombre,
  OrdenEstatus,
  ordenEstatusNombre,
  PagoEstatus,
  tipoEnvioNombre,
  type OrdenEstatusId,
  type PagoEstatusId,
} from '../../shared/enums';

type ChipColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/** One colour per step, so the list reads at a glance (the theme's primary and success are the same green). */
export const ESTATUS_COLOR: Record<OrdenEstatusId, string> = {
  // white text at 4.5:1 or more on each
  [OrdenEstatus.POR_VERIFICAR]: '#bf360c',
  [OrdenEstatus.VERIFICADO]: '#0277bd',
  [OrdenEstatus.PREPARANDO]: '#6a1b9a',
  [OrdenEstatus.EN_CAMINO]: '#283593',
  [OrdenEstatus.LISTO_RETIRO]: '#283593',
  [OrdenEstatus.ENTREGADO]: '#2e7d32',
  [OrdenEstatus.CANCELADO]: '#c62828',
};

export const PAGO_COLOR: Record<PagoEstatusId, ChipColor> = {
  [PagoEstatus.POR_VERIFICAR]: 'warning',
  [PagoEstatus.VERIFICADO]: 'success',
  [PagoEstatus.RECHAZADO]: 'error',
};

const choices = (names: Record<number, string>) => Object.entries(names).map(([id, name]) => ({ id: Number(id), name }));

export const ESTATUS_CHOICES = choices(ordenEstatusNombre);
export const METODO_CHOICES = choices(metodoPagoNombre);
export const TIPO_ENVIO_CHOICES = choices(tipoEnvioNombre);
