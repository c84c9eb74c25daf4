import { describe, expect, it } from 'vitest';
import {
  adjustmentMessages,
  initialState,
  orderRequest,
  splitServerErrors,
  viewOf,
  withoutErrorsOf,
  type CheckoutState,
} from '../../../src/store/features/checkout/checkout-state';
import { formPago } from './checkout-fixture';

const CLAVE = '3f0c7e4a-1b2c-4d5e-8f90-123456789abc';
const extras = { claveIdempotencia: CLAVE, monedaId: 2 };

function state(form = formPago(), patch: Partial<CheckoutState> = {}): CheckoutState {
  return { ...initialState(form), ...patch };
}

describe('checkout choices', () => {
  it('starts with delivery to the first address inside the areas, nothing else chosen', () => {
    const s = initialState(formPago());
    expect(s).toMatchObject({ tipoEnvio: 1, direccionUsuarioId: 11, direccionZonaId: 3, ventana: null, usarSaldo: false, metodoId: null });
    expect(initialState(formPago({ area: [] })).tipoEnvio).toBe(2);
  });

  it('an address outside the areas has no windows and no delivery cost', () => {
    const form = formPago();
    const view = viewOf(form, state(form, { direccionUsuarioId: 12 }));
    expect(view.area).toBeNull();
    expect(view.ventanas).toEqual([]);
    expect(view.totals.costoEnvio).toBe('0.00');
  });

  it('pickup offers the point windows and no delivery cost', () => {
    const form = formPago();
    const view = viewOf(form, state(form, { tipoEnvio: 2 }));
    expect(view.punto?.id).toBe(3);
    expect(view.ventanas.map((v) => v.horarioId)).toEqual([40]);
    expect(view.totals.total).toBe('19.42');
    const paid = formPago();
    paid.retiro[0]!.costoEnvio = '1.25';
    expect(viewOf(paid, state(paid, { tipoEnvio: 2 })).totals).toMatchObject({ costoEnvio: '1.25', total: '20.67' });
  });

  it('the balance field defaults to the whole balance and leaves the rest for the method', () => {
    const form = formPago();
    const view = viewOf(form, state(form, { usarSaldo: true }));
    expect(view.saldoTexto).toBe('5,00');
    expect(view.split).toEqual({ saldo: '5.00', resto: '16.42' });
    const over = viewOf(form, state(form, { usarSaldo: true, montoSaldo: '6' }));
    expect(over.saldoError).toBe('El monto supera su saldo disponible');
    expect(over.split).toEqual({ saldo: '0.00', resto: '21.42' });
  });

  it('a balance that covers the total needs no other method', () => {
    const form = formPago({ saldo: '100.00' });
    const view = viewOf(form, state(form, { usarSaldo: true, metodoId: 3 }));
    expect(view.split).toEqual({ saldo: '21.42', resto: '0.00' });
    expect(view.metodo).toBeNull();
  });
});

describe('the registrar body', () => {
  it('says what is missing, by section', () => {
    const form = formPago();
    const s = state(form, { metodoId: 3 });
    const result = orderRequest(form, s, viewOf(form, s), extras);
    expect(result).toEqual({
      errors: {
        ventana: 'Elija el horario de entrega',
        referencia: 'Este dato es obligatorio para este método de pago',
        banco: 'Este dato es obligatorio para este método de pago',
      },
    });
  });

  it('balance plus mobile payment: only the fields the method requires, normalised', () => {
    const form = formPago();
    const s = state(form, {
      ventana: '5|2025-11-24',
      usarSaldo: true,
      metodoId: 3,
      cupon: { id: 1, nombre: 'Diez', codigo: 'DIEZ', valor: '10.00', porcentaje: true, montoMinimo: '0.00', hasta: '2030-01-01T00:00:00Z' },
      campos: { referencia: ' 00123456 ', telefono: '0414-123 4567', banco: 'Banesco', documento: 'ignored' },
      nota: '  Tocar el timbre  ',
    });
    const result = orderRequest(form, s, viewOf(form, s), extras);
    expect(result).toEqual({
      body: {
        claveIdempotencia: CLAVE,
        tipoEnvio: 1,
        direccionUsuarioId: 11,
        horarioId: 5,
        fechaEntrega: '2025-11-24',
        cuponCodigo: 'DIEZ',
        montoSaldo: '5.00',
        pago: { metodo: 3, referencia: '00123456', telefono: '04141234567', banco: 'Banesco' },
        monedaId: 2,
        // 21.42 - 1.89 discount
        totalEsperado: '19.53',
        nota: 'Tocar el timbre',
      },
    });
  });

  it('pickup paid in full with the balance sends no method', () => {
    const form = formPago({ saldo: '100.00' });
    const s = state(form, { tipoEnvio: 2, ventana: '40|2025-11-24', usarSaldo: true });
    const result = orderRequest(form, s, viewOf(form, s), { ...extras, monedaId: 1 });
    expect(result).toEqual({
      body: { claveIdempotencia: CLAVE, tipoEnvio: 2, direccionZonaId: 3, horarioId: 40, fechaEntrega: '2025-11-24', montoSaldo: '19.42', monedaId: 1, totalEsperado: '19.42' },
    });
  });
});

describe('server errors', () => {
  it('places field errors in their sections and keeps the rest as messages', () => {
    expect(splitServerErrors({ 'pago.referencia': 'Formato inválido', montoSaldo: 'Saldo insuficiente', horarioId: 'Horario bloqueado', '12': 'Sin existencia' })).toEqual({
      byKey: { referencia: 'Formato inválido', saldo: 'Saldo insuficiente', ventana: 'Horario bloqueado' },
      otros: ['Sin existencia'],
    });
    expect(splitServerErrors(undefined)).toEqual({ byKey: {}, otros: [] });
  });

  it('a change clears the errors of what it changed', () => {
    const errors = { entrega: 'a', ventana: 'b', saldo: 'c', referencia: 'd' };
    expect(withoutErrorsOf(errors, { direccionUsuarioId: 11 })).toEqual({ saldo: 'c', referencia: 'd' });
    expect(withoutErrorsOf(errors, { campos: { referencia: '', banco: '', telefono: '', documento: '' } })).toEqual({ entrega: 'a', ventana: 'b', saldo: 'c' });
  });
});

describe('cart adjustments', () => {
  it('shows what the server changed, not the empty-cart or minimum notices', () => {
    const errores = { '0': ['Arroz 1 kg: cantidad ajustada a 4', 'El monto mínimo de compra es de $ 20,00'] };
    expect(adjustmentMessages(formPago({ valido: false, errores }), 0)).toEqual(['Arroz 1 kg: cantidad ajustada a 4']);
    expect(adjustmentMessages(formPago({ valido: false, errores: { '0': ['El carrito está vacío'] } }), 0)).toEqual([]);
    expect(adjustmentMessages(formPago({ valido: true, errores }), 0)).toEqual([]);
  });
});
