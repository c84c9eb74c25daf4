import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitacora } from '../../src/server/audit/tables';
import { categoria, etiqueta, producto, productoEtiqueta, productoImagen } from '../../src/server/catalog/tables';
import { inventario } from '../../src/server/inventory/tables';
import type { ProductoBusqueda } from '../../src/server/search/records';
import { storefrontFilter } from '../../src/server/search/records';
import type { BitacoraFila } from '../../src/shared/contracts/audit';
import type { Producto, ProductoFila } from '../../src/shared/contracts/admin-products';
import { login, testBackends, type ApiCall } from '../helpers/app';
import { staffMember } from '../helpers/staff';
import { createSearchApp, type SearchTestApp } from './search-setup';

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
const q = (o: object) => encodeURIComponent(JSON.stringify(o));

describe.each(testBackends())('admin producto (%s)', (backend) => {
  let t: SearchTestApp;
  let token: string;
  const api = (call: ApiCall) => t.api({ token, ...call });
  const db = () => t.database.db;
  /** The one number a counting query answers. */
  const countOf = async (query: ReturnType<typeof sql>) => ((await db().execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
  const list = async (filter: object, extra = '') => {
    const res = await api({ url: `/admin/producto?filter=${q(filter)}&range=[0,499]${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    return { rows: res.json() as ProductoFila[], total: Number(/\/(\d+)$/.exec(String(res.headers['content-range']))![1]) };
  };
  const create = (payload: unknown) => api({ method: 'POST', url: '/admin/producto', payload });
  const count = () => db().$count(producto);
  let arroz: number;
  let cafeCategoria: number;
  let viveres: number;
  let etiquetas: { id: number; nombre: string }[];
  let cafe: Producto;
  const body = (over: Record<string, unknown> = {}) => ({
    nombre: 'Café Tostado Ñandú Molido 250 g',
    codigo: 'cafe-nandu-250',
    marca: 'Ñandú',
    descripcion: 'Café de altura, tostado medio.',
    categoriaId: cafeCategoria,
    impuesto: '16',
    etiquetaIds: [etiquetas[0]!.id, etiquetas[1]!.id],
    ...over,
  });

  beforeAll(async () => {
    t = await createSearchApp(backend);
    token = (await staffMember(t, ['ROLE_PRODUCTO'])).token;
    const [v] = await db().select().from(categoria).where(eq(categoria.nombre, 'Víveres'));
    viveres = v!.id;
    const [a] = await db().select().from(categoria).where(eq(categoria.nombre, 'Arroz'));
    arroz = a!.id;
    const [c] = await db().select().from(categoria).where(sql`${categoria.padreId} is not null`).orderBy(categoria.id).limit(1);
    cafeCategoria = c!.id;
    etiquetas = await db().select({ id: etiqueta.id, nombre: etiqueta.nombre }).from(etiqueta).orderBy(etiqueta.id);
    const res = await create(body());
    expect(res.statusCode, res.body).toBe(201);
    cafe = res.json();
  });
  afterAll(() => t.close());

  describe('create and read', () => {
    it('stores the product with its tags, an upper-case code and a slug from the name', async () => {
      expect(cafe).toMatchObject({
        nombre: 'Café Tostado Ñandú Molido 250 g',
        slug: 'cafe-tostado-nandu-molido-250-g',
        codigo: 'CAFE-NANDU-250',
        marca: 'Ñandú',
        descripcion: 'Café de altura, tostado medio.',
        categoriaId: cafeCategoria,
        impuesto: '16.00',
        estatus: 1,
        principalImagen: null,
        existencia: 0,
        enOferta: false,
        galeria: [],
        galeriaTotal: 0,
      });
      expect([...cafe.etiquetaIds].sort()).toEqual([etiquetas[0]!.id, etiquetas[1]!.id].sort());
      const shown = await api({ url: `/admin/producto/${cafe.id}` });
      expect(shown.statusCode).toBe(200);
      expect(shown.json()).toEqual(cafe);
    });

    it('keeps names unique ignoring case, accents and spaces, and codes ignoring case: 409 with the field', async () => {
      const before = await count();
      const name = await create(body({ nombre: '  cafe tostado   NANDU molido 250 G ', codigo: 'OTRO-1' }));
      expect(name.statusCode).toBe(409);
      expect(name.json()).toEqual({ codigo: 409, mensaje: 'Ya existe un producto con este nombre', errores: { nombre: 'Ya existe un producto con este nombre' } });
      const code = await create(body({ nombre: 'Otro café', codigo: 'Cafe-Nandu-250' }));
      expect(code.statusCode).toBe(409);
      expect(code.json().errores).toEqual({ codigo: 'Ya existe un producto con este código' });
      expect(await count()).toBe(before);
      // the slug of a name differing only in punctuation gets a suffix
      const twin = await create(body({ nombre: 'Café tostado Ñandú molido (250 g)', codigo: 'CAFE-TWIN' }));
      expect(twin.statusCode, twin.body).toBe(201);
      expect(twin.json().slug).toBe('cafe-tostado-nandu-molido-250-g-2');
      // a slug asked for that another product holds is a conflict
      const slug = await create(body({ nombre: 'Café con slug', codigo: 'CAFE-SLUG', slug: 'cafe-tostado-nandu-molido-250-g' }));
      expect(slug.statusCode).toBe(409);
      expect(slug.json().errores).toEqual({ slug: 'Ya existe un producto con este slug' });
    });

    it('lets exactly one of several concurrent creates with one name, or one code, through', async () => {
      const byName = await Promise.all([1, 2, 3, 4, 5].map((i) => create(body({ nombre: 'Harina Concurrente 1 kg', codigo: `CONC-${i}` }))));
      expect(byName.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(byName.filter((r) => r.statusCode === 409).every((r) => r.json().errores.nombre === 'Ya existe un producto con este nombre')).toBe(true);
      expect(await db().$count(producto, eq(producto.nombre, 'Harina Concurrente 1 kg'))).toBe(1);
      const byCode = await Promise.all([1, 2, 3, 4].map((i) => create(body({ nombre: `Harina por código ${i}`, codigo: 'CONC-CODIGO' }))));
      expect(byCode.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
      expect(byCode.filter((r) => r.statusCode === 409).every((r) => r.json().errores.codigo === 'Ya existe un producto con este código')).toBe(true);
    });

    it('answers whether a name or a code is free', async () => {
      const free = async (path: string) => {
        const res = await api({ url: `/admin/producto/${path}` });
        expect(res.statusCode, path).toBe(200);
        return res.json().disponible as boolean;
      };
      expect(await free(`nombre/${encodeURIComponent('CAFÉ TOSTADO ñandu molido 250 g')}`)).toBe(false);
      expect(await free(`nombre/${encodeURIComponent('Café Tostado Ñandú Molido 250 g')}/${cafe.id}`)).toBe(true);
      expect(await free(`nombre/${encodeURIComponent('Producto nuevo')}`)).toBe(true);
      expect(await free('codigo/cafe-nandu-250')).toBe(false);
      expect(await free(`codigo/CAFE-NANDU-250/${cafe.id}`)).toBe(true);
      expect(await free('codigo/LIBRE-1')).toBe(true);
    });

    it('refuses bad bodies with Spanish field errors and writes nothing', async () => {
      const before = await count();
      const tagLinks = await db().$count(productoEtiqueta);
      const cases: [Record<string, unknown>, string, string | null][] = [
        [{ nombre: '  ' }, 'nombre', 'El nombre debe tener al menos 3 caracteres'],
        [{ nombre: 'x'.repeat(161) }, 'nombre', null],
        [{ nombre: 5 }, 'nombre', null],
        [{ codigo: 'ab' }, 'codigo', null],
        [{ codigo: 'con espacio' }, 'codigo', null],
        [{ codigo: '=cmd|calc' }, 'codigo', null],
        [{ impuesto: '12' }, 'impuesto', 'El impuesto debe ser 0 %, 8 % o 16 %'],
        [{ impuesto: '-16' }, 'impuesto', null],
        [{ impuesto: 16 }, 'impuesto', null],
        [{ categoriaId: 'viveres' }, 'categoriaId', null],
        [{ categoriaId: 0 }, 'categoriaId', null],
        [{ etiquetaIds: ['a'] }, 'etiquetaIds', null],
        [{ estatus: 3 }, 'estatus', null],
        [{ descripcion: 'x'.repeat(5001) }, 'descripcion', null],
        [{ descripcion: 'hola\u0000' }, 'descripcion', 'Contiene caracteres no permitidos'],
        [{ slug: '¡¿?!' }, 'slug', 'El slug debe contener letras o números'],
        [{ precio: '1.00' }, 'precio', 'Campo no permitido'],
      ];
      for (const [over, field, message] of cases) {
        const res = await create(body({ nombre: `Inválido ${field}`, codigo: 'INVALIDO-1', ...over }));
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        const errores = res.json().errores as Record<string, string>;
        expect(Object.keys(errores).join(), JSON.stringify(over)).toContain(field);
        if (message) expect(Object.values(errores)).toContain(message);
      }
      const unknownCategory = await create(body({ nombre: 'Sin categoría', codigo: 'SINCAT', categoriaId: 999999 }));
      expect(unknownCategory.statusCode).toBe(422);
      expect(unknownCategory.json().errores).toEqual({ categoriaId: 'La categoría no existe' });
      const parentCategory = await create(body({ nombre: 'En padre', codigo: 'ENPADRE', categoriaId: viveres }));
      expect(parentCategory.statusCode).toBe(422);
      expect(parentCategory.json().errores).toEqual({ categoriaId: 'Elija una subcategoría: esta categoría tiene subcategorías' });
      const unknownTag = await create(body({ nombre: 'Sin etiqueta', codigo: 'SINETQ', etiquetaIds: [999999] }));
      expect(unknownTag.statusCode).toBe(422);
      expect(unknownTag.json().errores).toEqual({ etiquetaIds: 'Etiqueta inexistente: 999999' });
      expect(await count()).toBe(before);
      expect(await db().$count(productoEtiqueta)).toBe(tagLinks);
    });

    it('answers 404 for unknown ids on every record route', async () => {
      for (const [method, url] of [
        ['GET', '/admin/producto/99999999'],
        ['GET', '/admin/producto/99999999/formeditar'],
        ['GET', '/admin/producto/99999999/historial'],
        ['PUT', '/admin/producto/99999999/estatus'],
        ['DELETE', '/admin/producto/99999999/imagen'],
        ['PUT', '/admin/producto/99999999/galeria/orden'],
        ['DELETE', `/admin/producto/${cafe.id}/galeria/99999999`],
      ] as const) {
        const res = await api({ method, url, payload: method === 'PUT' ? (url.endsWith('orden') ? { ids: [] } : {}) : undefined });
        expect(res.statusCode, url).toBe(404);
      }
      const put = await api({ method: 'PUT', url: '/admin/producto/99999999', payload: body({ nombre: 'Nadie', codigo: 'NADIE' }) });
      expect(put.statusCode).toBe(404);
      expect(put.json().mensaje).toBe('Producto no encontrado');
      expect((await api({ url: '/admin/producto/abc' })).statusCode).toBe(400);
    });

    it('gives the form data: leaf categories marked, tags, taxes, zones', async () => {
      const res = await api({ url: '/admin/producto/formregistrar' });
      expect(res.statusCode).toBe(200);
      const data = res.json();
      expect(data.impuesto).toEqual(['0.00', '8.00', '16.00']);
      expect(data.zona.map((z: { slug: string }) => z.slug)).toEqual(['caracas', 'valencia', 'maracaibo']);
      expect(data.categoria.find((c: { id: number }) => c.id === viveres)).toMatchObject({ hoja: false, padreId: null });
      expect(data.categoria.find((c: { id: number }) => c.id === arroz)).toMatchObject({ hoja: true, padreNombre: 'Víveres' });
      expect(data.etiqueta).toHaveLength(etiquetas.length);
      const edit = await api({ url: `/admin/producto/${cafe.id}/formeditar` });
      expect(edit.json().producto.id).toBe(cafe.id);
    });
  });

  describe('list', () => {
    it('finds by name or code ignoring accents and case', async () => {
      for (const text of ['cafe tostado nandu', 'CAFÉ TOSTADO ÑANDÚ', 'Cafe  Tostado', 'nandu-250', 'CAFE-NANDU']) {
        expect((await list({ q: text })).rows.map((r) => r.id), text).toContain(cafe.id);
      }
      const arrozRows = (await list({ q: 'ARROZ blanco' })).rows;
      expect(arrozRows.length).toBeGreaterThan(0);
      expect(arrozRows.every((r) => /arroz blanco/i.test(r.nombre))).toBe(true);
      const jabon = (await list({ q: 'jabon' })).rows;
      expect(jabon.length).toBeGreaterThan(0);
      expect(jabon.every((r) => /jabón/i.test(r.nombre))).toBe(true);
      // wildcards are literal
      expect((await list({ q: 'a%o' })).rows).toEqual([]);
      expect((await list({ q: '70 %' })).rows.map((r) => r.nombre)).toContain('Chocolate oscuro 70 % cacao 80 g');
      expect((await list({ q: 'caf_' })).rows).toEqual([]);
    });

    it('filters by category with its sub-categories, tag, status and image', async () => {
      const sub = await list({ categoriaId: arroz });
      expect(sub.total).toBeGreaterThan(0);
      expect(sub.rows.every((r) => r.categoriaId === arroz)).toBe(true);
      const top = await list({ categoriaId: viveres });
      const n = await countOf(sql`select count(*)::int as n from producto p join categoria c on c.id = p.categoria_id where c.id = ${viveres} or c.padre_id = ${viveres}`);
      expect(top.total).toBe(n);
      expect(top.rows.map((r) => r.id)).toEqual(expect.arrayContaining(sub.rows.map((r) => r.id)));
      expect(top.rows.every((r) => r.padreId === viveres || r.categoriaId === viveres)).toBe(true);

      const tagged = await list({ etiquetaId: etiquetas[0]!.id });
      expect(tagged.total).toBe(await db().$count(productoEtiqueta, eq(productoEtiqueta.etiquetaId, etiquetas[0]!.id)));
      expect(tagged.rows.every((r) => r.etiquetaIds.includes(etiquetas[0]!.id))).toBe(true);
      expect((await list({ etiquetaId: etiquetas[0]!.id, q: 'nandu' })).rows.map((r) => r.id)).toContain(cafe.id);

      const withImage = await list({ conImagen: true });
      const withoutImage = await list({ conImagen: false });
      expect(withImage.total + withoutImage.total).toBe(await count());
      expect(withImage.rows.every((r) => r.principalImagen !== null)).toBe(true);
      expect(withoutImage.rows.map((r) => r.id)).toContain(cafe.id);
      expect((await list({ estatus: 2 })).rows.every((r) => r.estatus === 2)).toBe(true);
    });

    it('filters by stock and offer in a zone', async () => {
      const stocked = await list({ conStock: true, zonaId: 2 });
      const n = await countOf(sql`select count(distinct producto_id)::int as n from inventario where zona_id = 2 and estatus = 1 and existencia > 0`);
      expect(stocked.total).toBe(n);
      expect(stocked.rows.every((r) => r.existencia > 0)).toBe(true);
      const empty = await list({ conStock: false, zonaId: 2 });
      expect(empty.total).toBe((await count()) - n);
      expect(empty.rows.map((r) => r.id)).toContain(cafe.id);
      // sold out in Valencia only, through the stock route: in the very next list (its ids are kept across writes)
      const target = stocked.rows[0]!;
      const rows = await db().select().from(inventario).where(sql`${inventario.productoId} = ${target.id} and ${inventario.zonaId} = 2`);
      const clerk = (await staffMember(t, ['ROLE_INVENTARIO', 'ROLE_ZONA_valencia'])).token;
      const adjust = async (ajuste: (r: (typeof rows)[number]) => number) => {
        for (const r of rows) {
          const res = await t.api({ token: clerk, method: 'PUT', url: `/admin/inventario/zona/valencia/sucursal/${r.sucursalId}/producto/${target.id}`, payload: { ajuste: ajuste(r) } });
          expect(res.statusCode, res.body).toBe(200);
        }
      };
      await adjust((r) => -r.existencia);
      const soldOut = await list({ conStock: false, zonaId: 2 });
      expect(soldOut.rows.map((r) => r.id)).toContain(target.id);
      expect(soldOut.total).toBe(empty.total + 1);
      const [row] = (await list({ id: target.id, zonaId: 2 })).rows;
      expect(row!.existencia).toBe(0);
      // still stocked elsewhere
      expect((await list({ conStock: false })).rows.map((r) => r.id)).not.toContain(target.id);
      await adjust(() => 3);
      const restocked = await list({ conStock: false, zonaId: 2 });
      expect(restocked.rows.map((r) => r.id)).not.toContain(target.id);
      expect(restocked.total).toBe(empty.total);

      const offers = await list({ enOferta: true, zonaId: 1 });
      const o = await countOf(
        sql`select count(distinct i.producto_id)::int as n from inventario i join precio p on p.inventario_id = i.id where i.zona_id = 1 and i.estatus = 1 and p.estatus = 1 and p.oferta > 0`,
      );
      expect(offers.total).toBe(o);
      expect(offers.rows.every((r) => r.enOferta)).toBe(true);
      expect((await list({ enOferta: false, zonaId: 1 })).total).toBe((await count()) - o);
    });

    it('sorts, pages by 50 with Content-Range and refuses bad parameters', async () => {
      const res = await api({ url: '/admin/producto' });
      expect(res.json()).toHaveLength(50);
      expect(res.headers['content-range']).toBe(`producto 0-49/${await count()}`);
      const byStock = await api({ url: `/admin/producto?sort=${q(['existencia', 'DESC'])}&range=[0,9]&filter=${q({ zonaId: 1 })}` });
      const stocks = (byStock.json() as ProductoFila[]).map((r) => r.existencia);
      expect(stocks).toEqual([...stocks].sort((a, b) => b - a));
      const byName = (await api({ url: `/admin/producto?sort=${q(['nombre', 'ASC'])}&range=[0,19]` })).json() as ProductoFila[];
      expect(byName.map((r) => r.nombre)).toEqual(byName.map((r) => r.nombre).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      for (const bad of [`sort=${q(['descripcion', 'ASC'])}`, `filter=${q({ precio: 1 })}`, `filter=${q({ conStock: 'si' })}`, 'range=[5,1]', `filter=${q({ q: 'x'.repeat(101) })}`]) {
        const r = await api({ url: `/admin/producto?${bad}` });
        expect(r.statusCode, bad).toBe(400);
        expect(r.json().mensaje).toBe('Los parámetros de la lista no son válidos');
      }
    });
  });

  describe('edit, status, audit and search', () => {
    it('edits every field, replaces tags and records before and after', async () => {
      const res = await api({
        method: 'PUT',
        url: `/admin/producto/${cafe.id}`,
        payload: body({ nombre: 'Café Ñandú Molido 250 g', codigo: '7591234567890', impuesto: '0', etiquetaIds: [etiquetas[2]!.id], descripcion: 'Nuevo texto', marca: null }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        nombre: 'Café Ñandú Molido 250 g',
        slug: 'cafe-tostado-nandu-molido-250-g',
        codigo: '7591234567890',
        impuesto: '0.00',
        etiquetaIds: [etiquetas[2]!.id],
        descripcion: 'Nuevo texto',
        marca: null,
      });
      const hist = await api({ url: `/admin/producto/${cafe.id}/historial` });
      expect(hist.statusCode).toBe(200);
      const [edit, created] = hist.json() as BitacoraFila[];
      expect(created).toMatchObject({ accion: 'crear', recurso: 'producto', area: 'producto', registroId: String(cafe.id) });
      expect(edit!.accion).toBe('editar');
      expect(edit!.cambios).toMatchObject({
        nombre: { antes: 'Café Tostado Ñandú Molido 250 g', despues: 'Café Ñandú Molido 250 g' },
        codigo: { antes: 'CAFE-NANDU-250', despues: '7591234567890' },
        impuesto: { antes: '16.00', despues: '0.00' },
        marca: { antes: 'Ñandú', despues: null },
      });
      expect((edit!.cambios.etiquetaIds!.despues as number[])).toEqual([etiquetas[2]!.id]);
      // the same values again record nothing
      await api({ method: 'PUT', url: `/admin/producto/${cafe.id}`, payload: body({ nombre: 'Café Ñandú Molido 250 g', codigo: '7591234567890', impuesto: '0', etiquetaIds: [etiquetas[2]!.id], descripcion: 'Nuevo texto', marca: null }) });
      expect(await db().$count(bitacora, sql`${bitacora.recurso} = 'producto' and ${bitacora.registroId} = ${String(cafe.id)}`)).toBe(2);
    });

    it('a deactivated product leaves the storefront search at once, and comes back when reactivated', async () => {
      const [p] = await db().select().from(producto).where(eq(producto.nombre, 'Arroz blanco tipo I 1 kg'));
      const hits = async (filters: string) => {
        const { results } = await t.client(t.config.searchAdminKey).search<ProductoBusqueda>({
          requests: [{ indexName: 'productos', query: 'arroz blanco', filters, hitsPerPage: 100 }],
        });
        return (results[0] as { hits: ProductoBusqueda[] }).hits.map((h) => h.id);
      };
      const publicHits = async () => {
        const { results } = await t.client().search<ProductoBusqueda>({ requests: [{ indexName: 'productos', query: 'arroz blanco', hitsPerPage: 100 }] });
        return (results[0] as { hits: ProductoBusqueda[] }).hits.map((h) => h.id);
      };
      expect(await hits(storefrontFilter(1, 1))).toContain(p!.id);
      expect(await publicHits()).toContain(p!.id);
      expect((await t.api({ url: `/api/producto/${p!.slug}?zona=caracas` })).statusCode).toBe(200);
      const off = await api({ method: 'PUT', url: `/admin/producto/${p!.id}/estatus`, payload: { estatus: 2 } });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().estatus).toBe(2);
      expect(await hits(storefrontFilter(1, 1))).not.toContain(p!.id);
      expect(await publicHits()).not.toContain(p!.id);
      expect((await t.api({ url: `/api/producto/${p!.slug}?zona=caracas` })).statusCode).toBe(404);
      const [audit] = (await api({ url: `/admin/producto/${p!.id}/historial` })).json() as BitacoraFila[];
      expect(audit).toMatchObject({ accion: 'estatus', cambios: { estatus: { antes: 1, despues: 2 } } });
      // toggling without a body brings it back
      const on = await api({ method: 'PUT', url: `/admin/producto/${p!.id}/estatus`, payload: {} });
      expect(on.json().estatus).toBe(1);
      expect(await hits(storefrontFilter(1, 1))).toContain(p!.id);
    });

    it('a renamed product is found in search by its new name', async () => {
      const [p] = await db().select().from(producto).where(eq(producto.nombre, 'Arroz blanco tipo II 1 kg'));
      const tags = (await db().select().from(productoEtiqueta).where(eq(productoEtiqueta.productoId, p!.id))).map((x) => x.etiquetaId);
      const res = await api({
        method: 'PUT',
        url: `/admin/producto/${p!.id}`,
        payload: { nombre: 'Arroz blanco tipo II Llanero 1 kg', codigo: p!.codigo, categoriaId: p!.categoriaId, impuesto: p!.impuesto, etiquetaIds: tags },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { results } = await t.client().search<ProductoBusqueda>({ requests: [{ indexName: 'productos', query: 'llanero' }] });
      expect((results[0] as { hits: ProductoBusqueda[] }).hits.map((h) => h.id)).toEqual([p!.id]);
    });
  });

  describe('images', () => {
    const upload = (path: string, content: Buffer, field = 'imagen') => {
      const { payload, headers } = multipart(field, content);
      return api({ method: 'POST', url: `/admin/producto/${cafe.id}/${path}`, payload, headers });
    };
    const fileOf = (url: string) => join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));

    it('stores the main image in three sizes, replaces it, and the search record shows it', async () => {
      const res = await upload('imagen', await png(800, 600));
      expect(res.statusCode, res.body).toBe(200);
      const img = (res.json() as Producto).principalImagen!;
      expect(img).toMatchObject({ width: 800, height: 600 });
      for (const size of ['sm', 'md', 'lg'] as const) {
        expect(img.sizes[size]).toMatch(new RegExp(`^/uploads/producto/${cafe.id}/[a-f0-9]+-${size}\\.webp$`));
        expect(existsSync(fileOf(img.sizes[size]))).toBe(true);
      }
      const next = ((await upload('imagen', await png(300, 300, 250))).json() as Producto).principalImagen!;
      expect(existsSync(fileOf(img.sizes.md))).toBe(false);
      expect(existsSync(fileOf(next.sizes.md))).toBe(true);
      const { results } = await t.client(t.config.searchAdminKey).search<ProductoBusqueda>({ requests: [{ indexName: 'productos', filters: `objectID:${cafe.id}` }] });
      expect((results[0] as { hits: ProductoBusqueda[] }).hits[0]!.imagen).toEqual(next.sizes);
      expect((await list({ conImagen: true, id: cafe.id })).total).toBe(1);
      const [last] = (await api({ url: `/admin/producto/${cafe.id}/historial` })).json() as BitacoraFila[];
      expect(last!.accion).toBe('imagen');
      expect(last!.cambios).toEqual({ principalImagen: { antes: img.sizes.md, despues: next.sizes.md } });
    });

    it('keeps a gallery: upload, reorder, remove, with limits', async () => {
      const a = (await upload('galeria', await png(200, 200, 1))).json() as Producto;
      const b = (await upload('galeria', await png(200, 200, 2))).json() as Producto;
      const res = await upload('galeria', await png(200, 200, 3));
      expect(res.statusCode, res.body).toBe(200);
      const g = (res.json() as Producto).galeria;
      expect(g).toHaveLength(3);
      expect(a.galeria).toHaveLength(1);
      expect(b.galeria.map((x) => x.id)).toEqual(g.slice(0, 2).map((x) => x.id));
      for (const item of g) expect(item.imagen.sizes.md).toMatch(new RegExp(`^/uploads/producto/${cafe.id}/galeria/`));
      const dup = await upload('galeria', await png(200, 200, 1));
      expect(dup.statusCode).toBe(422);
      expect(dup.json().errores).toEqual({ imagen: 'Esta imagen ya está en la galería' });

      const order = [g[2]!.id, g[0]!.id, g[1]!.id];
      const moved = await api({ method: 'PUT', url: `/admin/producto/${cafe.id}/galeria/orden`, payload: { ids: order } });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((moved.json() as Producto).galeria.map((x) => x.id)).toEqual(order);
      for (const bad of [[g[0]!.id, g[1]!.id], [...order, order[0]], [g[0]!.id, g[1]!.id, 99999]]) {
        const r = await api({ method: 'PUT', url: `/admin/producto/${cafe.id}/galeria/orden`, payload: { ids: bad } });
        expect(r.statusCode, JSON.stringify(bad)).toBe(422);
        expect(r.json().errores).toEqual({ ids: 'La lista debe contener cada imagen de la galería una vez' });
      }
      expect((await api({ method: 'PUT', url: `/admin/producto/${cafe.id}/galeria/orden`, payload: { ids: 'x' } })).statusCode).toBe(400);

      const removed = await api({ method: 'DELETE', url: `/admin/producto/${cafe.id}/galeria/${g[0]!.id}` });
      expect(removed.statusCode).toBe(200);
      expect((removed.json() as Producto).galeria.map((x) => x.id)).toEqual([g[2]!.id, g[1]!.id]);
      expect(existsSync(fileOf(g[0]!.imagen.sizes.md))).toBe(false);
      expect(await db().$count(productoImagen, eq(productoImagen.productoId, cafe.id))).toBe(2);
      const trail = (await api({ url: `/admin/producto/${cafe.id}/historial?range=[0,0]` })).json() as BitacoraFila[];
      expect(trail[0]!.cambios.galeria!.despues).toEqual([g[2]!.imagen.sizes.md, g[1]!.imagen.sizes.md]);
    });

    it("shows the gallery on the storefront's product page, after the main image, in its order", async () => {
      const arroz = (await t.api({ url: '/api/categoria/supermercado/viveres/arroz?zona=caracas' })).json() as { producto: { id: number; slug: string; imagen: { md: string } | null }[] };
      const p = arroz.producto[0]!;
      const add = async (seed: number) => {
        const { payload, headers } = multipart('imagen', await png(120, 120, seed + 40));
        const res = await api({ method: 'POST', url: `/admin/producto/${p.id}/galeria`, payload, headers });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as Producto).galeria;
      };
      await add(1);
      const galeria = await add(2);
      const detail = (await t.api({ url: `/api/producto/${p.slug}?zona=caracas` })).json() as { producto: { imagenes: { sizes: { md: string } }[] } };
      const shown = detail.producto.imagenes.map((i) => i.sizes.md);
      expect(shown.slice(-2)).toEqual(galeria.map((g) => g.imagen.sizes.md));
      expect(shown).toHaveLength((p.imagen ? 1 : 0) + 2);
    });

    it('refuses a non-image, a corrupt image, a huge file, a wrong field and writes nothing', async () => {
      const [before] = await db().select().from(producto).where(eq(producto.id, cafe.id));
      const gallery = await db().$count(productoImagen);
      const text = await upload('imagen', Buffer.from('hola, no soy una imagen pero me llamo foto.png'));
      expect(text.statusCode).toBe(400);
      expect(text.json()).toMatchObject({ mensaje: 'La imagen no es válida', errores: { imagen: 'El archivo no es una imagen JPEG, PNG, WebP, GIF o AVIF' } });
      const good = await png(100, 100);
      const corrupt = Buffer.concat([good.subarray(0, 60), Buffer.alloc(200, 7)]);
      const broken = await upload('galeria', corrupt);
      expect(broken.statusCode).toBe(400);
      expect(broken.json().mensaje).toBe('La imagen no es válida');
      const big = await upload('imagen', Buffer.concat([good, Buffer.alloc(6 * 1024 * 1024)]));
      expect(big.statusCode).toBe(413);
      expect((await upload('imagen', good, 'foto')).statusCode).toBe(400);
      const { payload, headers } = multipart('imagen', good);
      expect((await api({ method: 'POST', url: '/admin/producto/99999999/imagen', payload, headers })).statusCode).toBe(404);
      const [after] = await db().select().from(producto).where(eq(producto.id, cafe.id));
      expect(after).toEqual(before);
      expect(await db().$count(productoImagen)).toBe(gallery);
    });

    it('removes the main image', async () => {
      const res = await api({ method: 'DELETE', url: `/admin/producto/${cafe.id}/imagen` });
      expect(res.statusCode).toBe(200);
      expect(res.json().principalImagen).toBeNull();
    });
  });

  describe('CSV export', () => {
    it('exports the filtered list with Spanish headers and neutralized formulas', async () => {
      const evil = await create(body({ nombre: '=HYPERLINK("http://x","clic")', codigo: 'EVIL-1', marca: '+cmd', descripcion: '@SUM(A1:A2); -1', etiquetaIds: [] }));
      expect(evil.statusCode, evil.body).toBe(201);
      const res = await api({ url: `/admin/producto/exportar?filter=${q({ q: 'hyperlink' })}`, headers: { accept: 'text/csv' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="productos-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = res.body.split('\r\n');
      expect(lines[0]).toBe('\uFEFFID,Código,Nombre,Slug,Marca,Categoría,Subcategoría,Impuesto (%),Estatus,Etiquetas,Existencia,En oferta,Imagen,Descripción');
      const cat = (await db().select().from(categoria).where(eq(categoria.id, cafeCategoria)))[0]!;
      const [parent] = await db().select().from(categoria).where(eq(categoria.id, cat.padreId!));
      expect(lines[1]).toBe(
        `${evil.json().id},EVIL-1,"'=HYPERLINK(""http://x"",""clic"")",hyperlink-http-x-clic,'+cmd,${parent!.nombre},${cat.nombre},16.00,Activo,,0,No,No,"'@SUM(A1:A2); -1"`,
      );
      expect(lines).toHaveLength(3);
      expect(lines[2]).toBe('');

      const all = await api({ url: `/admin/producto/exportar?filter=${q({ categoriaId: arroz })}` });
      const rows = all.body.split('\r\n').filter(Boolean);
      expect(rows.length - 1).toBe((await list({ categoriaId: arroz })).total);
    });

    it('validates the filter before sending anything', async () => {
      const res = await api({ url: `/admin/producto/exportar?filter=${q({ conStock: 'si' })}` });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().errores).toEqual({ 'filter.conStock': 'Valor no permitido' });
      expect((await api({ url: '/admin/producto/exportar?filter=nojson' })).statusCode).toBe(400);
    });
  });

  describe('access', () => {
    it('needs ROLE_PRODUCTO', async () => {
      const other = await staffMember(t, ['ROLE_CATEGORIA']);
      for (const url of ['/admin/producto', '/admin/producto/exportar', `/admin/producto/${cafe.id}`]) {
        expect((await t.api({ token: other.token, url })).statusCode, url).toBe(403);
      }
      const customer = (await login(t, 'cliente@demo.ve').catch(() => null))?.token;
      if (customer) expect((await t.api({ token: customer, url: '/admin/producto' })).statusCode).toBe(403);
      expect((await t.api({ url: '/admin/producto' })).statusCode).toBe(401);
    });
  });
});
