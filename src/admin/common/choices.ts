import { Estatus, estatusNombre } from '../../shared/enums';

/** Active / inactive, the generic status of categories, coupons, zones and pickup addresses. */
export const ESTATUS_CHOICES = [
  { id: Estatus.ACTIVO, name: estatusNombre[Estatus.ACTIVO] },
  { id: Estatus.INACTIVO, name: estatusNombre[Estatus.INACTIVO] },
];
