import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarioRol } from '../../src/server/auth/tables';
import type { ZonaAdmin } from '../../src/shared/contracts/admin-zones';
import type { BitacoraFila } from '../../src/shared/contracts/audit';
import type { Resolve } from '../../src/shared/contracts/website';
import { ACCESS_MESSAGES } from '../../src/shared/roles';
import { ZONE_MESSAGES } from '../../src/shared/zone-rules';
import { createTestApp, testBackends, type TestApp } from '../helpers/app';
import { staffMember, type StaffMember } from '../helpers/staff';

const q = (o: object) => encodeURIComponent(JSON.stringify(o));

describe.each(testBackends())('admin zonas (%s)', (backend) => {
  let t: TestApp;
  /** Zone manager holding every demo zone. */
  let manager: StaffMember;
  /** Zone manager for Valencia only. */
  let valencia: StaffMember;

  const list = async (token: string, filter: object = {}) => {
    const res = await t.api({ token, url: `/admin/zona?filter=${q(filter)}&range=[0,99]` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ZonaAdmin[];
  };
  const register = (token: string, payload: unknown) => t.api({ method: 'POST', url: '/admin/zona/registrar', token, payload });
  const roles = async (id: number) => (await t.database.db.select({ rol: usuarioRol.rol }).from(usuarioRol).where(eq(usuarioRol.usuarioId, id))).map((r) => r.rol).sort();

  beforeAll(async () => {
    t = await createTestApp(backend);
    manager = await staffMember(t, ['ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_caracas', 'ROLE_ZONA_valencia', 'ROLE_ZONA_maracaibo']);
    valencia = await staffMember(t, ['ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_valencia']);
  });
  afterAll(() => t.close());

  it("lists only the staff member's zones, with their branches, pickup addresses and areas counted", async () => {
    const all = await list(manager.token);
    expect(all.map((z) => z.slug)).toEqual(expect.arrayContaining(['caracas', 'valencia', 'maracaibo']));
    const mine = await list(valencia.token);
    expect(mine.map((z) => z.slug)).toEqual(['valencia']);
    expect(mine[0]!.sucursales).toBeGreaterThan(0);
    expect(mine[0]!.areas).toBeGreaterThan(0);
    expect((await list(manager.token, { q: 'VALEN' })).map((z) => z.slug)).toEqual(['valencia']);
  });

  it('registers a zone with its slug made from the name, gives its creator the zone role, and the storefront lists it', async () => {
    const res = await register(manager.token, { nombre: '  Barquisimeto  Este ' });
    expect(res.statusCode, res.body).toBe(201);
    const z = res.json() as ZonaAdmin;
    expect(z).toMatchObject({ nombre: 'Barquisimeto Este', slug: 'barquisimeto-este', estatus: 1, sucursales: 0, areas: 0 });
    expect(await roles(manager.id)).toContain('ROLE_ZONA_barquisimeto-este');
    const resolve = (await t.api({ url: '/api/website/resolve' })).json() as Resolve;
    expect(resolve.zona.map((x) => x.slug)).toContain('barquisimeto-este');
    // the creator reaches it by slug or id at once (roles are read from the database on each request)
    expect((await t.api({ token: manager.token, url: `/admin/zona/barquisimeto-este/editardata` })).statusCode).toBe(200);
    expect((await t.api({ token: manager.token, url: `/admin/zona/${z.id}/simple` })).json()).toEqual({ id: z.id, slug: 'barquisimeto-este', nombre: 'Barquisimeto Este', estatus: 1 });
  });

  it.each([
    [{ nombre: 'Mérida', slug: 'mérida centro' }, 422, { slug: ZONE_MESSAGES.slugFormato }],
    [{ nombre: 'Admin', slug: 'admin' }, 422, { slug: ZONE_MESSAGES.slugReservado }],
    [{ nombre: 'Listado' }, 422, { slug: ZONE_MESSAGES.slugReservado }],
    [{ nombre: '   ' }, 422, { nombre: ZONE_MESSAGES.nombreVacio }],
    [{ nombre: 'caracas', slug: 'caracas-dos' }, 409, { nombre: ZONE_MESSAGES.nombreTomado }],
    [{ nombre: 'Caracas Dos', slug: 'caracas' }, 409, { slug: ZONE_MESSAGES.slugTomado }],
    [{ nombre: 'X', extra: true }, 400, { extra: 'Campo no permitido' }],
  ])('refuses %j (%i) with its field error and writes nothing', async (payload, status, errores) => {
    const before = (await list(manager.token)).length;
    const res = await register(manager.token, payload);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().errores).toEqual(errores);
    expect(await list(manager.token)).toHaveLength(before);
  });

  it('checks name and slug availability as staff type', async () => {
    const check = async (url: string) => (await t.api({ token: valencia.token, url })).json().disponible as boolean;
    expect(await check('/admin/zona/nombre/VALENCIA')).toBe(false);
    expect(await check('/admin/zona/nombre/Valencia/2')).toBe(true);
    expect(await check('/admin/zona/slug/valencia')).toBe(false);
    expect(await check('/admin/zona/slug/puerto-ordaz')).toBe(true);
    expect(await check('/admin/zona/slug/registrar')).toBe(false);
    expect(await check('/admin/zona/slug/con%20espacio')).toBe(false);
  });

  it("renaming a zone's slug carries every staff member's zone role with it, in the audit trail", async () => {
    const created = (await register(manager.token, { nombre: 'Puerto La Cruz' })).json() as ZonaAdmin;
    const helper = await staffMember(t, ['ROLE_ZONA_ACTUALIZAR', 'ROLE_ZONA_puerto-la-cruz']);
    const res = await t.api({ method: 'PUT', url: '/admin/zona/puerto-la-cruz/editar', token: helper.token, payload: { nombre: 'Puerto La Cruz', slug: 'plc', orden: 7 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, slug: 'plc', orden: 7 });
    expect(await roles(helper.id)).toContain('ROLE_ZONA_plc');
    expect(await roles(helper.id)).not.toContain('ROLE_ZONA_puerto-la-cruz');
    expect((await t.api({ token: helper.token, url: '/admin/zona/plc/editardata' })).statusCode).toBe(200);

    const history = await t.api({ token: helper.token, url: '/admin/zona/plc/historial' });
    expect(history.statusCode, history.body).toBe(200);
    const rows = history.json() as BitacoraFila[];
    expect(rows.map((r) => r.accion)).toEqual(['editar', 'crear']);
    expect(rows[0]!.cambios).toEqual({ slug: { antes: 'puerto-la-cruz', despues: 'plc' }, orden: { antes: created.orden, despues: 7 } });
    expect(rows[0]!.usuarioEmail).toBe(helper.email);
  });

  it('another zone is refused with the zone message on every :zona route', async () => {
    for (const [method, url] of [
      ['GET', '/admin/zona/caracas/editardata'],
      ['GET', '/admin/zona/1/simple'],
      ['PUT', '/admin/zona/caracas/estatus'],
      ['GET', '/admin/zona/caracas/historial'],
    ] as const) {
      const res = await t.api({ method, url, token: valencia.token, payload: method === 'PUT' ? {} : undefined });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().mensaje).toBe(ACCESS_MESSAGES.zona);
    }
  });

  it('deactivating a zone sends its storefront to maintenance and stops its checkout; reactivating restores it', async () => {
    const off = await t.api({ method: 'PUT', url: '/admin/zona/valencia/estatus', token: valencia.token, payload: { estatus: 2 } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().estatus).toBe(2);
    const resolve = (await t.api({ url: '/api/website/resolve' })).json() as Resolve;
    expect(resolve.zona.find((z) => z.slug === 'valencia')).toBeUndefined();
    const home = await t.api({ url: '/api/website/inicio/valencia' });
    expect(home.statusCode).toBe(404);
    const on = await t.api({ method: 'PUT', url: '/admin/zona/valencia/estatus', token: valencia.token, payload: {} });
    expect(on.json().estatus).toBe(1);
    expect((await t.api({ url: '/api/website/inicio/valencia' })).statusCode).toBe(200);
  });

  describe('pickup addresses', () => {
    const base = '/admin/zona/valencia/direccion';
    const body = { nombre: 'Retiro Naguanagua', direccion: 'Av. Universidad, C.C. La Granja, local 4', referencia: 'Frente a la plaza', telefono: '0241-555.01 02' };

    it('registers, lists, edits and toggles an address of the zone, with its phone normalised and its history', async () => {
      const created = await t.api({ method: 'POST', url: base, token: valencia.token, payload: body });
      expect(created.statusCode, created.body).toBe(201);
      const d = created.json();
      expect(d).toMatchObject({ nombre: 'Retiro Naguanagua', telefono: '02415550102', estatus: 1, horarios: 0 });
      const list = (await t.api({ url: base, token: valencia.token })).json() as { id: number }[];
      expect(list.map((x) => x.id)).toContain(d.id);

      const edited = await t.api({ method: 'PUT', url: `${base}/${d.id}`, token: valencia.token, payload: { ...body, nombre: 'Retiro La Granja' } });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().nombre).toBe('Retiro La Granja');
      const off = await t.api({ method: 'PUT', url: `${base}/${d.id}/estatus`, token: valencia.token, payload: {} });
      expect(off.json().estatus).toBe(2);

      const history = (await t.api({ url: `${base}/${d.id}/historial`, token: valencia.token })).json() as BitacoraFila[];
      expect(history.map((h) => h.accion)).toEqual(['estatus', 'editar', 'crear']);
      expect(history[1]!.cambios).toEqual({ nombre: { antes: 'Retiro Naguanagua', despues: 'Retiro La Granja' } });
    });

    it.each([
      [{ ...body, telefono: '555-0102' }, 422, { telefono: 'Indique un teléfono de 11 dígitos que empiece por 0 (por ejemplo 02125550101)' }],
      [{ ...body, nombre: '  a  ' }, 422, { nombre: 'Indique el nombre de la dirección (al menos 2 caracteres)' }],
      [{ ...body, direccion: 'x' }, 400, { direccion: 'Debe tener al menos 5 caracteres' }],
      [{ ...body, zonaId: 1 }, 400, { zonaId: 'Campo no permitido' }],
    ])('refuses %j with its field error and writes nothing', async (payload, status, errores) => {
      const before = (await t.api({ url: base, token: valencia.token })).json().length;
      const res = await t.api({ method: 'POST', url: base, token: valencia.token, payload });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errores).toEqual(errores);
      expect((await t.api({ url: base, token: valencia.token })).json()).toHaveLength(before);
    });

    it("keeps another zone's addresses out: 403 with the zone message by path, 404 for an id of another zone", async () => {
      const caracas = (await t.api({ url: '/admin/zona/caracas/direccion', token: manager.token })).json() as { id: number }[];
      expect(caracas.length).toBeGreaterThan(0);
      const refused = await t.api({ url: '/admin/zona/caracas/direccion', token: valencia.token });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().mensaje).toBe(ACCESS_MESSAGES.zona);
      const elsewhere = await t.api({ method: 'PUT', url: `${base}/${caracas[0]!.id}`, token: valencia.token, payload: body });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().mensaje).toBe('Dirección no encontrada en esta zona');
    });
  });
});
