/** The request statuses as react-admin choices and chip colours. */
import { SolicitudBorradoEstatus, solicitudBorradoEstatusNombre } from '../../shared/enums';

export const ESTATUS_SOLICITUD_CHOICES = Object.values(SolicitudBorradoEstatus).map((id) => ({ id, name: solicitudBorradoEstatusNombre[id] }));

export const ESTATUS_COLOR = { 1: 'warning', 2: 'success', 3: 'default' } as const;
