import { describe, expect, it } from 'vitest';
import { compactFilter, createDataProvider } from '../../../src/admin/providers/data-provider';
import { createHttpClient } from '../../../src/admin/providers/http';
import { fakeFetch, type FakeCall } from './fake-token';

function setup(handler: (call: FakeCall) => { status?: number; json?: unknown; headers?: Record<string, string> } = () => ({ json: {} })) {
  const { calls, fetch } = fakeFetch(handler);
  const http = createHttpClient({ fetch, cookies: () => 'XSRF-TOKEN=x', token: async () => 'tok', base: '/backend' });
  return { dp: createDataProvider(http, '/backend'), calls };
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://h').searchParams);

describe('admin dataProvider: pedidos y cupones', () => {
  it('lists pedidos from /admin/orden without the filters left empty', async () => {
    const { dp, calls } = setup(() => ({ json: [], headers: { 'Content-Range': 'orden */0' } }));
    await dp.getList('pedido', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'creadoEn', order: 'DESC' },
      filter: { estatus: [], cliente: '', zonaId: 1, totalMin: undefined, metodoPago: [3, 4] },
    });
    expect(calls[0]!.url.split('?')[0]).toBe('/backend/admin/orden');
    expect(queryOf(calls[0]!.url).filter).toBe('{"zonaId":1,"metodoPago":[3,4]}');
    expect(compactFilter({ a: undefined, b: 0, c: false, padreId: null })).toEqual({ b: 0, c: false, padreId: null });
  });

  it('reads a pedido from /admin/orden/{id} and moves it with a JSON PUT', async () => {
    const { dp, calls } = setup(({ init }) => ({ json: { id: 7, body: init.body ? JSON.parse(String(init.body)) : null } }));
    await dp.getOne('pedido', { id: 7 });
    expect(calls[0]!.url).toBe('/backend/admin/orden/7');
    const moved = await dp.putCustom<{ body: unknown }>('orden/7/estatus', { estatus: 2, nota: 'Pago verificado' });
    expect(calls[1]!.url).toBe('/backend/admin/orden/7/estatus');
    expect(calls[1]!.init.method).toBe('PUT');
    expect(new Headers(calls[1]!.init.headers).get('X-XSRF-TOKEN')).toBe('x');
    expect(moved.body).toEqual({ estatus: 2, nota: 'Pago verificado' });
  });

  it('sends only the writable coupon fields, amounts as 2-decimal strings and the code in capitals', async () => {
    const { dp, calls } = setup(({ init }) => ({ json: { id: 5, ...JSON.parse(String(init.body)) } }));
    await dp.create('cupon', {
      data: {
        zonaId: '2',
        nombre: '  Promo  ',
        codigo: 'promo_5 ',
        valor: 4.5,
        porcentaje: false,
        montoMinimo: '',
        usosMaximos: '',
        usosPorUsuario: '2',
        desde: new Date('2025-01-01T04:00:00Z'),
        hasta: '2025-02-01T04:00:00.000Z',
        usos: 9,
        zonaNombre: 'Valencia',
        vigente: true,
      },
    });
    expect(calls[0]!.url).toBe('/backend/admin/cupon');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      zonaId: 2,
      nombre: 'Promo',
      codigo: 'PROMO_5',
      valor: '4.50',
      porcentaje: false,
      montoMinimo: '0.00',
      usosMaximos: null,
      usosPorUsuario: 2,
      desde: '2025-01-01T04:00:00.000Z',
      hasta: '2025-02-01T04:00:00.000Z',
      estatus: 1,
    });
  });

  it('toggles a coupon and never deletes pedidos or cupones', async () => {
    const { dp, calls } = setup(() => ({ json: { id: 5, estatus: 2 } }));
    await dp.toggleStatus('cupon', 5);
    expect(calls[0]!.url).toBe('/backend/admin/cupon/5/estatus');
    await expect(dp.delete('cupon', { id: 5 })).rejects.toThrow();
    await expect(dp.delete('pedido', { id: 5 })).rejects.toThrow();
  });
});
