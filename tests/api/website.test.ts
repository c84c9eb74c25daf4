import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuCategoria } from '../../src/shared/contracts/catalog';
import type { Resolve, Zona } from '../../src/shared/contracts/website';
import { usuario } from '../../src/server/auth/tables';
import { parentKey, readSecuredKey } from '../../src/server/search/credentials';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';

describe.each(testBackends())('website and catalog reads (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  const resolve = async (token?: string) => {
    const res = await t.api({ url: '/api/website/resolve', token });
    expect(res.statusCode).toBe(200);
    return res.json() as Resolve;
  };
  const menu = async () => (await t.api({ url: '/api/categoria/menuwebsite' })).json() as MenuCategoria[];
  const tokenOf = async (email: string) => {
    const [u] = await t.database.db.select().from(usuario).where(eq(usuario.email, email));
    return t.app.signAccessToken({ uuid: u!.uuid, email, roles: ['ROLE_USUARIO'], usuarioTipo: 'normal' }).token;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = (await login(t, 'admin@demo.ve')).token;
  });
  afterAll(() => t.close());

  it('resolves a guest: currencies, menu, active zones, settings and embedded search', async () => {
    const before = Date.now();
    const r = await resolve();
    expect(r.moneda).toEqual([
      { id: 1, tipo: 'dollar', nombre: 'Dólar', simbolo: '$', tasa: '1.0000', sistema: true, default: true },
      { id: 2, tipo: 'bolivar', nombre: 'Bolívar', simbolo: 'Bs.', tasa: '245.8700', sistema: false, default: false },
    ]);
    expect(r.zona.map((z) => z.slug)).toEqual(['caracas', 'valencia']);
    for (const z of r.zona) {
      const prioridades = z.linkMenu.map((l) => l.prioridad);
      expect(prioridades).toEqual([...prioridades].sort((a, b) => b - a));
      expect(z.linkMenu.length).toBeGreaterThan(0);
    }
    expect(r.configuracion).toEqual({ minimoCompra: '20.00', iconoCategoria: 'storefront', tasa: '245.8700', costoempaquetado: '0.50' });
    expect(r.categoria).toEqual((await menu()).map(({ id, slug, nombre, icono }) => ({ id, slug, nombre, icono })));
    expect(Date.parse(r.fechaServer)).toBeGreaterThanOrEqual(before - 1000);
    expect(r).toMatchObject({ usuarioEstatus: null, usuarioTipo: null, usuarioEsNuevo: false, membresia: null });
    expect(r.busqueda).toEqual({ appId: 'embedded', apiKey: expect.any(String), indexName: t.config.searchIndexName, host: '/backend/search' });
    // a guest's key reads plan normal only (tests/api/search-privacy.test.ts)
    expect(readSecuredKey(r.busqueda.apiKey, parentKey(t.config))?.filters).toBe(
      'estatus:1 AND estatusCategoria:1 AND (disponible:zon1ust1 OR disponible:zon2ust1)',
    );
  });

  it('resolves a logged-in customer from the database', async () => {
    const prime = await resolve((await login(t, 'prime@demo.ve')).token);
    expect(prime).toMatchObject({ usuarioEstatus: 1, usuarioTipo: 'prime', usuarioEsNuevo: true });
    const mayorista = await resolve((await login(t, 'mayorista@demo.ve')).token);
    expect(mayorista).toMatchObject({ usuarioEstatus: 1, usuarioTipo: 'mayorista' });

    const token = (await login(t, 'cliente@demo.ve')).token;
    await t.database.db.update(usuario).set({ creadoEn: new Date(Date.now() - 60 * 86_400_000) }).where(eq(usuario.email, 'cliente@demo.ve'));
    expect(await resolve(token)).toMatchObject({ usuarioEstatus: 1, usuarioTipo: 'normal', usuarioEsNuevo: false });
  });

  it('reports a blocked user’s status so the client can log out, and ignores bad tokens', async () => {
    expect((await resolve(await tokenOf('bloqueado@demo.ve'))).usuarioEstatus).toBe(2);
    expect((await resolve('no.es.un.token')).usuarioEstatus).toBeNull();
    // change a signature character that carries full bits (the last one may only hold padding bits)
    const token = await tokenOf('cliente@demo.ve');
    const i = token.length - 10;
    const forged = token.slice(0, i) + (token[i] === 'x' ? 'y' : 'x') + token.slice(i + 1);
    expect((await resolve(forged)).usuarioEstatus).toBeNull();
  });

  it('lists currencies and zones', async () => {
    const monedas = (await t.api({ url: '/api/moneda/mercado' })).json();
    expect(monedas).toEqual((await resolve()).moneda);

    const zonas = (await t.api({ url: '/api/zona/listadoapi' })).json() as Zona[];
    expect(zonas.map((z) => [z.slug, z.estatus])).toEqual([
      ['caracas', 1],
      ['valencia', 1],
      ['maracaibo', 2],
    ]);
    const byId = await t.api({ url: '/api/zona/1/simpleapi' });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(zonas[0]);
    expect((await t.api({ url: '/api/zona/maracaibo/simpleapi' })).json()).toEqual(zonas[2]);
    for (const id of ['999', 'atlantida']) {
      const res = await t.api({ url: `/api/zona/${id}/simpleapi` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ codigo: 404, mensaje: 'Zona no encontrada' });
    }
  });

  it('menuwebsite shows active categories only and reflects admin changes at once', async () => {
    const initial = await menu();
    expect(initial.length).toBeGreaterThan(0);
    for (const c of initial) expect(c.subcategoria.every((s) => s.subcategoria.length === 0)).toBe(true);

    const write = (method: 'POST' | 'PUT', url: string, payload: object) => t.api({ method, url, payload, token: admin });
    const top = (await write('POST', '/admin/categoria', { nombre: 'Mascotas Exóticas', padreId: null, orden: 0 })).json();
    const sub = (await write('POST', '/admin/categoria', { nombre: 'Reptiles', padreId: top.id })).json();
    const hidden = (await write('POST', '/admin/categoria', { nombre: 'Arácnidos', padreId: top.id, estatus: 2 })).json();
    const found = (await menu()).find((c) => c.id === top.id);
    expect(found).toEqual({ id: top.id, slug: 'mascotas-exoticas', nombre: 'Mascotas Exóticas', icono: null, miniaturaImagen: null, subcategoria: [
      { id: sub.id, slug: 'reptiles', nombre: 'Reptiles', icono: null, miniaturaImagen: null, subcategoria: [] },
    ] });
    expect((await resolve()).categoria.some((c) => c.id === top.id)).toBe(true);
    expect(JSON.stringify(await menu())).not.toContain(`"id":${hidden.id},`);

    await write('PUT', `/admin/categoria/${top.id}/estatus`, {});
    expect((await menu()).some((c) => c.id === top.id)).toBe(false);
    expect((await resolve()).categoria.some((c) => c.id === top.id)).toBe(false);
    await write('PUT', `/admin/categoria/${top.id}`, { nombre: 'Mascotas Raras', padreId: null, estatus: 1 });
    expect((await menu()).find((c) => c.id === top.id)?.nombre).toBe('Mascotas Raras');

    // resolve appends the caller's fields to the cached public JSON: names that look like them stay inert
    const tricky = 'Trampa ,"fechaServer":"x"}';
    await write('PUT', `/admin/categoria/${top.id}`, { nombre: tricky, padreId: null });
    const r = await resolve();
    expect(r.categoria.find((c) => c.id === top.id)?.nombre).toBe(tricky);
    expect(r.usuarioEstatus).toBeNull();
  });
});

describe('resolve with hosted Algolia', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { ALGOLIA_APP_ID: 'APP123', ALGOLIA_ADMIN_KEY: 'admin-secreta', ALGOLIA_SEARCH_KEY: 'busqueda-publica-algolia' });
  });
  afterAll(() => t.close());

  it('points the storefront at Algolia with a secured key, leaking neither the admin nor the search key', async () => {
    const res = await t.api({ url: '/api/website/resolve' });
    expect(res.json().busqueda).toEqual({ appId: 'APP123', apiKey: expect.any(String), indexName: t.config.searchIndexName, host: null });
    // a secured key of the search key, which stays on the server like the admin key
    expect(readSecuredKey(res.json().busqueda.apiKey, 'busqueda-publica-algolia')).not.toBeNull();
    expect(res.body).not.toContain('admin-secreta');
    expect(res.body).not.toContain('busqueda-publica-algolia');
  });
});
