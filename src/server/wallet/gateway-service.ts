/**
 * Card payments through the configured gateway (card-gateway.ts) for balance cards and PRIME requests:
 * `startCardPayment` records the payment (pago_pasarela) and opens the gateway's session; `applyGatewayEvent`
 * takes the signed webhook's decision in one transaction: the payment row locked and guarded (estatus
 * pendiente), the amount and currency checked against it, then the cause approved (its ledger movement or
 * membership) or rejected. A replay, or a second webhook racing the first, finds the row decided and does nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { MetodoPagoOpcion } from '../../shared/contracts/orders';
import { MembresiaSolicitudEstatus, MetodoPago, metodoPagoNombre, TarjetaSolicitudEstatus } from '../../shared/enums';
import { compare } from '../../shared/money';
import type { Db, Tx } from '../db/client';
import { AppError, unprocessable } from '../errors';
import { decideRequest } from '../membership/admin-service';
import { membresiaSolicitud } from '../membership/tables';
import type { Mailer } from '../plugins/mail';
import { CardGatewayError, type CardGateway, type GatewayEvent } from './card-gateway';
import { decideCardRequest } from './card-admin-service';
import { pagoPasarela, tarjetaSolicitud } from './tables';

export const TARJETA_NO_DISPONIBLE = 'El pago con tarjeta no está disponible';
export const PASARELA_NO_RESPONDE = 'La pasarela de pago no respondió; intente de nuevo en unos minutos';
export const PAGO_NO_ENCONTRADO = 'Pago no encontrado';
export const PAGO_NO_COINCIDE = 'El monto o la moneda no coinciden con el pago';

export const PagoPasarelaEstatus = { PENDIENTE: 1, APROBADO: 2, RECHAZADO: 3 } as const;

export type Causa = 'tarjeta' | 'membresia';

/** The gateway and the addresses it sends the shopper back to and posts its decision to. */
export interface GatewaySetup {
  gateway: CardGateway;
  /** Public origin of the store (PUBLIC_URL). */
  publicUrl: string;
  /** Absolute address of the webhook. */
  webhookUrl: string;
}

/** The card option the forms offer when a gateway is configured. */
export const TARJETA_OPCION: MetodoPagoOpcion = {
  id: MetodoPago.TARJETA,
  nombre: metodoPagoNombre[MetodoPago.TARJETA],
  imagen: '/pagos/tarjeta.svg',
  requiere: [],
  enBolivares: false,
  instrucciones: [{ etiqueta: 'Pago', valor: 'En la página segura de la pasarela de pago; al terminar vuelve a la tienda' }],
};

/** 422 when card payments are asked for and no gateway is configured. */
export function requireGateway(setup: GatewaySetup | null): GatewaySetup {
  if (!setup) throw unprocessable(TARJETA_NO_DISPONIBLE, { metodo: TARJETA_NO_DISPONIBLE });
  return setup;
}

/** The page /procesar polls for a cause. */
const returnPath = (causa: Causa, id: number) => `/procesar?tipo=${causa}&id=${id}`;

/**
 * Records the card payment of a cause just written (its row exists, pending) and opens the gateway's session;
 * answers the payment page's address. The gateway failing rejects the cause (nothing was charged) and
 * answers 503 in Spanish.
 */
export async function startCardPayment(
  db: Db,
  setup: GatewaySetup,
  p: { causa: Causa; causaId: number; usuarioId: number; monto: string; descripcion: string },
): Promise<string> {
  const [pago] = await db
    .insert(pagoPasarela)
    .values({ usuarioId: p.usuarioId, causa: p.causa, causaId: p.causaId, monto: p.monto })
    .onConflictDoNothing()
    .returning();
  const [row] = pago ? [pago] : await db.select().from(pagoPasarela).where(and(eq(pagoPasarela.causa, p.causa), eq(pagoPasarela.causaId, p.causaId)));
  try {
    const session = await setup.gateway.createSession({
      referencia: `mz-${row!.id}`,
      monto: row!.monto,
      moneda: 'USD',
      descripcion: p.descripcion,
      urlRetorno: `${setup.publicUrl}${returnPath(p.causa, p.causaId)}`,
      urlNotificacion: setup.webhookUrl,
    });
    await db.update(pagoPasarela).set({ sesionId: session.id }).where(eq(pagoPasarela.id, row!.id));
    return session.url;
  } catch (e) {
    if (!(e instanceof CardGatewayError)) throw e;
    await rejectCause(db, row!.causa as Causa, row!.causaId, 'La pasarela de pago no respondió');
    await db.update(pagoPasarela).set({ estatus: PagoPasarelaEstatus.RECHAZADO, decididoEn: new Date() }).where(eq(pagoPasarela.id, row!.id));
    throw new AppError(503, PASARELA_NO_RESPONDE);
  }
}

