import { describe, expect, it } from 'vitest';
import { activeStep, parseRastreo, parseRastreoListado } from '../../../src/store/features/orders/tracking';

const datos = { id: 41, fechaHora: '2025-11-23T14:05:00.000Z', tiempoEnvio: 45, tipoEnvio: 1, direccion: 'Av. Principal', total: '21.42', estatus: { id: 1, nombre: 'Pago por verificar' } };
const proceso = {
  image: '/rastreo/verificando.svg',
  steps: [
    { name: 'Pago por verificar', time: '2025-11-23T14:05:00.000Z', message: 'Recibimos su pedido', error: false },
    { name: 'Pago verificado', time: null, message: '', error: false },
    { name: 'Entregado', time: null, message: '', error: false },
  ],
};

describe('tracking entries', () => {
  it('reads dataOrder and process from their JSON text', () => {
    const r = parseRastreo({ dataOrder: JSON.stringify(datos), process: JSON.stringify(proceso) });
    expect(r?.datos).toEqual(datos);
    expect(r?.proceso).toEqual(proceso);
    expect(activeStep(r!.proceso.steps)).toBe(0);
  });

  it('skips entries whose order data cannot be read', () => {
    const list = parseRastreoListado([
      { dataOrder: '{roto', process: JSON.stringify(proceso) },
      { dataOrder: JSON.stringify([1, 2]), process: '{}' },
      { dataOrder: JSON.stringify({ ...datos, id: 0 }), process: '{}' },
      { dataOrder: JSON.stringify(datos), process: 'null' },
    ]);
    expect(list).toHaveLength(1);
    expect(list[0]!.proceso).toEqual({ image: '', steps: [] });
  });

  it('tolerates odd fields: numbers as text, steps without a name, a missing status', () => {
    const r = parseRastreo({
      dataOrder: JSON.stringify({ id: '7', tipoEnvio: '2', total: 3 }),
      process: JSON.stringify({ image: 5, steps: [{ name: 'Cancelado', time: '2025-11-23T15:00:00Z', message: 'Sin pago', error: true }, { time: 'x' }, 'paso'] }),
    });
    expect(r?.datos).toMatchObject({ id: 7, tipoEnvio: 2, total: '3', estatus: { id: 0, nombre: '' }, direccion: '' });
    expect(r?.proceso.image).toBe('5');
    expect(r?.proceso.steps).toEqual([{ name: 'Cancelado', time: '2025-11-23T15:00:00Z', message: 'Sin pago', error: true }]);
  });

  it('the active step is the last one reached or in error', () => {
    expect(activeStep([])).toBe(-1);
    expect(activeStep(proceso.steps.map((s) => ({ ...s, time: null })))).toBe(-1);
    expect(activeStep([proceso.steps[0]!, { ...proceso.steps[1]!, error: true }, proceso.steps[2]!])).toBe(1);
  });
});
