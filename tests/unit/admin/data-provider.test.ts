import { describe, expect, it } from 'vitest';
import { createDataProvider, queryString, uniqueCheckUrl } from '../../../src/admin/providers/data-provider';
import { createHttpClient } from '../../../src/admin/providers/http';
import { fakeFetch, type FakeCall } from './fake-token';

function setup(handler: (call: FakeCall) => { status?: number; json?: unknown; headers?: Record<string, string> } = () => ({ json: {} })) {
  const { calls, fetch } = fakeFetch(handler);
  const http = createHttpClient({ fetch, cookies: () => 'XSRF-TOKEN=x', token: async () => 'tok', base: '/backend' });
  return { dp: createDataProvider(http, '/backend'), calls };
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://h').searchParams);

describe('admin dataProvider', () => {
  it('lists with filter, sort and range and reads the total from Content-Range', async () => {
    const { dp, calls } = setup(() => ({ json: [{ id: 3, nombre: 'Víveres' }], headers: { 'Content-Range': 'categoria 50-99/123' } }));
    const result = await dp.getList('categoria', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'nombre', order: 'ASC' },
      filter: { q: 'arroz', estatus: 1, nivel: 'sub' },
    });
    expect(result).toEqual({ data: [{ id: 3, nombre: 'Víveres' }], total: 123 });
    const { url, init } = calls[0]!;
    expect(url.split('?')[0]).toBe('/backend/admin/categoria');
    expect(queryOf(url)).toEqual({
      filter: '{"q":"arroz","estatus":1,"nivel":"sub"}',
      range: '[50,99]',
      sort: '["nombre","ASC"]',
    });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('reads one record by id', async () => {
    const { dp, calls } = setup(() => ({ json: { id: 7 } }));
    expect(await dp.getOne('categoria', { id: 7 })).toEqual({ data: { id: 7 } });
    expect(calls[0]!.url).toBe('/backend/admin/categoria/7');
  });

  it('creates and updates with only the writable category fields', async () => {
    const { dp, calls } = setup(({ init }) => ({ json: { id: 9, ...JSON.parse(String(init.body)) } }));
    await dp.create('categoria', { data: { nombre: ' Lácteos ', slug: '', padreId: '', icono: 'egg', orden: null } });
    expect(calls[0]!.url).toBe('/backend/admin/categoria');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ nombre: 'Lácteos', padreId: null, icono: 'egg', orden: 0, estatus: 1 });

    const record = { id: 9, nombre: 'Quesos', slug: 'quesos', padreId: 3, icono: null, orden: 2, estatus: 2, productos: 4, miniaturaImagen: null };
    await dp.update('categoria', { id: 9, data: record, previousData: record });
    expect(calls[1]!.url).toBe('/backend/admin/categoria/9');
    expect(calls[1]!.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ nombre: 'Quesos', slug: 'quesos', padreId: 3, icono: null, orden: 2, estatus: 2 });
    expect(new Headers(calls[1]!.init.headers).get('X-XSRF-TOKEN')).toBe('x');
  });

  it("uses a resource's spec verbs for create, read and update (zones: registrar, {zona}/editardata, {zona}/editar)", async () => {
    const { dp, calls } = setup(({ init }) => ({ json: { id: 4, ...(init.body ? JSON.parse(String(init.body)) : {}) } }));
    await dp.create('zona', { data: { nombre: ' Barquisimeto ', slug: '', orden: '' } });
    expect([calls[0]!.init.method, calls[0]!.url]).toEqual(['POST', '/backend/admin/zona/registrar']);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ nombre: 'Barquisimeto' });
    expect(await dp.getOne('zona', { id: 4 })).toEqual({ data: { id: 4 } });
    expect(calls[1]!.url).toBe('/backend/admin/zona/4/editardata');
    const record = { id: 4, nombre: 'Barquisimeto', slug: 'barquisimeto', orden: 3, estatus: 1, sucursales: 0 };
    await dp.update('zona', { id: 4, data: record, previousData: record });
    expect([calls[2]!.init.method, calls[2]!.url]).toEqual(['PUT', '/backend/admin/zona/4/editar']);
    expect(JSON.parse(String(calls[2]!.init.body))).toEqual({ nombre: 'Barquisimeto', slug: 'barquisimeto', orden: 3 });
  });

  it('refuses deleting categories without calling the server', async () => {
    const { dp, calls } = setup();
    await expect(dp.delete('categoria', { id: 1 })).rejects.toThrow('Operación no disponible');
    await expect(dp.deleteMany('categoria', { ids: [1] })).rejects.toThrow('Operación no disponible');
    expect(calls).toHaveLength(0);
  });

  it('toggles the status with PUT /<resource>/<id>/estatus', async () => {
    const { dp, calls } = setup(() => ({ json: { id: 4, estatus: 2 } }));
    expect(await dp.toggleStatus('categoria', 4, 2)).toEqual({ data: { id: 4, estatus: 2 } });
    await dp.toggleStatus('categoria', 4);
    expect(calls.map((c) => [c.init.method, c.url, c.init.body])).toEqual([
      ['PUT', '/backend/admin/categoria/4/estatus', '{"estatus":2}'],
      ['PUT', '/backend/admin/categoria/4/estatus', '{}'],
    ]);
  });

  it('uploads an image as multipart field "imagen" with X-Upload and no JSON content type', async () => {
    const { dp, calls } = setup(() => ({ json: { id: 4, miniaturaImagen: { sizes: {} } } }));
    const file = new File([new Uint8Array([1, 2, 3])], 'foto.png', { type: 'image/png' });
    await dp.uploadImage('categoria', 4, file);
    const { url, init } = calls[0]!;
    expect(url).toBe('/backend/admin/categoria/4/imagen');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('X-Upload')).toBe('1');
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('X-XSRF-TOKEN')).toBe('x');
    expect((init.body as FormData).get('imagen')).toBeInstanceOf(File);
  });

  it('checks uniqueness with the encoded value and the optional id', async () => {
    const { dp, calls } = setup(({ url }) => ({ json: { disponible: !url.includes('Arroz') } }));
    expect(await dp.checkUnique('categoria', 'nombre', 'Arroz y pasta/granos')).toBe(false);
    expect(await dp.checkUnique('categoria', 'slug', 'lacteos', 12)).toBe(true);
    expect(calls.map((c) => c.url)).toEqual([
      '/backend/admin/categoria/nombre/Arroz%20y%20pasta%2Fgranos',
      '/backend/admin/categoria/slug/lacteos/12',
    ]);
    await expect(dp.checkUnique('categoria', 'icono', 'egg')).rejects.toThrow();
    expect(uniqueCheckUrl('/b/admin', 'categoria', 'nombre', 'Ñame', null)).toBe('/b/admin/categoria/nombre/%C3%91ame');
  });

  it('reads form-data endpoints with an optional query', async () => {
    const { dp, calls } = setup(() => ({ json: [{ id: 1, nombre: 'Víveres' }] }));
    expect(await dp.getCustom('categoria/padresdisponibles', { id: 5 })).toEqual([{ id: 1, nombre: 'Víveres' }]);
    await dp.getCustom('/categoria/padresdisponibles', { id: undefined });
    expect(calls.map((c) => c.url)).toEqual([
      '/backend/admin/categoria/padresdisponibles?id=5',
      '/backend/admin/categoria/padresdisponibles',
    ]);
    expect(queryString({ a: 1, b: null, c: '', d: 'x y' })).toBe('?a=1&d=x+y');
  });

  it('rejects with the server field errors on a 409', async () => {
    const { dp } = setup(() => ({
      status: 409,
      json: { codigo: 409, mensaje: 'Conflicto', errores: { slug: 'Ya existe una categoría con este slug' } },
    }));
    await expect(dp.create('categoria', { data: { nombre: 'X', slug: 'x' } })).rejects.toMatchObject({
      status: 409,
      body: { errors: { slug: 'Ya existe una categoría con este slug' } },
    });
  });
});
