import { MembresiaSolicitudEstatus, membresiaSolicitudEstatusNombre, metodoPagoNombre, type MembresiaSolicitudEstatusId, type MetodoPagoId } from '../../shared/enums';
import { formatMoney } from '../../shared/money';

export const ESTATUS_CHOICES = Object.entries(membresiaSolicitudEstatusNombre).map(([id, name]) => ({ id: Number(id), name }));
export const METODO_CHOICES = [6, 3, 4, 5].map((id) => ({ id, name: metodoPagoNombre[id as MetodoPagoId] }));
export const estatusNombre = (id: number) => membresiaSolicitudEstatusNombre[id as MembresiaSolicitudEstatusId] ?? String(id);
export const metodoNombre = (id: number) => metodoPagoNombre[id as MetodoPagoId] ?? String(id);
export const estatusColor = (id: number): 'warning' | 'success' | 'error' =>
  id === MembresiaSolicitudEstatus.PENDIENTE ? 'warning' : id === MembresiaSolicitudEstatus.APROBADA ? 'success' : 'error';
export const usd = (v: string) => formatMoney(v, '$');
export const bs = (v: string | null) => (v === null ? null : formatMoney(v, 'Bs.'));
