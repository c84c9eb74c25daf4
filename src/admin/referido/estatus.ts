/** Referral statuses as react-admin choices and chip colours. */
import { ReferidoEstatus, referidoEstatusNombre } from '../../shared/enums';

export const ESTATUS_REFERIDO_CHOICES = Object.values(ReferidoEstatus).map((id) => ({ id, name: referidoEstatusNombre[id] }));

export const ESTATUS_COLOR = { 1: 'default', 2: 'info', 3: 'success', 4: 'warning' } as const;
