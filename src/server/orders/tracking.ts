/**
 * The tracking panel (GET /usuario/rastreo/listado): the caller's orders in progress and those finished in
 * the last 48 hours, each with the steps of its delivery type, when each was reached (from the status
 * history), a message and an image; a cancelled order ends in an error step with the error image.
 * Each entry carries its two parts as JSON text, as the spec has them.
 */
import { and, desc, eq, gte, notInArray, or } from 'drizzle-orm';
import type { DatosRastreo, PasoRastreo, ProcesoRastreo, RastreoListado } from '../../shared/contracts/orders';
import { OrdenEstatus, ordenEstatusNombre, type OrdenEstatusId } from '../../shared/enums';
import { statusPath } from '../../shared/order-status';
import type { Db } from '../db/client';
import { windowLabel } from '../delivery/windows';
import { orderHistory, type HistoryEntry } from './service';
import { orden } from './tables';

export const FINISHED_VISIBLE_MS = 48 * 3600_000;
const MAX_TRACKED = 50;
const FINAL = [OrdenEstatus.ENTREGADO, OrdenEstatus.CANCELADO];

const IMAGES: Record<OrdenEstatusId, string> = {
  [OrdenEstatus.POR_VERIFICAR]: '/rastreo/recibido.svg',
  [OrdenEstatus.VERIFICADO]: '/rastreo/verificado.svg',
  [OrdenEstatus.PREPARANDO]: '/rastreo/preparando.svg',
  [OrdenEstatus.EN_CAMINO]: '/rastreo/en-camino.svg',
  [OrdenEstatus.LISTO_RETIRO]: '/rastreo/listo-retiro.svg',
  [OrdenEstatus.ENTREGADO]: '/rastreo/entregado.svg',
  [OrdenEstatus.CANCELADO]: '/rastreo/error.svg',
};

const STEP_NAMES: Record<number, string> = {
  [OrdenEstatus.POR_VERIFICAR]: 'Pedido recibido',
  [OrdenEstatus.VERIFICADO]: 'Pago verificado',
  [OrdenEstatus.PREPARANDO]: 'En preparación',
  [OrdenEstatus.EN_CAMINO]: 'En camino',
  [OrdenEstatus.LISTO_RETIRO]: 'Listo para retirar',
  [OrdenEstatus.ENTREGADO]: 'Entregado',
};

type TrackedOrder = Pick<typeof orden.$inferSelect, 'id' | 'creadoEn' | 'estatus' | 'tipoEnvio' | 'direccion' | 'fechaEntrega' | 'horaInicio' | 'horaFin'>;

/** What a step says once reached, or while still ahead. */
function stepMessage(estatus: number, reached: boolean, o: TrackedOrder): string {
  const ventana = windowLabel(o.fechaEntrega, o.horaInicio, o.horaFin);
  switch (estatus) {
    case OrdenEstatus.POR_VERIFICAR:
      return `Recibimos tu pedido #${o.id}`;
    case OrdenEstatus.VERIFICADO:
      return reached ? 'Tu pago fue verificado' : 'Estamos verificando tu pago';
    case OrdenEstatus.PREPARANDO:
      return reached ? 'Estamos preparando tu pedido' : 'Lo prepararemos cuando el pago esté verificado';
    case OrdenEstatus.EN_CAMINO:
      return reached ? `Tu pedido va en camino a ${o.direccion}` : `Saldrá hacia tu dirección: ${ventana}`;
    case OrdenEstatus.LISTO_RETIRO:
      return reached ? `Tu pedido está listo para retirar en ${o.direccion}` : `Podrás retirarlo: ${ventana}`;
    default:
      return reached ? '¡Pedido entregado! Gracias por tu compra' : `Entrega prevista: ${ventana}`;
  }
}

export function trackingProcess(o: TrackedOrder, history: HistoryEntry[]): ProcesoRastreo {
  const path = statusPath(o.tipoEnvio);
  const firstAt = (estatus: number) => history.find((h) => h.estatus === estatus);
  const cancelled = o.estatus === OrdenEstatus.CANCELADO;
  // how far the order got: for a cancelled one, the last status before the cancellation
  const lastReached = cancelled ? [...history].reverse().find((h) => h.estatus !== OrdenEstatus.CANCELADO)?.estatus : o.estatus;
  const reachedIndex = Math.max(0, path.indexOf((lastReached ?? OrdenEstatus.POR_VERIFICAR) as OrdenEstatusId));
  const steps: PasoRastreo[] = path.map((estatus, i) => {
    const reached = i <= reachedIndex;
    const entry = firstAt(estatus);
    const time = reached ? (entry?.creadoEn ?? (i === 0 ? o.creadoEn : null)) : null;
    return {
      name: STEP_NAMES[estatus]!,
      time: time?.toISOString() ?? null,
      message: stepMessage(estatus, reached, o),
      error: false,
    };
  });
  if (!cancelled) return { image: IMAGES[o.estatus as OrdenEstatusId] ?? IMAGES[OrdenEstatus.POR_VERIFICAR], steps };
  const cancel = firstAt(OrdenEstatus.CANCELADO);
  return {
    image: IMAGES[OrdenEstatus.CANCELADO],
    steps: [
      ...steps.slice(0, reachedIndex + 1),
      { name: 'Pedido cancelado', time: cancel?.creadoEn.toISOString() ?? null, message: cancel?.nota || 'Tu pedido fue cancelado', error: true },
    ],
  };
}

/** GET /usuario/rastreo/listado */
export async function trackingList(db: Db, usuarioId: number, now = new Date()): Promise<RastreoListado> {
  const orders = await db
    .select({
      id: orden.id,
      creadoEn: orden.creadoEn,
      estatus: orden.estatus,
      tipoEnvio: orden.tipoEnvio,
      direccion: orden.direccion,
      fechaEntrega: orden.fechaEntrega,
      horaInicio: orden.horaInicio,
      horaFin: orden.horaFin,
      tiempoEnvio: orden.tiempoEnvio,
      total: orden.total,
    })
    .from(orden)
    .where(
      and(
        eq(orden.usuarioId, usuarioId),
        or(notInArray(orden.estatus, FINAL), gte(orden.actualizadoEn, new Date(now.getTime() - FINISHED_VISIBLE_MS))),
      ),
    )
    .orderBy(desc(orden.creadoEn), desc(orden.id))
    .limit(MAX_TRACKED);
  const history = await orderHistory(
    db,
    orders.map((o) => o.id),
  );
  return {
    rastreo: orders.map((o) => {
      const data: DatosRastreo = {
        id: o.id,
        fechaHora: o.creadoEn.toISOString(),
        tiempoEnvio: o.tiempoEnvio,
        tipoEnvio: o.tipoEnvio,
        direccion: o.direccion,
        total: o.total,
        estatus: { id: o.estatus, nombre: ordenEstatusNombre[o.estatus as OrdenEstatusId] },
      };
      return { dataOrder: JSON.stringify(data), process: JSON.stringify(trackingProcess(o, history.get(o.id) ?? [])) };
    }),
  };
}
