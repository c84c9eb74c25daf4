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

export const ESTATUS_COLOR: Record<OrdenEstatusId, ChipColor> = {
  [OrdenEstatus.POR_VERIFICAR]: 'warning',
  [OrdenEstatus.VERIFICADO]: 'info',
  [OrdenEstatus.PREPARANDO]: 'secondary',
  [OrdenEstatus.EN_CAMINO]: 'primary',
  [OrdenEstatus.LISTO_RETIRO]: 'primary',
  [OrdenEstatus.ENTREGADO]: 'success',
  [OrdenEstatus.CANCELADO]: 'error',
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
