import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoriaFila, CategoriaFull } from '../../src/shared/contracts/catalog';
import { categoria } from '../../src/server/catalog/tables';
import { createTestApp, login, testBackends, type ApiCall, type TestApp } from '../helpers/app';

function multipart(field: string, content: Buffer, filename = 'foto.png'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mzprueba${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-upload': '1' } };
}

const png = (width: number, height: number, r = 10) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } }).png().toBuffer();

describe.each(testBackends())('admin categoría (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  const api = (call: ApiCall) => t.api({ token, ...call });
  const list = (query: string) => api({ url: `/admin/categoria${query}` });
  const create = (payload: unknown) => api({ method: 'POST', url: '/admin/categoria', payload });
  const count = () => t.database.db.$count(categoria);
  let parent: CategoriaFull;

  beforeAll(async () => {
    t = await createTestApp(backend);
    token = (await login(t, 'admin@demo.ve')).token;
    const res = await create({ nombre: 'Bebidas Isotónicas', padreId: null, icono: 'bolt', orden: 7 });
    expect(res.statusCode).toBe(201);
    parent = res.json();
  });
  afterAll(() => t.close());

  describe('list', () => {
    it('pages 50 rows by default with a Content-Range header', async () => {
      const total = await count();
      const res = await list('');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(Math.min(50, total));
      expect(res.headers['content-range']).toBe(`categoria 0-${Math.min(50, total) - 1}/${total}`);
      expect(res.headers['access-control-expose-headers']).toBe('Content-Range');
      const row = (res.json() as CategoriaFila[]).find((r) => r.id === 1)!;
      expect(row).toMatchObject({ id: 1, padreId: null, padreNombre: null, estatus: 1 });
      expect(row.subcategorias).toBeGreaterThan(0);
      expect(Object.keys(row).sort()).toEqual(
        ['actualizadoEn', 'creadoEn', 'estatus', 'icono', 'id', 'miniaturaImagen', 'nombre', 'orden', 'padreId', 'padreNombre', 'productos', 'slug', 'subcategorias'].sort(),
      );
    });

    it('honours range (500 rows at most) and answers an empty page past the end', async () => {
      const total = await count();
      const page = await list(`?range=${encodeURIComponent('[10,19]')}&sort=${encodeURIComponent('["id","ASC"]')}`);
      expect(page.json().map((r: CategoriaFila) => r.id)).toHaveLength(10);
      expect(page.headers['content-range']).toBe(`categoria 10-19/${total}`);
      const all = await list(`?range=${encodeURIComponent('[0,100000]')}`);
      expect(all.json()).toHaveLength(Math.min(total, 500));
      const past = await list(`?range=${encodeURIComponent(`[${total + 5},${total + 10}]`)}`);
      expect(past.json()).toEqual([]);
      expect(past.headers['content-range']).toBe(`categoria */${total}`);
    });

    it('sorts by whitelisted columns only', async () => {
      const q = (sort: string) => list(`?range=[0,499]&sort=${encodeURIComponent(sort)}`);
      const asc = (await q('["nombre","ASC"]')).json().map((r: CategoriaFila) => r.id);
      const desc = (await q('["nombre","desc"]')).json().map((r: CategoriaFila) => r.id);
      expect(desc).toEqual([...asc].reverse());
      const byId = (await q('["id","DESC"]')).json().map((r: CategoriaFila) => r.id);
      expect(byId).toEqual([...byId].sort((a, b) => b - a));
      const orden = (await q('["orden","ASC"]')).json().map((r: CategoriaFila) => r.orden);
      expect(orden).toEqual([...orden].sort((a, b) => a - b));
      for (const bad of ['["padreNombre","ASC"]', '["nombre; drop table categoria","ASC"]', '["nombre","UP"]', '"nombre"']) {
        const res = await q(bad);
        expect(res.statusCode).toBe(400);
        expect(res.json().errores.sort).toBeTruthy();
      }
    });

    it('filters by text, status, parent, level and ids', async () => {
      const rows = async (filter: object) => (await list(`?range=[0,499]&filter=${encodeURIComponent(JSON.stringify(filter))}`)).json() as CategoriaFila[];
      expect((await rows({ q: 'ISOTÓNICAS' })).map((r) => r.id)).toEqual([parent.id]);
      expect((await rows({ q: 'bebidas-isot' })).map((r) => r.id)).toEqual([parent.id]);
      expect(await rows({ q: '%' })).toEqual([]);
      const subs = await rows({ padreId: 1 });
      expect(subs.length).toBeGreaterThan(0);
      expect(subs.every((r) => r.padreId === 1 && r.padreNombre !== null)).toBe(true);
      expect((await rows({ padreId: null })).every((r) => r.padreId === null)).toBe(true);
      expect((await rows({ nivel: 'padre' })).every((r) => r.padreId === null)).toBe(true);
      expect((await rows({ nivel: 'sub' })).every((r) => r.padreId !== null)).toBe(true);
      expect((await rows({ id: [1, parent.id] })).map((r) => r.id).sort((a, b) => a - b)).toEqual([1, parent.id]);
      const res = await list(`?filter=${encodeURIComponent('{"estatus":2}')}`);
      expect(res.headers['content-range']).toBe(`categoria */0`);
    });

    it('refuses malformed list parameters with 400', async () => {
      for (const query of [
        '?filter={nope',
        `?filter=${encodeURIComponent('{"estatus":"1"}')}`,
        `?filter=${encodeURIComponent('{"clave":1}')}`,
        `?filter=${encodeURIComponent('[1]')}`,
        '?range=[5,1]',
        '?range=[-1,3]',
        '?range=nope',
        '?sort=[nombre',
        '?pagina=2',
      ]) {
        const res = await list(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().codigo).toBe(400);
      }
    });
  });

  describe('reads', () => {
    it('answers the option lists', async () => {
      const total = await count();
      const padres = (await api({ url: '/admin/categoria/padresdisponibles' })).json();
      expect(padres.length).toBeGreaterThan(1);
      expect(Object.keys(padres[0]).sort()).toEqual(['id', 'nombre']);
      const sin = (await api({ url: `/admin/categoria/padresdisponibles?id=${parent.id}` })).json();
      expect(sin).toHaveLength(padres.length - 1);
      expect(sin.some((p: { id: number }) => p.id === parent.id)).toBe(false);

      const todas = (await api({ url: '/admin/categoria/todas' })).json();
      expect(todas).toHaveLength(total);
      expect(Object.keys(todas[0]).sort()).toEqual(['estatus', 'id', 'nombre', 'padreId', 'slug']);

      const selector = (await api({ url: '/admin/categoria/selector' })).json() as { id: number; padreId: number | null; nivel: number }[];
      selector.forEach((s, i) => {
        expect(s.nivel).toBe(s.padreId === null ? 1 : 2);
        if (s.nivel === 2) expect(selector.slice(0, i).some((p) => p.id === s.padreId)).toBe(true);
      });

      const hojas = (await api({ url: '/admin/categoria/sinsubcategorias' })).json() as { id: number }[];
      expect(hojas.some((h) => h.id === 1)).toBe(false);
      expect(hojas.some((h) => h.id === parent.id)).toBe(true);
    });

    it('answers one category in its shapes and 404 for an unknown id', async () => {
      const full = (await api({ url: '/admin/categoria/1/full' })).json() as CategoriaFull;
      expect(full.subcategoria.length).toBe(full.subcategorias);
      expect((await api({ url: '/admin/categoria/1' })).json()).toEqual(full);
      expect((await api({ url: '/admin/categoria/1/simple' })).json()).toEqual({ id: 1, nombre: full.nombre, slug: full.slug, estatus: full.estatus });
      const form = (await api({ url: '/admin/categoria/1/formeditar' })).json();
      expect(form.categoria).toEqual(full);
      expect(form.padres.some((p: { id: number }) => p.id === 1)).toBe(false);
      for (const path of ['', '/full', '/simple', '/formeditar']) {
        const res = await api({ url: `/admin/categoria/999999${path}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ codigo: 404, mensaje: 'Categoría no encontrada' });
      }
      expect((await api({ url: '/admin/categoria/abc' })).statusCode).toBe(400);
    });

    it('checks name and slug availability case-insensitively, ignoring the category being edited', async () => {
      const check = async (url: string) => (await api({ url })).json().disponible;
      expect(await check(`/admin/categoria/nombre/${encodeURIComponent('bebidas isotónicas')}`)).toBe(false);
      expect(await check(`/admin/categoria/nombre/${encodeURIComponent('BEBIDAS ISOTÓNICAS')}/${parent.id}`)).toBe(true);
      expect(await check(`/admin/categoria/nombre/${encodeURIComponent('Una categoría nueva')}`)).toBe(true);
      expect(await check('/admin/categoria/slug/bebidas-isotonicas')).toBe(false);
      expect(await check('/admin/categoria/slug/-bebidas-isotonicas')).toBe(false);
      expect(await check(`/admin/categoria/slug/bebidas-isotonicas/${parent.id}`)).toBe(true);
      expect(await check('/admin/categoria/slug/otra-cosa')).toBe(true);
    });
  });

  describe('writes', () => {
    it('creates a category with a generated slug and a sub-category under a top-level parent', async () => {
      expect(parent).toMatchObject({ nombre: 'Bebidas Isotónicas', slug: 'bebidas-isotonicas', padreId: null, icono: 'bolt', orden: 7, estatus: 1, subcategoria: [] });
      expect(new Date(parent.creadoEn).toISOString()).toBe(parent.creadoEn);
      const sub = await create({ nombre: '  Con   cafeína ', slug: ' -Cafeína Extra ', padreId: parent.id, estatus: 2 });
      expect(sub.statusCode).toBe(201);
      expect(sub.json()).toMatchObject({ nombre: 'Con cafeína', slug: 'cafeina-extra', padreId: parent.id, padreNombre: 'Bebidas Isotónicas', estatus: 2, icono: null, orden: 0 });
      const full = (await api({ url: `/admin/categoria/${parent.id}` })).json() as CategoriaFull;
      expect(full.subcategorias).toBe(1);
      expect(full.subcategoria).toEqual([{ id: sub.json().id, nombre: 'Con cafeína', slug: 'cafeina-extra', estatus: 2 }]);
    });

    it('refuses duplicate names and slugs on create and edit with 409 and field errors', async () => {
      const before = await count();
      const dupName = await create({ nombre: ' bebidas ISOTÓNICAS', slug: 'otro-slug', padreId: null });
      expect(dupName.statusCode).toBe(409);
      expect(dupName.json().errores).toEqual({ nombre: 'Ya existe una categoría con este nombre' });
      const dupSlug = await create({ nombre: 'Otro nombre', slug: 'Bebidas Isotonicas', padreId: null });
      expect(dupSlug.statusCode).toBe(409);
      expect(dupSlug.json().errores).toEqual({ slug: 'Ya existe una categoría con este slug' });
      expect(await count()).toBe(before);

      const other = (await create({ nombre: 'Jugos Naturales', padreId: null })).json() as CategoriaFull;
      const edit = (payload: object) => api({ method: 'PUT', url: `/admin/categoria/${other.id}`, payload });
      expect((await edit({ nombre: 'Bebidas isotónicas', padreId: null })).json().errores).toEqual({ nombre: 'Ya existe una categoría con este nombre' });
      expect((await edit({ nombre: 'Jugos', slug: 'bebidas-isotonicas', padreId: null })).statusCode).toBe(409);
      const renamed = await edit({ nombre: 'JUGOS NATURALES', padreId: null, orden: 3, icono: null });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ nombre: 'JUGOS NATURALES', slug: 'jugos-naturales', orden: 3 });
      expect(Date.parse(renamed.json().actualizadoEn)).toBeGreaterThanOrEqual(Date.parse(other.actualizadoEn));
    });

    it('stays consistent when the same name is created concurrently', async () => {
      const before = await count();
      const results = await Promise.all(Array.from({ length: 5 }, () => create({ nombre: 'Carrera Simultánea', padreId: null })));
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 409, 409, 409, 409]);
      for (const r of results.filter((x) => x.statusCode === 409)) expect(Object.keys(r.json().errores)).toEqual(expect.arrayContaining([expect.stringMatching(/nombre|slug/)]));
      expect(await count()).toBe(before + 1);
    });

    it('keeps two levels: the parent must exist, be top-level and not be the category itself', async () => {
      const before = await count();
      const sub = (await list(`?filter=${encodeURIComponent('{"nivel":"sub"}')}`)).json()[0] as CategoriaFila;
      for (const padreId of [sub.id, 999999]) {
        const res = await create({ nombre: `Nieta ${padreId}`, padreId });
        expect(res.statusCode).toBe(422);
        expect(res.json().errores.padreId).toBeTruthy();
      }
      expect(await count()).toBe(before);
      const self = await api({ method: 'PUT', url: `/admin/categoria/${parent.id}`, payload: { nombre: parent.nombre, padreId: parent.id } });
      expect(self.statusCode).toBe(422);
      const withChildren = await api({ method: 'PUT', url: '/admin/categoria/1', payload: { nombre: 'Víveres', padreId: 2 } });
      expect(withChildren.statusCode).toBe(422);
      expect(withChildren.json().errores.padreId).toMatch(/subcategorías/);
      const unknown = await api({ method: 'PUT', url: '/admin/categoria/999999', payload: { nombre: 'X', padreId: null } });
      expect(unknown.statusCode).toBe(404);
    });

    it('toggles or sets the status', async () => {
      const url = `/admin/categoria/${parent.id}/estatus`;
      const put = (payload: object) => api({ method: 'PUT', url, payload });
      expect((await put({})).json().estatus).toBe(2);
      expect((await put({})).json().estatus).toBe(1);
      expect((await put({ estatus: 2 })).json().estatus).toBe(2);
      expect((await put({ estatus: 2 })).json().estatus).toBe(2);
      expect((await put({ estatus: 1 })).json().estatus).toBe(1);
      expect((await put({ estatus: 3 })).statusCode).toBe(400);
      expect((await put({ estatus: '2' })).statusCode).toBe(400);
      expect((await api({ method: 'PUT', url: '/admin/categoria/999999/estatus', payload: {} })).statusCode).toBe(404);
    });

    it('refuses bad bodies with 400 and writes nothing', async () => {
      const before = await count();
      const [row] = await t.database.db.select().from(categoria).where(eq(categoria.id, parent.id));
      const bodies: unknown[] = [
        '{"nombre": "roto"',
        { nombre: 12, padreId: null },
        { nombre: 'x'.repeat(101), padreId: null },
        { nombre: 'y'.repeat(50_000), padreId: null },
        { nombre: 'Válido', padreId: null, hack: true },
        { nombre: 'Válido' },
        { nombre: 'Válido', padreId: '1' },
        { nombre: 'Válido', padreId: null, estatus: '1' },
        { nombre: 'Válido', padreId: null, orden: -1 },
        { nombre: 'Válido', padreId: null, icono: 'no es un icono' },
        { nombre: '    ', padreId: null },
        { nombre: 'Válido', slug: '---', padreId: null },
        [],
      ];
      for (const payload of bodies) {
        for (const [method, url] of [['POST', '/admin/categoria'], ['PUT', `/admin/categoria/${parent.id}`]] as const) {
          const res = await api({ method, url, payload, headers: { 'content-type': 'application/json' } });
          expect(res.statusCode, `${method} ${JSON.stringify(payload).slice(0, 60)}`).toBe(400);
          expect(res.json().codigo).toBe(400);
        }
      }
      expect((await create({ nombre: '¡¿?!', padreId: null })).json().errores.slug).toBeTruthy();
      const unknownField = await create({ nombre: 'Válido', padreId: null, hack: true });
      expect(unknownField.json().errores).toEqual({ hack: 'Campo no permitido' });
      expect(await count()).toBe(before);
      const [after] = await t.database.db.select().from(categoria).where(eq(categoria.id, parent.id));
      expect(after).toEqual(row);
    });
  });

  describe('image', () => {
    const upload = (id: number, content: Buffer, field = 'imagen') => {
      const { payload, headers } = multipart(field, content);
      return api({ method: 'POST', url: `/admin/categoria/${id}/imagen`, payload, headers });
    };
    const fileOf = (url: string) => join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));

    it('stores the three webp sizes, serves them and replaces the previous ones', async () => {
      const res = await upload(parent.id, await png(800, 600));
      expect(res.statusCode).toBe(200);
      const img = (res.json() as CategoriaFull).miniaturaImagen!;
      expect(img).toMatchObject({ width: 800, height: 600 });
      for (const size of ['sm', 'md', 'lg'] as const) {
        expect(img.sizes[size]).toMatch(new RegExp(`^/uploads/categoria/${parent.id}/[a-f0-9]+-${size}\\.webp$`));
        expect(existsSync(fileOf(img.sizes[size]))).toBe(true);
      }
      const served = await t.app.inject({ url: img.sizes.md });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');

      const again = await upload(parent.id, await png(300, 300, 250));
      const next = (again.json() as CategoriaFull).miniaturaImagen!;
      expect(next.sizes.md).not.toBe(img.sizes.md);
      expect(existsSync(fileOf(next.sizes.md))).toBe(true);
      expect(existsSync(fileOf(img.sizes.md))).toBe(false);
      const menu = (await t.api({ url: '/api/categoria/menuwebsite' })).json() as { id: number; miniaturaImagen: unknown }[];
      expect(menu.find((c) => c.id === parent.id)?.miniaturaImagen).toEqual(next);
    });

    it('refuses a non-image, a missing header, a wrong field, a JSON body, a huge file and an unknown id', async () => {
      const [before] = await t.database.db.select().from(categoria).where(eq(categoria.id, parent.id));
      const text = await upload(parent.id, Buffer.from('hola, no soy una imagen pero me llamo foto.png'));
      expect(text.statusCode).toBe(400);
      expect(text.json().mensaje).toBe('La imagen no es válida');
      const svg = await upload(parent.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'));
      expect(svg.statusCode).toBe(400);
      const { payload, headers } = multipart('imagen', await png(20, 20));
      const noHeader = await api({ method: 'POST', url: `/admin/categoria/${parent.id}/imagen`, payload, headers: { 'content-type': headers['content-type']! } });
      expect(noHeader.statusCode).toBe(400);
      expect((await upload(parent.id, await png(20, 20), 'foto')).statusCode).toBe(400);
      const json = await api({ method: 'POST', url: `/admin/categoria/${parent.id}/imagen`, payload: { imagen: 'x' }, headers: { 'x-upload': '1' } });
      expect(json.statusCode).toBe(400);
      const big = await upload(parent.id, Buffer.concat([await png(20, 20), Buffer.alloc(6 * 1024 * 1024)]));
      expect(big.statusCode).toBe(413);
      expect((await upload(999999, await png(20, 20))).statusCode).toBe(404);
      const [after] = await t.database.db.select().from(categoria).where(eq(categoria.id, parent.id));
      expect(after).toEqual(before);
    });
  });
});
