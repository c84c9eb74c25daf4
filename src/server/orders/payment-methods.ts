/**
 * Payment methods a customer may choose at checkout (spec section 9), with what each one needs and where
 * to pay. The TZM balance is not among them: its part of an order is `montoSaldo`.
 */
import { MetodoPago, metodoPagoNombre, type MetodoPagoId } from '../../shared/enums';
import type { MetodoPagoOpcion } from '../../shared/contracts/orders';

const RIF = { etiqueta: 'RIF', valor: 'J-00000000-0' };
const TITULAR = { etiqueta: 'Titular', valor: 'Mercado en Zonas, C.A.' };

type Option = Omit<MetodoPagoOpcion, 'id' | 'nombre'>;

const OPTIONS: Record<Exclude<MetodoPagoId, typeof MetodoPago.SALDO | typeof MetodoPago.TARJETA>, Option> = {
  [MetodoPago.EFECTIVO]: {
    imagen: '/pagos/efectivo.svg',
    requiere: [],
    enBolivares: false,
    instrucciones: [{ etiqueta: 'Pago', valor: 'En dólares en efectivo al recibir o retirar el pedido' }],
  },
  [MetodoPago.PUNTO_VENTA]: {
    imagen: '/pagos/punto-venta.svg',
    requiere: [],
    enBolivares: true,
    instrucciones: [{ etiqueta: 'Pago', valor: 'Con tarjeta de débito en el punto de venta al recibir o retirar el pedido' }],
  },
  [MetodoPago.PAGO_MOVIL]: {
    imagen: '/pagos/pago-movil.svg',
    requiere: ['referencia', 'banco', 'telefono'],
    enBolivares: true,
    instrucciones: [{ etiqueta: 'Banco', valor: 'Banco de Venezuela (0102)' }, { etiqueta: 'Teléfono', valor: '0414-0000000' }, RIF],
  },
  [MetodoPago.TRANSFERENCIA]: {
    imagen: '/pagos/transferencia.svg',
    requiere: ['referencia', 'banco'],
    enBolivares: true,
    instrucciones: [
      { etiqueta: 'Banco', valor: 'Banco de Venezuela (0102)' },
      { etiqueta: 'Cuenta corriente', valor: '0102-0000-00-0000000000' },
      TITULAR,
      RIF,
    ],
  },
  [MetodoPago.APP_TRANSFERENCIA]: {
    imagen: '/pagos/zelle.svg',
    requiere: ['referencia'],
    enBolivares: false,
    instrucciones: [
      { etiqueta: 'Correo Zelle', valor: 'pagos@mercadoenzonas.com' },
      { etiqueta: 'Titular', valor: 'Mercado en Zonas LLC' },
    ],
  },
  [MetodoPago.OTRO]: {
    imagen: '/pagos/otro.svg',
    requiere: [],
    enBolivares: false,
    instrucciones: [{ etiqueta: 'Pago', valor: 'Atención al cliente te contactará para acordar el pago' }],
  },
};

/** Image of the balance part, for the pages that show an order's payments. */
export const SALDO_IMAGEN = '/pagos/saldo.svg';

const LIST: MetodoPagoOpcion[] = Object.entries(OPTIONS).map(([id, o]) => ({
  id: Number(id),
  nombre: metodoPagoNombre[Number(id) as MetodoPagoId],
  ...o,
}));

export function paymentMethods(): MetodoPagoOpcion[] {
  return LIST;
}

/** A method a customer may choose; undefined for the balance or an unknown id. */
export function paymentMethod(id: number): MetodoPagoOpcion | undefined {
  return LIST.find((m) => m.id === id);
}
