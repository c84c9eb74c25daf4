import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicidadEvento, slider } from '../../src/server/advertising/tables';
import { bitacora } from '../../src/server/audit/tables';
import { producto } from '../../src/server/catalog/tables';
import { inventario } from '../../src/server/inventory/tables';
import type { DestacadoAdmin, EstadisticaPublicidad, ImagenSubida, LinkMenuAdmin, MensajeAdmin, ProductoElegible, PublicidadZona, SliderAdmin } from '../../src/shared/contracts/admin-publicidad';
import type { Inicio } from '../../src/shared/contracts/catalog-pages';
import type { Resolve } from '../../src/shared/contracts/website';
import { PUBLICIDAD_MESSAGES } from '../../src/shared/publicidad-rules';
import { ACCESS_MESSAGES } from '../../src/shared/roles';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { staffMember, type StaffMember } from '../helpers/staff';
import { multipartImage, pngOf } from '../helpers/upload';

const DAY = 86_400_000;
const Z = '/admin/publicidad/zona/caracas';

describe.each(testBackends())('admin publicidad (%s)', (backend) => {
  let t: TestApp;
  /** ROLE_PUBLICIDAD with Caracas only. */
  let staff: StaffMember;

  const home = async () => (await t.api({ url: '/api/website/inicio/caracas' })).json() as Inicio;
  const upload = async (zona = 'caracas', background = '#1565c0') => {
    const res = await t.api({ method: 'POST', url: `/admin/zona/${zona}/imagenoferta`, token: staff.token, ...multipartImage(await pngOf(96, 40, background)) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ImagenSubida;
  };
  const post = (path: string, payload: unknown, token = staff.token) => t.api({ method: 'POST', url: `${Z}/${path}`, token, payload });
  const put = (path: string, payload: unknown, token = staff.token) => t.api({ method: 'PUT', url: `${Z}/${path}`, token, payload });
  const count = async (table: typeof slider) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await staffMember(t, ['ROLE_PUBLICIDAD', 'ROLE_ZONA_caracas']);
  });
  afterAll(() => t.close());

  it("lists only the staff member's zones and gathers a zone's advertising on one call", async () => {
    const zonas = (await t.api({ url: '/admin/publicidad/zona', token: staff.token })).json() as { slug: string; sliders: number }[];
    expect(zonas.map((z) => z.slug)).toEqual(['caracas']);
    expect(zonas[0]!.sliders).toBe(3);
    const full = (await t.api({ url: '/admin/zona/caracas/fullpublicidad', token: staff.token })).json() as PublicidadZona;
    expect(full.zona.slug).toBe('caracas');
    expect(full.slider).toHaveLength(3);
    expect(full.mensajePublicidad).toHaveLength(3);
    expect(full.destacado.filter((d) => d.especial)).toHaveLength(1);
    expect(full.linkMenu.map((l) => l.prioridad)).toEqual([...full.linkMenu.map((l) => l.prioridad)].sort((a, b) => b - a));
  });

  it('uploads desktop and phone images, and a slider valid from now shows on the home with both at once', async () => {
    const [desktop, phone] = [await upload(), await upload('caracas', '#c62828')];
    expect(desktop.imagen.sizes.md).toMatch(/^\/uploads\/publicidad\/1\/[a-f0-9]+-md\.webp$/);
    const res = await post('slider/registrar', {
      titulo: 'Semana del café',
      imagenId: desktop.id,
      imagenMovilId: phone.id,
      url: '/caracas/supermercado/viveres',
      vigenciaDesde: new Date(Date.now() - 1000).toISOString(),
      vigenciaHasta: new Date(Date.now() + 7 * DAY).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as SliderAdmin;
    expect(created).toMatchObject({ titulo: 'Semana del café', vigente: true, estatus: 1, orden: 4 });
    const shown = (await home()).slider.find((s) => s.id === created.id);
    expect(shown).toEqual({ id: created.id, titulo: 'Semana del café', imagen: desktop.imagen, imagenMovil: phone.imagen, url: '/caracas/supermercado/viveres' });
    const [entry] = await t.database.db.select().from(bitacora).where(and(eq(bitacora.recurso, 'slider'), eq(bitacora.registroId, String(created.id))));
    expect(entry).toMatchObject({ accion: 'crear', usuarioEmail: staff.email, area: 'publicidad' });
  });

  it('a slider scheduled for tomorrow is not on the home today but is in the preview for tomorrow', async () => {
    const [a, b] = [await upload(), await upload()];
    const tomorrow = new Date(Date.now() + DAY);
    const res = await post('slider/registrar', { titulo: 'Mañana', imagenId: a.id, imagenMovilId: b.id, vigenciaDesde: tomorrow.toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as SliderAdmin).id;
    expect((res.json() as SliderAdmin).vigente).toBe(false);
    expect((await home()).slider.map((s) => s.id)).not.toContain(id);
    const preview = await t.api({ url: `${Z}/vista?momento=${encodeURIComponent(new Date(tomorrow.getTime() + 60_000).toISOString())}`, token: staff.token });
    expect(preview.statusCode, preview.body).toBe(200);
    expect((preview.json() as Inicio).slider.map((s) => s.id)).toContain(id);
    const now = (await t.api({ url: `${Z}/vista`, token: staff.token })).json() as Inicio;
    expect(now.slider.map((s) => s.id)).not.toContain(id);
  });

  it.each([
    ['no images', {}, { imagenId: PUBLICIDAD_MESSAGES.imagenEscritorio, imagenMovilId: PUBLICIDAD_MESSAGES.imagenMovil }],
    ['a javascript: link', { url: 'javascript:alert(1)' }, { url: PUBLICIDAD_MESSAGES.urlFormato }],
    ['an http link', { url: 'http://ejemplo.com/promo' }, { url: PUBLICIDAD_MESSAGES.urlFormato }],
    ['a protocol-relative link', { url: '//malo.example/x' }, { url: PUBLICIDAD_MESSAGES.urlFormato }],
    ['a window ending before it starts', { vigenciaDesde: '2030-05-02T10:00:00Z', vigenciaHasta: '2030-05-01T10:00:00Z' }, { vigenciaHasta: PUBLICIDAD_MESSAGES.vigenciaOrden }],
    ['an invalid date', { vigenciaDesde: '2030-13-45' }, { vigenciaDesde: PUBLICIDAD_MESSAGES.vigenciaFecha }],
    ['a blank title', { titulo: '   ' }, { titulo: PUBLICIDAD_MESSAGES.textoVacio }],
  ])('refuses a slider with %s, writing nothing', async (_name, change, errores) => {
    const images = 'imagenId' in errores ? {} : { imagenId: (await upload()).id, imagenMovilId: (await upload()).id };
    const before = await count(slider);
    const res = await post('slider/registrar', { titulo: 'Promo', ...images, ...change });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errores).toEqual(errores);
    expect(await count(slider)).toBe(before);
  });

  it("refuses another zone's uploaded image and non-images", async () => {
    const other = await staffMember(t, ['ROLE_PUBLICIDAD', 'ROLE_ZONA_valencia']);
    const valenciaImage = await t.api({ method: 'POST', url: '/admin/zona/valencia/imagenoferta', token: other.token, ...multipartImage(await pngOf(50, 50)) });
    expect(valenciaImage.statusCode).toBe(201);
    const own = await upload();
    const res = await post('slider/registrar', { titulo: 'Ajena', imagenId: (valenciaImage.json() as ImagenSubida).id, imagenMovilId: own.id });
    expect([res.statusCode, res.json().errores]).toEqual([422, { imagenId: PUBLICIDAD_MESSAGES.imagenAjena }]);
    const text = await t.api({ method: 'POST', url: '/admin/zona/caracas/imagenoferta', token: staff.token, ...multipartImage(Buffer.from('<script>alert(1)</script> no soy una imagen'), 'a.png') });
    expect([text.statusCode, text.json().errores]).toEqual([400, { imagen: 'El archivo no es una imagen JPEG, PNG, WebP, GIF o AVIF' }]);
    const big = await t.api({ method: 'POST', url: '/admin/zona/caracas/imagenoferta', token: staff.token, ...multipartImage(Buffer.concat([await pngOf(10, 10), Buffer.alloc(5 * 1024 * 1024 + 10)])) });
    expect(big.statusCode).toBe(413);
    expect(big.json().errores).toEqual({ imagen: 'Máximo 5 MB' });
  });

  it('messages: an added one shows at once, an edit shows in the next response, a scheduled one waits for its window', async () => {
    const res = await post('mensaje-publicidad/registrar', { mensaje: '  Delivery   gratis hoy ' });
    expect(res.statusCode, res.body).toBe(201);
    const m = res.json() as MensajeAdmin;
    expect(m.mensaje).toBe('Delivery gratis hoy');
    expect((await home()).mensajePublicidad.map((x) => x.mensaje)).toContain('Delivery gratis hoy');
    expect((await put(`mensaje-publicidad/${m.id}/editar`, { mensaje: 'Delivery gratis mañana' })).statusCode).toBe(200);
    expect((await home()).mensajePublicidad.find((x) => x.id === m.id)?.mensaje).toBe('Delivery gratis mañana');
    expect((await put(`mensaje-publicidad/${m.id}/editar`, { mensaje: 'Delivery gratis mañana', vigenciaDesde: new Date(Date.now() + DAY).toISOString() })).statusCode).toBe(200);
    expect((await home()).mensajePublicidad.map((x) => x.id)).not.toContain(m.id);
    expect((await put(`mensaje-publicidad/${m.id}/estatus`, { estatus: 2 })).statusCode).toBe(200);
    const history = (await t.api({ url: `${Z}/mensaje-publicidad/${m.id}/historial`, token: staff.token })).json() as { accion: string }[];
    expect(history.map((h) => h.accion)).toEqual(['estatus', 'editar', 'editar', 'crear']);
  });

  it('menu links: https only for external ones, a path for internal ones, and reordering sets the storefront order', async () => {
    const bad = await post('link-menu/registrar', { nombre: 'Blog', url: 'http://blog.example', externo: true });
    expect([bad.statusCode, bad.json().errores]).toEqual([422, { url: PUBLICIDAD_MESSAGES.urlExterna }]);
    const js = await post('link-menu/registrar', { nombre: 'Truco', url: 'javascript:void(0)', externo: false });
    expect([js.statusCode, js.json().errores]).toEqual([422, { url: PUBLICIDAD_MESSAGES.urlInterna }]);
    const ok = await post('link-menu/registrar', { nombre: 'Blog del mercado', url: 'https://blog.example/recetas', externo: true });
    expect(ok.statusCode, ok.body).toBe(201);
    const links = (await t.api({ url: '/admin/zona/caracas/linkmenulistado', token: staff.token })).json() as LinkMenuAdmin[];
    expect(links.at(-1)!.nombre).toBe('Blog del mercado');
    const order = [links.at(-1)!.id, ...links.slice(0, -1).map((l) => l.id).reverse()];
    const res = await put('link-menu/orden', { id: order });
    expect(res.statusCode, res.body).toBe(200);
    const resolve = (await t.api({ url: '/api/website/resolve' })).json() as Resolve;
    const caracas = resolve.zona.find((z) => z.slug === 'caracas')!;
    expect(caracas.linkMenu.map((l) => l.id)).toEqual(order);
    const foreign = await put('link-menu/orden', { id: [...order, 999999] });
    expect([foreign.statusCode, Object.keys(foreign.json().errores)]).toEqual([422, ['id']]);
  });

  it('featured groups: 4 products in order show on the home at once; products of another zone or inactive are refused', async () => {
    const offers = (await home()).oferta.slice(0, 4).map((p) => p.id);
    expect(offers).toHaveLength(4);
    const res = await post('destacado/registrar', { nombre: 'Cuatro favoritos', producto: [...offers].reverse(), vigenciaDesde: new Date(Date.now() - 1000).toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    const g = res.json() as DestacadoAdmin;
    expect(g).toMatchObject({ slug: 'cuatro-favoritos', especial: false, vigente: true });
    expect(g.producto.map((p) => p.id)).toEqual([...offers].reverse());
    const shown = (await home()).destacado.find((d) => d.id === g.id)!;
    expect(shown.producto.map((p) => p.id)).toEqual([...offers].reverse());

    const [elsewhere] = await t.database.db
      .select({ id: producto.id })
      .from(producto)
      .where(sql`not exists (select 1 from ${inventario} where ${inventario.productoId} = ${producto.id} and ${inventario.zonaId} = 1)`)
      .limit(1);
    expect(elsewhere).toBeDefined();
    const search = (await t.api({ url: `${Z}/producto?q=a`, token: staff.token })).json() as ProductoElegible[];
    expect(search.length).toBeGreaterThan(0);
    await t.database.db.update(producto).set({ estatus: 2 }).where(eq(producto.id, offers[3]!));
    try {
      const refused = await put(`destacado/${g.id}/producto`, { producto: [offers[0], elsewhere!.id, offers[3]] });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errores.producto).toMatch(PUBLICIDAD_MESSAGES.productoAjeno);
      const again = (await t.api({ url: `${Z}/destacado/${g.id}`, token: staff.token })).json() as DestacadoAdmin;
      expect(again.producto.map((p) => p.id)).toEqual([...offers].reverse());
      const inactive = await put(`destacado/${g.id}/producto`, { producto: [offers[3]] });
      expect(inactive.json().errores.producto).toMatch(PUBLICIDAD_MESSAGES.productoInactivo);
    } finally {
      await t.database.db.update(producto).set({ estatus: 1 }).where(eq(producto.id, offers[3]!));
    }

    const special = await t.api({ method: 'PUT', url: `/admin/zona/caracas/destacadoespecial/${g.id}`, token: staff.token });
    expect(special.statusCode, special.body).toBe(200);
    const full = (await t.api({ url: Z, token: staff.token })).json() as PublicidadZona;
    expect(full.destacado.filter((d) => d.especial).map((d) => d.id)).toEqual([g.id]);
    expect((await home()).destacado[0]!.id).toBe(g.id);
  });

  it("keeps staff out of zones they do not hold, whatever the path", async () => {
    const image = await upload();
    for (const [method, url, payload] of [
      ['POST', '/admin/publicidad/zona/valencia/slider/registrar', { titulo: 'x', imagenId: image.id, imagenMovilId: image.id }],
      ['GET', '/admin/zona/valencia/slider', undefined],
      ['PUT', '/admin/zona/valencia/destacadoespecial/4', undefined],
      ['POST', '/admin/publicidad/zona/valencia/mensaje-publicidad/registrar', { mensaje: 'x' }],
    ] as const) {
      const res = await t.api({ method, url, token: staff.token, payload });
      expect([res.statusCode, res.json().mensaje], url).toEqual([403, ACCESS_MESSAGES.zona]);
    }
    // a Caracas row named under Caracas but belonging to Valencia is not found
    const [valenciaSlider] = await t.database.db.select({ id: slider.id }).from(slider).where(eq(slider.zonaId, 2)).limit(1);
    const res = await put(`slider/${valenciaSlider!.id}/editar`, { titulo: 'Robo' });
    expect(res.statusCode).toBe(404);
  });

  it('counts views and clicks exactly under concurrent beacons (no CSRF token), per item, shown for the last 30 days', async () => {
    const full = (await t.api({ url: Z, token: staff.token })).json() as PublicidadZona;
    const [s1, s2] = full.slider;
    const oferta = full.imagenOferta[0]!;
    const beacon = (tipo: string, id: number, evento: string) =>
      t.api({ method: 'POST', url: '/api/publicidad/evento', payload: { tipo, id, evento }, noCsrf: true });
    const sent = await Promise.all([
      ...Array.from({ length: 40 }, () => beacon('slider', s1!.id, 'vista')),
      ...Array.from({ length: 7 }, () => beacon('slider', s1!.id, 'clic')),
      ...Array.from({ length: 5 }, () => beacon('slider', s2!.id, 'vista')),
      ...Array.from({ length: 3 }, () => beacon('imagen-oferta', oferta.id, 'clic')),
    ]);
    expect(sent.map((r) => r.statusCode)).toEqual(sent.map(() => 204));
    const stats = (await t.api({ url: `${Z}/estadistica`, token: staff.token })).json() as EstadisticaPublicidad[];
    expect(stats).toEqual([
      { tipo: 'imagen-oferta', id: oferta.id, vistas: 0, clics: 3 },
      { tipo: 'slider', id: s1!.id, vistas: 40, clics: 7 },
      { tipo: 'slider', id: s2!.id, vistas: 5, clics: 0 },
    ]);
    // one row per item and day
    const rows = await t.database.db.select().from(publicidadEvento).where(eq(publicidadEvento.itemId, s1!.id));
    expect(rows.filter((r) => r.tipo === 'slider')).toHaveLength(1);
    // a day 31 days ago is left out of the figure
    await t.database.db.insert(publicidadEvento).values({ tipo: 'slider', itemId: s2!.id, dia: new Date(Date.now() - 31 * DAY).toISOString().slice(0, 10), vistas: 100, clics: 50 });
    const again = (await t.api({ url: `${Z}/estadistica`, token: staff.token })).json() as EstadisticaPublicidad[];
    expect(again.find((e) => e.tipo === 'slider' && e.id === s2!.id)).toEqual({ tipo: 'slider', id: s2!.id, vistas: 5, clics: 0 });
  });

  it('refuses unknown ids (404) and malformed events (400) without writing', async () => {
    const before = await count(publicidadEvento as never);
    const unknown = await t.api({ method: 'POST', url: '/api/publicidad/evento', payload: { tipo: 'destacado', id: 999999, evento: 'clic' }, noCsrf: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ codigo: 404, mensaje: 'Elemento publicitario no encontrado' });
    for (const payload of [{ tipo: 'mensaje', id: 1, evento: 'clic' }, { tipo: 'slider', id: 0, evento: 'vista' }, { tipo: 'slider', id: 1, evento: 'compra' }, { tipo: 'slider', id: 1 }]) {
      const res = await t.api({ method: 'POST', url: '/api/publicidad/evento', payload, noCsrf: true });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await count(publicidadEvento as never)).toBe(before);
  });

  it('the figures of a zone are for its staff only', async () => {
    const res = await t.api({ url: '/admin/publicidad/zona/valencia/estadistica', token: staff.token });
    expect(res.statusCode).toBe(403);
  });
});
