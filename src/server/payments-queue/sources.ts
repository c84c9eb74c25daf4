/**
 * The payment sources of the verification queue. A source is what one kind of manual payment needs to be
 * verified: the role that verifies it, its pending payments (oldest first), which of its payments used a
 * reference, and the decision. Orders, PRIME memberships and balance cards; adding a kind is one more entry in PAYMENT_SOURCES.
 */
import type { AreaRole } from '../../shared/roles';
import { MembresiaSolicitudEstatus, metodoPagoNombre, TarjetaTipo, type MetodoPagoId } from '../../shared/enums';
import { toLocal } from '../../shared/money';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { decideRequest, getRequestAdmin, pendingManualRequests, requestsWithReferences } from '../membership/admin-service';
import { decideOrderPayment, orderPaymentsWithReferences, pendingOrderPayments } from '../orders/verification';
import type { Mailer } from '../plugins/mail';
import { currentActor } from '../request-context';
import { cardRequestsWithReferences, decideCardRequest, getCardRequestAdmin, listPendingCardPayments } from '../wallet/card-admin-service';
import { staffZones } from '../zones/service';
import { PAGO_MENSAJES, type PagoPorVerificar, type PendingPaymentFields } from '../../shared/contracts/payments-queue';

/** A queue row before the duplicate flags are added. */
export type PendingPayment = Omit<PagoPorVerificar, 'duplicado' | 'duplicados'>;

export interface SourceContext {
  db: Db;
  roles: readonly string[];
  usuarioId: number;
  /** Sends what a decision e-mails (a gift card's code). */
  mailer?: Pick<Mailer, 'send'>;
}

export interface PaymentSource {
  tipo: string;
  nombre: string;
  /** The role that verifies this kind of payment. */
  rol: AreaRole;
  /** Up to `limit` pending payments the caller may verify, oldest first, and how many there are. */
  list(ctx: SourceContext, limit: number, q?: string): Promise<{ rows: PendingPayment[]; total: number }>;
  /** Ids (registroId) of this source's payments, of any status, using one of the lower-cased references. */
  references(db: Db, refs: string[]): Promise<{ id: number; referencia: string }[]>;
  decide(ctx: SourceContext, id: number, aprobar: boolean, nota: string): Promise<void>;
}

const metodo = (id: number) => ({ id, nombre: metodoPagoNombre[id as MetodoPagoId] ?? String(id) });

/** What each source says of one pending payment; `row` makes it a queue row. */
interface SourcePayment extends PendingPaymentFields {
  registroId: number;
  descripcion: string;
  enlace: string;
  banco: string | null;
  referencia: string | null;
  fecha: Date | string;
}

function row(source: Pick<PaymentSource, 'tipo' | 'nombre'>, p: SourcePayment): PendingPayment {
  return {
    id: `${source.tipo}-${p.registroId}`,
    tipo: source.tipo,
    tipoNombre: source.nombre,
    registroId: p.registroId,
    descripcion: p.descripcion,
    enlace: p.enlace,
    cliente: { id: p.usuarioId, nombre: p.clienteNombre, email: p.clienteEmail },
    metodo: metodo(p.metodo),
    monto: p.monto,
    montoBs: p.montoBs,
    tasa: p.tasa,
    banco: p.banco,
    referencia: p.referencia,
    fecha: typeof p.fecha === 'string' ? p.fecha : p.fecha.toISOString(),
  };
}

const orderSource: PaymentSource = {
  tipo: 'orden',
  nombre: 'Pedido',
  rol: 'ROLE_PEDIDO',
  async list(ctx, limit, q) {
    const { rows, total } = await pendingOrderPayments(ctx.db, await staffZones(ctx.db, ctx.roles), limit, q);
    return {
      total,
      rows: rows.map((r) => row(orderSource, { ...r, registroId: r.pagoId, descripcion: `Orden #${r.ordenId}`, enlace: `/pedido/${r.ordenId}/show` })),
    };
  },
  references: orderPaymentsWithReferences,
  async decide(ctx, id, aprobar, nota) {
    await decideOrderPayment(ctx.db, await staffZones(ctx.db, ctx.roles), id, { aprobar, nota, autorId: ctx.usuarioId });
  },
};

const membershipSource: PaymentSource = {
  tipo: 'membresia',
  nombre: 'Membresía PRIME',
  rol: 'ROLE_MEMBRESIA',
  async list(ctx, limit, q) {
    const { rows, total } = await pendingManualRequests(ctx.db, limit, q);
    return {
      total,
      rows: rows.map((r) =>
        row(membershipSource, {
          ...r,
          registroId: r.id,
          descripcion: `PRIME ${r.planNombre} (solicitud #${r.id})`,
          enlace: `/membresia/solicitud/${r.id}/show`,
          metodo: r.metodoPago,
          montoBs: r.montoBs ?? toLocal(r.monto, r.tasa),
          fecha: r.creadoEn,
        }),
      ),
    };
  },
  references: requestsWithReferences,
  async decide(ctx, id, aprobar, nota) {
    const s = await getRequestAdmin(ctx.db, id).catch(() => null);
    if (!s || s.metodoPago === 6) throw new AppError(404, PAGO_MENSAJES.noEncontrado);
    if (s.estatus !== MembresiaSolicitudEstatus.PENDIENTE) throw new AppError(409, PAGO_MENSAJES.yaProcesado);
    await decideRequest(ctx.db, id, { estatus: aprobar ? MembresiaSolicitudEstatus.APROBADA : MembresiaSolicitudEstatus.RECHAZADA, nota }, ctx.usuarioId).catch(
      (error: unknown) => {
        // a concurrent decision came first
        if (error instanceof AppError && error.status === 409) throw new AppError(409, PAGO_MENSAJES.yaProcesado);
        throw error;
      },
    );
  },
};

const cardSource: PaymentSource = {
  tipo: 'tarjeta',
  nombre: 'Tarjeta de saldo',
  rol: 'ROLE_TARJETA',
  async list(ctx, limit, q) {
    const { rows, total } = await listPendingCardPayments(ctx.db, limit, q);
    return {
      total,
      rows: rows.map((r) => row(cardSource, { ...r, registroId: r.id, descripcion: `${r.tipo === TarjetaTipo.REGALO ? 'Tarjeta de regalo' : 'Recarga de saldo'} (solicitud #${r.id})`, enlace: `/tarjeta/solicitud/${r.id}` })),
    };
  },
  references: cardRequestsWithReferences,
  async decide(ctx, id, aprobar, nota) {
    const s = await getCardRequestAdmin(ctx.db, id).catch(() => null);
    if (!s) throw new AppError(404, PAGO_MENSAJES.noEncontrado);
    await decideCardRequest(ctx.db, currentActor(), id, aprobar ? 'aprobar' : 'rechazar', nota, ctx.mailer).catch(
      (error: unknown) => {
        if (error instanceof AppError && error.status === 409) throw new AppError(409, PAGO_MENSAJES.yaProcesado);
        throw error;
      },
    );
  },
};

export const PAYMENT_SOURCES: readonly PaymentSource[] = [orderSource, membershipSource, cardSource];
