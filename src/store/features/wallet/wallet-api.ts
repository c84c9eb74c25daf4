/**
 * Calls of /tarjeta-saldo (contracts in shared/contracts/wallet.ts), keyed by the customer's uid. The
 * purchase and redemption pass the statuses whose messages the page shows itself.
 */
import { queryOptions } from '@tanstack/react-query';
import type {
  CodigoCanjeado,
  ComprarTarjeta,
  FormComprar,
  HistorialPagina,
  MovimientoDetalle,
  Saldo,
  SolicitudesPagina,
  TarjetaSolicitud,
} from '../../../shared/contracts/wallet';
import { api } from '../../lib/api';

export type { FormComprar, HistorialPagina, Movimiento, MovimientoDetalle, TarjetaSolicitud } from '../../../shared/contracts/wallet';

export const walletKeys = {
  all: (uid: string | null) => ['usuario', uid, 'tarjeta'] as const,
};

export const saldoQuery = (uid: string | null) =>
  queryOptions({ queryKey: [...walletKeys.all(uid), 'saldo'], queryFn: () => api.get<Saldo>('/usuario/tarjeta/saldo'), staleTime: 0 });

export const historialQuery = (uid: string | null, pagina: number) =>
  queryOptions({
    queryKey: [...walletKeys.all(uid), 'historial', pagina],
    queryFn: () => api.get<HistorialPagina>('/usuario/tarjeta/saldo/historial', { query: { pagina } }),
    staleTime: 0,
  });

export const movimientoQuery = (uid: string | null, tipo: string, id: number) =>
  queryOptions({
    queryKey: [...walletKeys.all(uid), 'movimiento', tipo, id],
    queryFn: () => api.get<MovimientoDetalle>(`/usuario/tarjeta/saldo/historial/${encodeURIComponent(tipo)}/${id}`),
  });

export const formComprarQuery = (uid: string | null) =>
  queryOptions({ queryKey: [...walletKeys.all(uid), 'formcomprar'], queryFn: () => api.get<FormComprar>('/usuario/tarjeta/solicitud/formcomprar') });

export const solicitudesQuery = (uid: string | null, pagina: number) =>
  queryOptions({
    queryKey: [...walletKeys.all(uid), 'solicitudes', pagina],
    queryFn: () => api.get<SolicitudesPagina>(`/usuario/tarjeta/solicitud/listado/${pagina}`),
    staleTime: 0,
  });

export function comprarTarjeta(body: ComprarTarjeta) {
  return api.post<TarjetaSolicitud>('/usuario/tarjeta/solicitud/procesarcomprar', body, { passErrors: [400, 409, 422] });
}

export function usarCodigo(codigo: string) {
  return api.post<CodigoCanjeado>('/usuario/tarjeta/regalo/usarcodigo', { codigo }, { passErrors: [400, 409, 422, 429] });
}
