import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario, usuarioRol } from '../../src/server/auth/tables';
import { cupon } from '../../src/server/coupons/tables';
import type { CuponFila } from '../../src/shared/contracts/admin-coupons';
import { createTestApp, login, testBackends, type ApiCall, type TestApp } from '../helpers/app';

const DAY = 86_400_000;

describe.each(testBackends())('admin cupones (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  /** operador@demo.ve given ROLE_CUPON here: it holds only the Caracas zone. */
  let operador: string;
  const api = (call: ApiCall) => t.api({ token: admin, ...call });
  const list = async (filter: object, token = admin, extra = '') => {
    const res = await t.api({ token, url: `/admin/cupon?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,499]${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CuponFila[];
  };
  const body = (over: Record<string, unknown> = {}) => ({
    zonaId: 1,
    nombre: 'Promo Arepas',
    codigo: 'arepa5',
    valor: '5.00',
    porcentaje: false,
    montoMinimo: '10.00',
    usosMaximos: 100,
    usosPorUsuario: 2,
    desde: new Date(Date.now() - DAY).toISOString(),
    hasta: new Date(Date.now() + 10 * DAY).toISOString(),
    ...over,
  });
  const create = (payload: unknown, token = admin) => t.api({ token, method: 'POST', url: '/admin/cupon', payload });
  let arepa: CuponFila;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = (await login(t, 'admin@demo.ve')).token;
    const [op] = await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, 'operador@demo.ve'));
    await t.database.db.insert(usuarioRol).values({ usuarioId: op!.id, rol: 'ROLE_CUPON' });
    operador = (await login(t, 'operador@demo.ve')).token;
    const res = await create(body());
    expect(res.statusCode, res.body).toBe(201);
    arepa = res.json();
  });
  afterAll(() => t.close());

  describe('create', () => {
    it('stores the coupon with its code in capitals', () => {
      expect(arepa).toMatchObject({
        zonaId: 1,
        zonaNombre: 'Caracas',
        nombre: 'Promo Arepas',
        codigo: 'AREPA5',
        valor: '5.00',
        porcentaje: false,
        montoMinimo: '10.00',
        usosMaximos: 100,
        usosPorUsuario: 2,
        usos: 0,
        estatus: 1,
        vigente: true,
      });
    });

    it('keeps names and codes unique per zone, whatever the case', async () => {
      const name = await create(body({ nombre: '  promo   AREPAS ', codigo: 'OTRO1' }));
      expect(name.statusCode).toBe(409);
      expect(name.json()).toEqual({
        codigo: 409,
        mensaje: 'Ya existe un cupón con ese nombre en la zona',
        errores: { nombre: 'Ya existe un cupón con ese nombre en la zona' },
      });
      const code = await create(body({ nombre: 'Otra promo', codigo: 'Arepa5' }));
      expect(code.statusCode).toBe(409);
      expect(code.json().errores).toEqual({ codigo: 'Ya existe un cupón con ese código en la zona' });
      const otherZone = await create(body({ zonaId: 2 }));
      expect(otherZone.statusCode).toBe(201);
    });

    it('validates every field and writes nothing on a bad body', async () => {
      const before = await t.database.db.$count(cupon);
      const cases: [Record<string, unknown>, string][] = [
        [{ porcentaje: true, valor: '0.50' }, 'valor'],
        [{ porcentaje: true, valor: '101' }, 'valor'],
        [{ valor: '0' }, 'valor'],
        [{ valor: '-5' }, 'valor'],
        [{ valor: 5 }, 'valor'],
        [{ valor: '1.234' }, 'valor'],
        [{ desde: new Date(Date.now() + DAY).toISOString(), hasta: new Date().toISOString() }, 'hasta'],
        [{ hasta: 'mañana' }, 'hasta'],
        [{ usosPorUsuario: 0 }, 'usosPorUsuario'],
        [{ usosPorUsuario: 1.5 }, 'usosPorUsuario'],
        [{ usosMaximos: 0 }, 'usosMaximos'],
        [{ montoMinimo: '-1' }, 'montoMinimo'],
        [{ codigo: 'ab' }, 'codigo'],
        [{ codigo: 'con espacio' }, 'codigo'],
        [{ codigo: 'x'.repeat(31) }, 'codigo'],
        [{ nombre: '  ' }, 'nombre'],
        [{ nombre: 'x'.repeat(81) }, 'nombre'],
        [{ usos: 5 }, 'usos'],
        [{ zonaId: 'caracas' }, 'zonaId'],
      ];
      for (const [over, field] of cases) {
        const res = await create(body({ nombre: `Inválido ${field}`, codigo: 'INVALIDO', ...over }));
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(Object.keys(res.json().errores ?? {}).join(), JSON.stringify(over)).toContain(field);
      }
      expect((await create(body({ nombre: 'Sin zona', codigo: 'SINZONA', zonaId: 99 }))).statusCode).toBe(422);
      expect(await t.database.db.$count(cupon)).toBe(before);
    });

    it('refuses zones the staff member does not hold', async () => {
      const res = await create(body({ zonaId: 2, nombre: 'Valencia op', codigo: 'VALOP' }), operador);
      expect(res.statusCode).toBe(403);
      expect(res.json().mensaje).toBe('No tiene los permisos de la Zona necesaria para esta área');
      expect((await create(body({ nombre: 'Caracas op', codigo: 'CCSOP' }), operador)).statusCode).toBe(201);
    });
  });

  describe('list', () => {
    it('filters by text, zone, status, validity and kind', async () => {
      const all = await list({});
      expect(all.length).toBeGreaterThanOrEqual(9);
      const q = await list({ q: 'arepa' });
      expect(q.every((c) => /arepa/i.test(c.nombre) || /arepa/i.test(c.codigo))).toBe(true);
      expect(q.map((c) => c.id)).toContain(arepa.id);
      expect((await list({ q: 'ENVIOG' })).map((c) => c.codigo)).toEqual(['ENVIOGRATIS', 'ENVIOGRATIS']);
      // wildcards match literally: '10%' is in a name, 'a%o' is not
      expect((await list({ q: '10%' })).map((c) => c.codigo)).toEqual(['BIENVENIDA10', 'BIENVENIDA10']);
      expect(await list({ q: 'a%o' })).toEqual([]);
      expect((await list({ zonaId: 2 })).every((c) => c.zonaId === 2)).toBe(true);
      const expired = await list({ vigente: false });
      expect(expired.map((c) => c.codigo)).toContain('VERANO15');
      expect(expired.every((c) => !c.vigente)).toBe(true);
      expect((await list({ vigente: true })).every((c) => c.vigente && c.codigo !== 'VERANO15')).toBe(true);
      expect((await list({ porcentaje: true })).every((c) => c.porcentaje)).toBe(true);
      expect((await list({ estatus: 2 })).every((c) => c.estatus === 2)).toBe(true);
      expect((await list({ id: [arepa.id] })).map((c) => c.id)).toEqual([arepa.id]);
    });

    it('sorts, pages with Content-Range and refuses bad parameters', async () => {
      const res = await api({ url: `/admin/cupon?sort=${encodeURIComponent('["valor","DESC"]')}&range=[0,2]` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(3);
      expect(res.headers['content-range']).toMatch(/^cupon 0-2\/\d+$/);
      for (const bad of ['sort=["zonaNombre","ASC"]', 'filter={"zona":1}', 'filter={"vigente":"si"}', 'range=[5,1]']) {
        expect((await api({ url: `/admin/cupon?${bad}` })).statusCode, bad).toBe(400);
      }
    });

    it('shows staff only the coupons of their zones', async () => {
      const rows = await list({}, operador);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((c) => c.zonaId === 1)).toBe(true);
      expect(await list({ zonaId: 2 }, operador)).toEqual([]);
    });
  });

  describe('forms, reads and uniqueness check', () => {
    it('formregistrar gives the caller’s zones and defaults', async () => {
      const res = await api({ url: '/admin/cupon/formregistrar' });
      expect(res.statusCode).toBe(200);
      expect(res.json().zona.map((z: { slug: string }) => z.slug)).toEqual(['caracas', 'valencia', 'maracaibo']);
      expect(res.json().defecto).toMatchObject({ zonaId: 1, porcentaje: true, valor: '10.00', usosPorUsuario: 1, usosMaximos: null, estatus: 1 });
      const op = await t.api({ token: operador, url: '/admin/cupon/formregistrar' });
      expect(op.json().zona).toEqual([{ id: 1, slug: 'caracas', nombre: 'Caracas', estatus: 1 }]);
    });

    it('formeditar and the single read are 404 outside the caller’s zones', async () => {
      const res = await api({ url: `/admin/cupon/${arepa.id}/formeditar` });
      expect(res.statusCode).toBe(200);
      expect(res.json().cupon).toEqual((await api({ url: `/admin/cupon/${arepa.id}` })).json());
      const [valencia] = await list({ zonaId: 2, q: 'UNICO1' });
      expect((await t.api({ token: operador, url: `/admin/cupon/${valencia!.id}/formeditar` })).statusCode).toBe(404);
      expect((await t.api({ token: operador, url: `/admin/cupon/${valencia!.id}` })).statusCode).toBe(404);
      expect((await api({ url: '/admin/cupon/99999999' })).statusCode).toBe(404);
    });

    it('answers whether a name is free in a zone', async () => {
      const free = async (path: string, token = admin) => {
        const res = await t.api({ token, url: `/admin/cupon/nombre/${path}` });
        expect(res.statusCode, path).toBe(200);
        return res.json().disponible as boolean;
      };
      expect(await free(`${encodeURIComponent('PROMO arepas')}/zona/caracas`)).toBe(false);
      expect(await free(`${encodeURIComponent('Promo Arepas')}/zona/1/${arepa.id}`)).toBe(true);
      expect(await free(`${encodeURIComponent('Promo Arepas')}/zona/maracaibo`)).toBe(true);
      expect(await free(`${encodeURIComponent('Algo nuevo')}/zona/1`)).toBe(true);
      expect((await t.api({ token: operador, url: '/admin/cupon/nombre/X/zona/valencia' })).statusCode).toBe(403);
      expect((await api({ url: '/admin/cupon/nombre/X/zona/narnia' })).statusCode).toBe(404);
    });
  });

  describe('update and status', () => {
    it('updates and keeps uniqueness against other coupons only', async () => {
      const res = await api({ method: 'PUT', url: `/admin/cupon/${arepa.id}`, payload: body({ nombre: 'Promo Arepas', valor: '6.50' }) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ valor: '6.50', codigo: 'AREPA5' });
      const clash = await api({ method: 'PUT', url: `/admin/cupon/${arepa.id}`, payload: body({ nombre: 'Envío gratis' }) });
      expect(clash.statusCode).toBe(409);
      expect((await api({ method: 'PUT', url: '/admin/cupon/99999999', payload: body({ nombre: 'Nada' }) })).statusCode).toBe(404);
    });

    it('a used coupon keeps its zone and its limit covers the uses made', async () => {
      await t.database.db.update(cupon).set({ usos: 3 }).where(eq(cupon.id, arepa.id));
      const limit = await api({ method: 'PUT', url: `/admin/cupon/${arepa.id}`, payload: body({ usosMaximos: 2 }) });
      expect(limit.statusCode).toBe(422);
      expect(limit.json().errores.usosMaximos).toMatch(/3 usos/);
      const zone = await api({ method: 'PUT', url: `/admin/cupon/${arepa.id}`, payload: body({ zonaId: 3, nombre: 'Arepa Zulia' }) });
      expect(zone.statusCode).toBe(422);
      expect((await api({ method: 'PUT', url: `/admin/cupon/${arepa.id}`, payload: body({ usosMaximos: 3 }) })).statusCode).toBe(200);
    });

    it('toggles the status, or sets it, and customers stop seeing an inactive coupon', async () => {
      const cliente = (await login(t, 'cliente@demo.ve')).token;
      const [envio] = await list({ zonaId: 1, q: 'ENVIOGRATIS' });
      const off = await api({ method: 'PUT', url: `/admin/cupon/${envio!.id}/estatus`, payload: {} });
      expect(off.json()).toMatchObject({ estatus: 2, vigente: false });
      const seen = await t.api({ token: cliente, url: '/usuario/cupon/cuponesusuario/caracas' });
      expect(seen.json().cupon.map((c: { codigo: string }) => c.codigo)).not.toContain('ENVIOGRATIS');
      const on = await api({ method: 'PUT', url: `/admin/cupon/${envio!.id}/estatus`, payload: {} });
      expect(on.json().estatus).toBe(1);
      expect((await api({ method: 'PUT', url: `/admin/cupon/${envio!.id}/estatus`, payload: { estatus: 1 } })).json().estatus).toBe(1);
      expect((await api({ method: 'PUT', url: `/admin/cupon/${envio!.id}/estatus`, payload: { estatus: 3 } })).statusCode).toBe(400);
      const [valencia] = await list({ zonaId: 2, q: 'ENVIOGRATIS' });
      expect((await t.api({ token: operador, method: 'PUT', url: `/admin/cupon/${valencia!.id}/estatus`, payload: {} })).statusCode).toBe(404);
    });
  });
});
