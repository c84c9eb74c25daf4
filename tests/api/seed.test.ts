import { verify } from '@node-rs/argon2';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsuarioEstatus, UsuarioTipo } from '../../src/shared/enums';
import { AREA_ROLES } from '../../src/shared/roles';
import { usuario, usuarioRol } from '../../src/server/auth/tables';
import { categoria, etiqueta, type ImagenProcesada, producto, productoEtiqueta } from '../../src/server/catalog/tables';
import { configuracion, moneda } from '../../src/server/config/tables';
import { migrateDatabase, openDatabase, type Database } from '../../src/server/db/client';
import { seedIfEmpty } from '../../src/server/seed';
import { inventario, precio, sucursal } from '../../src/server/inventory/tables';
import type { ImageStore } from '../../src/server/media/images';
import { linkMenu, zona } from '../../src/server/zones/tables';
import { createTestApp, DEMO_PASSWORD, testBackends, type TestApp } from '../helpers/app';

/** An image store that renders nothing: records each prefix and answers fixed URLs. */
function recordingStore(): ImageStore & { prefixes: string[] } {
  const prefixes: string[] = [];
  return {
    prefixes,
    async saveImage(prefix, input) {
      expect(input.toString('utf8', 0, 4)).toBe('<svg');
      prefixes.push(prefix);
      const url = (size: string) => `/uploads/${prefix}/demo-${size}.webp`;
      return { sizes: { sm: url('sm'), md: url('md'), lg: url('lg') }, width: 960, height: 960 };
    },
    async remove() {},
  };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe.each(testBackends())('datos de demostración (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('tiene zonas, monedas, configuración y enlaces de menú', async () => {
    const db = t.database.db;
    const zonas = await db.select().from(zona).orderBy(asc(zona.id));
    expect(zonas.map((z) => [z.id, z.slug, z.nombre, z.estatus])).toEqual([
      [1, 'caracas', 'Caracas', 1],
      [2, 'valencia', 'Valencia', 1],
      [3, 'maracaibo', 'Maracaibo', 2],
    ]);
    const monedas = await db.select().from(moneda).orderBy(asc(moneda.id));
    expect(monedas.map((m) => [m.id, m.tipo, m.simbolo, m.tasa, m.sistema, m.default])).toEqual([
      [1, 'dollar', '$', '1.0000', true, true],
      [2, 'bolivar', 'Bs.', '245.8700', false, false],
    ]);
    // read the scalar as text: drizzle's jsonb mapping parses a string value a second time ('20.00' -> 20)
    const rows = await db.select({ clave: configuracion.clave, valor: sql<string>`${configuracion.valor} #>> '{}'` }).from(configuracion);
    const config = Object.fromEntries(rows.map((c) => [c.clave, c.valor]));
    expect(config).toMatchObject({ minimoCompra: '20.00', iconoCategoria: 'storefront', costoempaquetado: '0.50' });
    for (const z of zonas) {
      const links = await db.select().from(linkMenu).where(eq(linkMenu.zonaId, z.id));
      expect(links.length).toBeGreaterThanOrEqual(4);
      expect(links.length).toBeLessThanOrEqual(6);
      expect(links.some((l) => l.externo && l.url.startsWith('https://'))).toBe(true);
      expect(links.filter((l) => !l.externo).every((l) => l.url.startsWith('/'))).toBe(true);
    }
  });

  it('crea las cuentas de demostración con sus roles y la clave Demo1234!', async () => {
    const db = t.database.db;
    const usuarios = await db.select().from(usuario);
    const roles = await db.select().from(usuarioRol);
    const byEmail = new Map(usuarios.map((u) => [u.email, { ...u, roles: roles.filter((r) => r.usuarioId === u.id).map((r) => r.rol) }]));
    const admin = byEmail.get('admin@demo.ve')!;
    expect(admin.roles).toEqual(
      expect.arrayContaining(['ROLE_ADMIN', 'ROLE_USUARIO', ...AREA_ROLES, 'ROLE_ZONA_caracas', 'ROLE_ZONA_valencia', 'ROLE_ZONA_maracaibo']),
    );
    expect(byEmail.get('operador@demo.ve')!.roles.sort()).toEqual(['ROLE_ADMIN', 'ROLE_PEDIDO', 'ROLE_USUARIO', 'ROLE_ZONA_caracas']);
    const planes: [string, number][] = [
      ['cliente@demo.ve', UsuarioTipo.normal],
      ['prime@demo.ve', UsuarioTipo.prime],
      ['mayorista@demo.ve', UsuarioTipo.mayorista],
    ];
    for (const [email, tipo] of planes) {
      const u = byEmail.get(email)!;
      expect(u).toMatchObject({ usuarioTipo: tipo, estatus: UsuarioEstatus.ACTIVO, roles: ['ROLE_USUARIO'] });
      expect(u.verificadoEn).not.toBeNull();
      expect(u.telefono).toMatch(/^04\d{9}$/);
    }
    expect(byEmail.get('mayorista@demo.ve')!.tipoDocumento).toBe('J');
    expect(byEmail.get('bloqueado@demo.ve')).toMatchObject({ estatus: UsuarioEstatus.BLOQUEADO, roles: ['ROLE_USUARIO'] });
    expect(byEmail.get('porverificar@demo.ve')).toMatchObject({ estatus: UsuarioEstatus.VERIFICAR_EMAIL, verificadoEn: null });
    expect(admin.clave.startsWith('$argon2id$')).toBe(true);
    expect(await verify(admin.clave, DEMO_PASSWORD)).toBe(true);
  });

  it('tiene un árbol de categorías de dos niveles con productos solo en las hojas', async () => {
    const db = t.database.db;
    const categorias = await db.select().from(categoria);
    const byId = new Map(categorias.map((c) => [c.id, c]));
    const tops = categorias.filter((c) => c.padreId === null);
    expect(tops.length).toBeGreaterThanOrEqual(12);
    expect(tops.every((c) => c.icono && c.miniaturaImagen)).toBe(true);
    for (const c of categorias.filter((c) => c.padreId !== null)) expect(byId.get(c.padreId!)!.padreId).toBeNull();
    for (const top of tops) expect(categorias.filter((c) => c.padreId === top.id).length).toBeGreaterThanOrEqual(2);
    const parents = new Set(categorias.map((c) => c.padreId));
    const productos = await db.select({ categoriaId: producto.categoriaId }).from(producto);
    expect(productos.every((p) => !parents.has(p.categoriaId) && byId.get(p.categoriaId)!.padreId !== null)).toBe(true);
  });

  it('tiene al menos 300 productos con imagen, impuesto 0 o 16 y etiquetas', async () => {
    const db = t.database.db;
    const productos = await db.select().from(producto);
    expect(productos.length).toBeGreaterThanOrEqual(300);
    expect(productos.every((p) => ['0.00', '16.00'].includes(p.impuesto))).toBe(true);
    expect(productos.every((p) => (p.principalImagen as ImagenProcesada).sizes.sm)).toBe(true);
    expect(productos.some((p) => p.estatus === 2)).toBe(true);
    const arroz = productos.filter((p) => p.estatus === 1 && p.nombre.toLowerCase().includes('arroz'));
    expect(arroz.length).toBeGreaterThanOrEqual(3);
    const etiquetas = await db.select().from(etiqueta);
    expect(etiquetas.map((e) => e.slug)).toEqual(expect.arrayContaining(['nuevo', 'importado', 'sin-gluten', 'precios-bajos']));
    const [{ enlaces }] = await db.select({ enlaces: sql<number>`count(*)::int` }).from(productoEtiqueta);
    expect(enlaces).toBeGreaterThan(50);
  });

  it('tiene existencia y precios de los tres planes en cada zona donde hay inventario', async () => {
    const db = t.database.db;
    const inventarios = await db.select().from(inventario);
    const precios = await db.select().from(precio);
    const porInventario = new Map<number, typeof precios>();
    for (const p of precios) porInventario.set(p.inventarioId, [...(porInventario.get(p.inventarioId) ?? []), p]);
    for (const inv of inventarios) {
      const [normal, prime, mayorista] = (porInventario.get(inv.id) ?? []).sort((a, b) => a.usuarioTipo - b.usuarioTipo);
      expect([normal?.usuarioTipo, prime?.usuarioTipo, mayorista?.usuarioTipo]).toEqual([1, 2, 3]);
      expect(cents(normal!.precio)).toBeGreaterThan(cents(prime!.precio));
      expect(cents(prime!.precio)).toBeGreaterThan(cents(mayorista!.precio));
      expect(mayorista).toMatchObject({ grupo: 6, maximo: null });
      expect([6, 12]).toContain(mayorista!.minimo);
      expect(normal!.minimo).toBe(1);
    }
    for (const p of precios) if (cents(p.oferta) > 0) expect(cents(p.oferta)).toBeLessThan(cents(p.precio));
    const ofertas = precios.filter((p) => p.usuarioTipo === 1 && cents(p.oferta) > 0).length / inventarios.length;
    expect(ofertas).toBeGreaterThan(0.08);
    expect(ofertas).toBeLessThan(0.25);
    expect(inventarios.some((i) => i.existencia === 0)).toBe(true);
    const sucursales = new Map((await db.select().from(sucursal)).map((s) => [s.id, s.zonaId]));
    expect(inventarios.every((i) => sucursales.get(i.sucursalId) === i.zonaId)).toBe(true);
    const zonasPorProducto = new Map<number, Set<number>>();
    for (const i of inventarios) zonasPorProducto.set(i.productoId, (zonasPorProducto.get(i.productoId) ?? new Set()).add(i.zonaId));
    expect([...zonasPorProducto.values()].filter((z) => z.size === 1).length).toBeGreaterThanOrEqual(2);
  });

  it('deja las secuencias después de los ids explícitos', async () => {
    const db = t.database.db;
    const [maximo] = await db.select({ id: sql<number>`max(${etiqueta.id})::int` }).from(etiqueta);
    const [nueva] = await db.insert(etiqueta).values({ nombre: 'Temporada', slug: 'temporada' }).returning();
    expect(nueva!.id).toBe(maximo!.id + 1);
  });

  it('seedIfEmpty no vuelve a sembrar una base con datos', async () => {
    const store = recordingStore();
    expect(await seedIfEmpty(t.database.db, { uploads: store })).toBe(false);
    expect(store.prefixes).toEqual([]);
  });
});

describe('seedIfEmpty en una base vacía', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: null });
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('siembra una vez con una imagen propia por producto y por categoría', async () => {
    const store = recordingStore();
    expect(await seedIfEmpty(database.db, { uploads: store })).toBe(true);
    const productos = await database.db.select({ id: producto.id, imagen: producto.principalImagen }).from(producto);
    const categorias = await database.db.select({ id: categoria.id }).from(categoria).where(isNull(categoria.padreId));
    expect(store.prefixes).toEqual(expect.arrayContaining([`producto/${productos[0]!.id}`, `categoria/${categorias[0]!.id}`]));
    expect(new Set(productos.map((p) => p.imagen!.sizes.md)).size).toBe(productos.length);
    expect(await seedIfEmpty(database.db, { uploads: store })).toBe(false);
  });
});
