import { describe, expect, it } from 'vitest';
import { EXPRESS_NO_LLEGA, initialState, orderRequest, viewOf, type CheckoutState } from '../../../src/store/features/checkout/checkout-state';
import type { FormPago } from '../../../src/store/lib/orders-api';
import { formPago } from './checkout-fixture';

const extras = { claveIdempotencia: '3f0c7e4a-1b2c-4d5e-8f90-123456789abc', monedaId: 1 };
const EXPRESS_VENTANA = { horarioId: 5, fecha: '2025-11-24', horaInicio: '08:00', horaFin: '11:00', etiqueta: 'Lunes 24 de noviembre, 08:00 a 11:00' };

/** The fixture's area 'Este' offered express at 3.50 in its earliest window. */
function withExpress(): FormPago {
  const form = formPago();
  return { ...form, area: form.area.map((a) => ({ ...a, express: { nombre: 'Express', costoEnvio: '3.50', envioGratisDesde: null, ventana: EXPRESS_VENTANA } })) };
}

const state = (form: FormPago, patch: Partial<CheckoutState>): CheckoutState => ({ ...initialState(form), ...patch });

describe('express at checkout', () => {
  it('goes to the chosen address in the area’s earliest window, with no window to choose, at the express price', () => {
    const form = withExpress();
    const s = state(form, { tipoEnvio: 3, ventana: '7|2025-11-25', metodoId: 1 });
    const view = viewOf(form, s);
    expect(view.ventanas).toEqual([EXPRESS_VENTANA]);
    expect(view.ventana).toEqual(EXPRESS_VENTANA);
    // products 18.92 + packing 0.50 + express 3.50 (delivery there: 2.00)
    expect([view.totals.costoEnvio, view.totals.total]).toEqual(['3.50', '22.92']);
    expect(viewOf(form, state(form, { tipoEnvio: 1, ventana: '5|2025-11-24' })).totals.total).toBe('21.42');
    expect(orderRequest(form, s, view, extras)).toEqual({
      body: { claveIdempotencia: extras.claveIdempotencia, tipoEnvio: 3, direccionUsuarioId: 11, horarioId: 5, fechaEntrega: '2025-11-24', montoSaldo: '0.00', pago: { metodo: 1 }, monedaId: 1, totalEsperado: '22.92' },
    });
  });

  it('an area without express says so, and asks for no window', () => {
    const form = formPago();
    const s = state(form, { tipoEnvio: 3, metodoId: 1 });
    const view = viewOf(form, s);
    expect([view.ventana, view.totals.costoEnvio]).toEqual([null, '0.00']);
    expect(orderRequest(form, s, view, extras)).toEqual({ errors: { entrega: EXPRESS_NO_LLEGA } });
  });
});
