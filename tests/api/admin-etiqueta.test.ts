import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitacora } from '../../src/server/audit/tables';
import { etiqueta, producto, productoEtiqueta } from '../../src/server/catalog/tables';
import type { EtiquetaFila } from '../../src/shared/contracts/admin-tags';
import { createTestApp, login, testBackends, type ApiCall, type TestApp } from '../helpers/app';
import { staffMember, type StaffMember } from '../helpers/staff';

describe.each(testBackends())('admin etiquetas (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  /** ROLE_ETIQUETA only. */
  let staff: StaffMember;
  const api = (call: ApiCall) => t.api({ token: staff.token, ...call });
  const list = async (query: string) => {
    const res = await api({ url: `/admin/etiqueta?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EtiquetaFila[];
  };
  const filtered = (filter: object, extra = '') => list(`filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,499]${extra}`);
  const auditRows = (id: number) =>
    t.database.db
      .select()
      .from(bitacora)
      .where(and(eq(bitacora.recurso, 'etiqueta'), eq(bitacora.registroId, String(id))))
      .orderBy(asc(bitacora.id));
  const tagId = async (slug: string) => (await t.database.db.select({ id: etiqueta.id }).from(etiqueta).where(eq(etiqueta.slug, slug)))[0]!.id;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = (await login(t, 'admin@demo.ve')).token;
    staff = await staffMember(t, ['ROLE_ETIQUETA']);
  });
  afterAll(() => t.close());

  it('lists every tag with how many products carry it', async () => {
    const rows = await filtered({});
    const counts = await t.database.db
      .select({ id: productoEtiqueta.etiquetaId, n: count() })
      .from(productoEtiqueta)
      .groupBy(productoEtiqueta.etiquetaId);
    const expected = new Map(counts.map((c) => [c.id, Number(c.n)]));
    expect(rows.map((r) => r.nombre)).toEqual(['Hecho en Venezuela', 'Importado', 'Nuevo', 'Orgánico', 'Precios bajos', 'Sin gluten']);
    for (const r of rows) expect(r.productos, r.nombre).toBe(expected.get(r.id) ?? 0);
    expect(rows.some((r) => r.productos > 0)).toBe(true);
    const byCount = await list(`sort=${encodeURIComponent('["productos","DESC"]')}&range=[0,1]`);
    expect(byCount.map((r) => r.productos)).toEqual([...rows.map((r) => r.productos)].sort((a, b) => b - a).slice(0, 2));
    expect((await filtered({ q: 'GLUTEN' })).map((r) => r.slug)).toEqual(['sin-gluten']);
    expect((await filtered({ q: 'hecho-en' })).map((r) => r.slug)).toEqual(['hecho-en-venezuela']);
    for (const bad of ['sort=["zona","ASC"]', 'filter={"enUso":"si"}', 'filter={"otro":1}']) expect((await api({ url: `/admin/etiqueta?${bad}` })).statusCode, bad).toBe(400);
    const forbidden = await t.api({ token: (await staffMember(t, ['ROLE_TIENDA'])).token, url: '/admin/etiqueta' });
    expect(forbidden.statusCode).toBe(403);
  });

  it('creates a tag with its slug made from the name, and audits it', async () => {
    const res = await api({ method: 'POST', url: '/admin/etiqueta', payload: { nombre: '  Sin   azúcar ' } });
    expect(res.statusCode, res.body).toBe(201);
    const tag = res.json() as EtiquetaFila;
    expect(tag).toMatchObject({ nombre: 'Sin azúcar', slug: 'sin-azucar', estatus: 1, productos: 0 });
    const [row] = await auditRows(tag.id);
    expect([row!.accion, row!.area, row!.usuarioEmail]).toEqual(['crear', 'etiqueta', staff.email]);
    expect(row!.cambios).toMatchObject({ nombre: { antes: null, despues: 'Sin azúcar' }, slug: { antes: null, despues: 'sin-azucar' } });
    const given = await api({ method: 'POST', url: '/admin/etiqueta', payload: { nombre: 'Oferta especial', slug: ' Ofertas de Temporada ', estatus: 2 } });
    expect(given.json()).toMatchObject({ slug: 'ofertas-de-temporada', estatus: 2 });
    expect((await filtered({ enUso: false })).map((r) => r.slug).sort()).toEqual(['ofertas-de-temporada', 'sin-azucar']);
    // an inactive tag has no storefront page
    expect((await t.api({ url: '/api/etiqueta/ofertas-de-temporada?zona=caracas' })).statusCode).toBe(404);
  });

  it('keeps names and slugs unique (409) and refuses bad input with nothing written', async () => {
    const name = await api({ method: 'POST', url: '/admin/etiqueta', payload: { nombre: 'NUEVO' } });
    // its generated slug is taken too
    expect(name.json()).toEqual({
      codigo: 409,
      mensaje: 'Ya existe una etiqueta con este nombre',
      errores: { nombre: 'Ya existe una etiqueta con este nombre', slug: 'Ya existe una etiqueta con este slug' },
    });
    const nameOnly = await api({ method: 'POST', url: '/admin/etiqueta', payload: { nombre: 'orgánico', slug: 'organico-2' } });
    expect([nameOnly.statusCode, nameOnly.json().errores]).toEqual([409, { nombre: 'Ya existe una etiqueta con este nombre' }]);
    const slug = await api({ method: 'POST', url: '/admin/etiqueta', payload: { nombre: 'Novedad', slug: 'Nuevo' } });
    expect([slug.statusCode, slug.json().errores]).toEqual([409, { slug: 'Ya existe una etiqueta con este slug' }]);
    // a name whose generated slug is taken
    const generated = await api({ method: 'POST', url: '/admin/etiqueta', payload: { nombre: 'Sin Gluten!' } });
    expect([generated.statusCode, generated.json().errores]).toEqual([409, { slug: 'Ya existe una etiqueta con este slug' }]);
    const before = await t.database.db.$count(etiqueta);
    const cases: [unknown, string, string][] = [
      [{ nombre: '' }, 'nombre', 'Debe tener al menos 1 caracteres'],
      [{ nombre: '   ' }, 'nombre', 'Este campo es obligatorio'],
      [{ nombre: 'x'.repeat(81) }, 'nombre', 'Debe tener como máximo 80 caracteres'],
      [{ nombre: 'Guiones', slug: '---' }, 'slug', 'El slug debe contener letras o números'],
      [{ nombre: '¡¡!!' }, 'slug', 'No se pudo generar el slug a partir del nombre: indíquelo'],
      [{ nombre: 'Extra', productos: 3 }, 'productos', 'Campo no permitido'],
      [{ nombre: 'Estatus', estatus: 3 }, 'estatus', ''],
      [{ nombre: 42 }, 'nombre', 'Debe ser de tipo texto'],
      [{}, 'nombre', 'Este campo es obligatorio'],
    ];
    for (const [payload, field, mensaje] of cases) {
      const res = await api({ method: 'POST', url: '/admin/etiqueta', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errores ?? {}), JSON.stringify(payload)).toContain(field);
      if (mensaje) expect(res.json().errores[field], JSON.stringify(payload)).toBe(mensaje);
    }
    expect(await t.database.db.$count(etiqueta)).toBe(before);
    const free = async (path: string) => (await api({ url: `/admin/etiqueta/${path}` })).json().disponible;
    expect(await free('nombre/nuevo')).toBe(false);
    expect(await free(`nombre/nuevo/${await tagId('nuevo')}`)).toBe(true);
    expect(await free('slug/-Nuevo')).toBe(false);
    expect(await free('slug/novedades')).toBe(true);
  });

  it('edits a tag: the slug stays unless given, tag pages follow at once', async () => {
    const id = await tagId('precios-bajos');
    expect((await t.api({ url: '/api/etiqueta/precios-bajos?zona=caracas' })).json().etiqueta.nombre).toBe('Precios bajos');
    const res = await api({ method: 'PUT', url: `/admin/etiqueta/${id}`, payload: { nombre: 'Precios muy bajos' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ nombre: 'Precios muy bajos', slug: 'precios-bajos' });
    expect((await t.api({ url: '/api/etiqueta/precios-bajos?zona=caracas' })).json().etiqueta.nombre).toBe('Precios muy bajos');
    expect((await auditRows(id)).map((r) => [r.accion, r.cambios])).toEqual([['editar', { nombre: { antes: 'Precios bajos', despues: 'Precios muy bajos' } }]]);
    const slug = await api({ method: 'PUT', url: `/admin/etiqueta/${id}`, payload: { nombre: 'Precios muy bajos', slug: 'super-precios' } });
    expect(slug.json().slug).toBe('super-precios');
    expect((await t.api({ url: '/api/etiqueta/precios-bajos?zona=caracas' })).statusCode).toBe(404);
    expect((await t.api({ url: '/api/etiqueta/super-precios?zona=caracas' })).statusCode).toBe(200);
    const clash = await api({ method: 'PUT', url: `/admin/etiqueta/${id}`, payload: { nombre: 'orgánico' } });
    expect(clash.statusCode).toBe(409);
    // the same name in other capitals is the tag itself
    expect((await api({ method: 'PUT', url: `/admin/etiqueta/${id}`, payload: { nombre: 'PRECIOS MUY BAJOS' } })).statusCode).toBe(200);
    expect((await api({ method: 'PUT', url: '/admin/etiqueta/99999999', payload: { nombre: 'Nada' } })).json()).toEqual({ codigo: 404, mensaje: 'Etiqueta no encontrada' });
    expect((await api({ method: 'PUT', url: `/admin/etiqueta/${id}`, payload: { nombre: '' } })).statusCode).toBe(400);
  });

  it('toggles the status: an inactive tag leaves the storefront at once', async () => {
    const id = await tagId('importado');
    const [tagged] = await t.database.db
      .select({ slug: producto.slug })
      .from(productoEtiqueta)
      .innerJoin(producto, eq(producto.id, productoEtiqueta.productoId))
      .where(eq(productoEtiqueta.etiquetaId, id));
    const tagsOf = async () => {
      for (const zona of ['caracas', 'valencia', 'maracaibo']) {
        const res = await t.api({ url: `/api/producto/${tagged!.slug}?zona=${zona}` });
        if (res.statusCode === 200) return res.json().producto.etiqueta.map((e: { slug: string }) => e.slug) as string[];
      }
      throw new Error('producto no disponible');
    };
    expect(await tagsOf()).toContain('importado');
    expect((await t.api({ url: '/api/etiqueta/importado?zona=caracas' })).statusCode).toBe(200);
    const off = await api({ method: 'PUT', url: `/admin/etiqueta/${id}/estatus`, payload: {} });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().estatus).toBe(2);
    expect((await t.api({ url: '/api/etiqueta/importado?zona=caracas' })).json()).toEqual({ codigo: 404, mensaje: 'Etiqueta no encontrada' });
    expect(await tagsOf()).not.toContain('importado');
    expect((await auditRows(id)).map((r) => [r.accion, r.usuarioEmail, r.cambios])).toEqual([['estatus', staff.email, { estatus: { antes: 1, despues: 2 } }]]);
    const on = await api({ method: 'PUT', url: `/admin/etiqueta/${id}/estatus`, payload: { estatus: 1 } });
    expect(on.json().estatus).toBe(1);
    expect((await t.api({ url: '/api/etiqueta/importado?zona=caracas' })).statusCode).toBe(200);
    expect((await api({ method: 'PUT', url: `/admin/etiqueta/${id}/estatus`, payload: { estatus: 5 } })).statusCode).toBe(400);
    expect((await api({ method: 'PUT', url: '/admin/etiqueta/99999999/estatus', payload: {} })).statusCode).toBe(404);
  });

  it('reads one tag and its history; unknown ids are 404', async () => {
    const id = await tagId('nuevo');
    const one = await api({ url: `/admin/etiqueta/${id}` });
    expect(one.json()).toMatchObject({ id, nombre: 'Nuevo', slug: 'nuevo', estatus: 1 });
    expect((await api({ url: '/admin/etiqueta/99999999' })).json()).toEqual({ codigo: 404, mensaje: 'Etiqueta no encontrada' });
    expect((await api({ url: '/admin/etiqueta/99999999/historial' })).statusCode).toBe(404);
    const history = await t.api({ token: admin, url: `/admin/etiqueta/${await tagId('importado')}/historial` });
    expect(history.json().map((h: { accion: string }) => h.accion)).toEqual(['estatus', 'estatus']);
  });
});
