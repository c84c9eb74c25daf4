/**
 * What /procesar can wait for: each kind reads its payment's state and says where to go once decided.
 * Another kind (a card gateway return, a balance card) is one more entry.
 */
import type { SolicitudMembresia } from '../../../shared/contracts/membership';
import type { OrdenCompleta } from '../../../shared/contracts/orders';
import type { TarjetaSolicitud } from '../../../shared/contracts/wallet';
import { MembresiaSolicitudEstatus, OrdenEstatus, TarjetaSolicitudEstatus, TarjetaTipo } from '../../../shared/enums';
import { api } from '../../lib/api';
import { link } from '../../lib/links';

export const POLL_MS = 3000;

export interface Outcome {
  estado: 'pendiente' | 'aprobado' | 'rechazado';
  titulo: string;
  texto: string;
  /** Where the shopper goes once decided, and the button's text. */
  siguiente: string;
  accion: string;
}

export interface ProcessingKind {
  load(id: number): Promise<Outcome>;
}

/** 401 (session ended by the decision) and 404 are handled by the page itself. */
const PASS = { passErrors: [401, 404] } as const;

const membresia: ProcessingKind = {
  async load(id) {
    const s = (await api.get<SolicitudMembresia>(`/usuario/membresia/solicitud/${id}`, PASS))!;
    const base = { siguiente: link('prime'), accion: 'Ver mi membresía PRIME' };
    if (s.estatus.id === MembresiaSolicitudEstatus.APROBADA) {
      return { ...base, estado: 'aprobado', titulo: '¡Bienvenido a PRIME!', texto: `Su plan ${s.plan.nombre} está activo: ya puede comprar sin monto mínimo y con precios PRIME.` };
    }
    if (s.estatus.id === MembresiaSolicitudEstatus.RECHAZADA) {
      const motivo = s.nota ? ` Motivo: ${s.nota}.` : '';
      return { ...base, estado: 'rechazado', titulo: 'Solicitud PRIME rechazada', texto: `No pudimos verificar su pago.${motivo}`, accion: 'Volver a PRIME' };
    }
    return {
      ...base,
      estado: 'pendiente',
      titulo: 'Verificando su solicitud PRIME',
      texto: `Solicitud #${s.id}, plan ${s.plan.nombre} (${s.metodoPago.nombre}). Nuestro equipo la está verificando.`,
    };
  },
};

const tarjeta: ProcessingKind = {
  async load(id) {
    const s = (await api.get<TarjetaSolicitud>(`/usuario/tarjeta/solicitud/${id}`, PASS))!;
    const base = { siguiente: link('tarjetaSaldo'), accion: 'Ver mi saldo' };
    if (s.estatus.id === TarjetaSolicitudEstatus.APROBADA) {
      const texto = s.tipo.id === TarjetaTipo.REGALO ? `Enviamos la tarjeta de regalo a ${s.destinatarioEmail ?? ''}.` : `Se abonaron $ ${s.monto} a su saldo TZM.`;
      return { ...base, estado: 'aprobado', titulo: 'Pago aprobado', texto };
    }
    if (s.estatus.id === TarjetaSolicitudEstatus.RECHAZADA) {
      return { ...base, estado: 'rechazado', titulo: 'Pago no aprobado', texto: `La solicitud #${s.id} no fue aprobada.${s.nota ? ` ${s.nota}.` : ''}`, accion: 'Volver a mi saldo' };
    }
    return { ...base, estado: 'pendiente', titulo: 'Procesando su pago', texto: `Tarjeta #${s.id} de $ ${s.monto} (${s.metodo.nombre}): esperamos la confirmación.` };
  },
};

const orden: ProcessingKind = {
  async load(id) {
    const o = (await api.get<OrdenCompleta>(`/usuario/orden/${id}/usuario`, PASS))!;
    const base = { siguiente: link('miPedido', { id }), accion: 'Ver mi pedido' };
    if (o.estatus.id === OrdenEstatus.POR_VERIFICAR) {
      return { ...base, estado: 'pendiente', titulo: 'Verificando su pago', texto: `Pedido #${o.id}: estamos confirmando su pago con el banco.` };
    }
    if (o.estatus.id === OrdenEstatus.CANCELADO) {
      return { ...base, estado: 'rechazado', titulo: 'Pago no verificado', texto: `El pedido #${o.id} fue cancelado.` };
    }
    return { ...base, estado: 'aprobado', titulo: 'Pago verificado', texto: `Su pedido #${o.id} ya está en preparación.` };
  },
};

export const PROCESSING_KINDS: Record<string, ProcessingKind | undefined> = { membresia, orden, tarjeta };