async function rejectCause(db: Db | Tx, causa: Causa, id: number, nota: string): Promise<void> {
  if (causa === 'tarjeta') await decideCardRequest(db as Db, null, id, 'rechazar', nota);
  else await decideRequest(db as Db, id, { estatus: MembresiaSolicitudEstatus.RECHAZADA, nota }, null);
}

/** The cause is still waiting (a staff member could not have decided it: it is not in the verification queue). */
async function causePending(tx: Tx, causa: Causa, id: number): Promise<boolean> {
  if (causa === 'tarjeta') {
    const [r] = await tx.select({ estatus: tarjetaSolicitud.estatus }).from(tarjetaSolicitud).where(eq(tarjetaSolicitud.id, id));
    return r?.estatus === TarjetaSolicitudEstatus.POR_VERIFICAR;
  }
  const [r] = await tx.select({ estatus: membresiaSolicitud.estatus }).from(membresiaSolicitud).where(eq(membresiaSolicitud.id, id));
  return r?.estatus === MembresiaSolicitudEstatus.PENDIENTE;
}

/**
 * Applies a verified webhook event. Answers 'aplicado' or 'repetido' (already decided: nothing done); 404
 * for an unknown session or reference, 422 when the amount or currency differ from the payment's.
 */
export async function applyGatewayEvent(db: Db, event: GatewayEvent, mailer?: Pick<Mailer, 'send'>): Promise<'aplicado' | 'repetido'> {
  const id = /^mz-(\d{1,10})$/.exec(event.referencia)?.[1];
  if (!id) throw new AppError(404, PAGO_NO_ENCONTRADO);
  const mail: { pending: (() => Promise<void>) | null } = { pending: null };
  const result = await db.transaction(async (tx) => {
    const [pago] = await tx
      .select()
      .from(pagoPasarela)
      .where(and(eq(pagoPasarela.id, Number(id)), eq(pagoPasarela.sesionId, event.sesion)))
      .for('update');
    if (!pago) throw new AppError(404, PAGO_NO_ENCONTRADO);
    if (event.moneda.toUpperCase() !== pago.moneda || !/^\d{1,12}(\.\d{1,2})?$/.test(event.monto) || compare(event.monto, pago.monto) !== 0) {
      throw unprocessable(PAGO_NO_COINCIDE, { monto: PAGO_NO_COINCIDE });
    }
    if (pago.estatus !== PagoPasarelaEstatus.PENDIENTE) return 'repetido' as const;
    const causa = pago.causa as Causa;
    const aprobado = event.estado === 'aprobado';
    await tx
      .update(pagoPasarela)
      .set({ estatus: aprobado ? PagoPasarelaEstatus.APROBADO : PagoPasarelaEstatus.RECHAZADO, decididoEn: new Date() })
      .where(eq(pagoPasarela.id, pago.id));
    if (!(await causePending(tx, causa, pago.causaId))) return 'repetido' as const;
    if (!aprobado) await rejectCause(tx, causa, pago.causaId, 'Pago con tarjeta rechazado por la pasarela');
    else if (causa === 'tarjeta') await decideCardRequest(tx as unknown as Db, null, pago.causaId, 'aprobar', 'Pagada con tarjeta', mailer ? collect(mail, mailer) : undefined);
    else await decideRequest(tx as unknown as Db, pago.causaId, { estatus: MembresiaSolicitudEstatus.APROBADA, nota: 'Pagada con tarjeta' }, null);
    return 'aplicado' as const;
  });
  // a gift code's e-mail leaves once the whole transaction is committed
  if (mail.pending) await mail.pending();
  return result;
}

/** A mailer that holds the message until the caller's transaction commits. */
function collect(mail: { pending: (() => Promise<void>) | null }, mailer: Pick<Mailer, 'send'>): Pick<Mailer, 'send'> {
  return {
    send: async (message) => {
      mail.pending = async () => void (await mailer.send(message));
    },
  };
}
