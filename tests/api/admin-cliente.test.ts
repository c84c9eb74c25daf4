import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/auth/users';
import { refreshToken, usuario } from '../../src/server/auth/tables';
import { bitacora } from '../../src/server/audit/tables';
import { clienteEstatusHistorial } from '../../src/server/customers/tables';
import { referido } from '../../src/server/referrals/tables';
import { creditBalance } from '../../src/server/wallet/service';
import type { ClienteDetalle, ClienteFila } from '../../src/shared/contracts/admin-customers';
import { MOTIVO_OBLIGATORIO, TELEFONO_FILTRO_INVALIDO } from '../../src/shared/contracts/admin-customers';
import { UsuarioEstatus } from '../../src/shared/enums';
import { createTestApp, login, testBackends, type ApiCall, type TestApp } from '../helpers/app';
import { staffMember } from '../helpers/staff';
import { placeTestOrder } from './admin-orders.fixtures';

const CLAVE = 'Clave1234';

describe.each(testBackends())('admin clientes (%s)', (backend) => {
  let t: TestApp;
  /** ROLE_CLIENTE with the Caracas zone only. */
  let soporte: string;
  let sinRol: string;
  let ines: number;
  let jose: number;
  const api = (call: ApiCall) => t.api({ token: soporte, ...call });
  const list = async (filter: object, extra = '') => {
    const res = await api({ url: `/admin/cliente?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ClienteFila[];
  };
  const ids = async (filter: object) => (await list(filter)).map((r) => r.id).sort((a, b) => a - b);

  beforeAll(async () => {
    t = await createTestApp(backend);
    const db = t.database.db;
    soporte = (await staffMember(t, ['ROLE_CLIENTE', 'ROLE_ZONA_caracas'])).token;
    sinRol = (await staffMember(t, ['ROLE_PEDIDO', 'ROLE_ZONA_caracas'])).token;
    const base = { clave: CLAVE, estatus: UsuarioEstatus.ACTIVO } as const;
    ines = (
      await createUser(db, {
        ...base,
        email: 'ines.nunez@prueba.ve',
        nombre: 'Inés María',
        apellido: 'Núñez Páez',
        telefono: '04149876543',
        tipoDocumento: 'V',
        documento: '23456789',
      })
    ).id;
    jose = (
      await createUser(db, {
        ...base,
        email: 'jose.perez@prueba.ve',
        nombre: 'José',
        apellido: 'Pérez',
        telefono: '04125550001',
        tipoDocumento: 'E',
        documento: '81234567',
        usuarioTipo: 2,
      })
    ).id;
    await db.transaction((tx) => creditBalance(tx, { usuarioId: ines, monto: '30.00', tipo: 'ajuste', referenciaId: null, descripcion: 'Regalo' }));
    await placeTestOrder(db, { email: 'ines.nunez@prueba.ve', zonaId: 1, saldo: '10.00', metodoPago: 1, creadoEn: new Date(Date.now() - 60_000) });
    await placeTestOrder(db, { email: 'ines.nunez@prueba.ve', zonaId: 2, metodoPago: 1 });
    await placeTestOrder(db, { email: 'jose.perez@prueba.ve', zonaId: 1, metodoPago: 1 });
  });
  afterAll(() => t.close());

  describe('search', () => {
    it('finds by the last 4 digits of the phone, and the whole number', async () => {
      expect(await ids({ telefono: '6543' })).toEqual([ines]);
      expect(await ids({ telefono: '0414-987 6543' })).toEqual([ines]);
      expect(await ids({ q: '6543' })).toEqual([ines]);
    });

    it('finds names without accents or case, any part', async () => {
      expect(await ids({ nombre: 'ines nunez' })).toEqual([ines]);
      expect(await ids({ q: 'PAEZ' })).toEqual([ines]);
      expect(await ids({ q: 'jose perez' })).toEqual([jose]);
    });

    it('finds by e-mail prefix and by document in any form', async () => {
      expect(await ids({ email: 'INES.n' })).toEqual([ines]);
      expect(await ids({ q: 'jose.perez@' })).toEqual([jose]);
      expect(await ids({ documento: 'E-81234567' })).toEqual([jose]);
      expect(await ids({ documento: '81234567' })).toEqual([jose]);
      expect(await ids({ q: 'V23456789' })).toEqual([ines]);
      expect(await ids({ documento: 'V-81234567' })).toEqual([]);
    });

    it('filters by plan, status, zone of the last order and registration days', async () => {
      const mine = [ines, jose];
      expect((await ids({ usuarioTipo: 2 })).filter((id) => mine.includes(id))).toEqual([jose]);
      expect((await ids({ zonaId: 2 })).filter((id) => mine.includes(id))).toEqual([ines]);
      expect((await ids({ zonaId: 1 })).filter((id) => mine.includes(id))).toEqual([jose]);
      const today = new Date().toISOString().slice(0, 10);
      expect((await ids({ desde: '2000-01-01', hasta: '2000-01-02' })).length).toBe(0);
      expect((await ids({ q: 'prueba.ve', desde: today }))).toEqual([]);
      expect(await ids({ email: 'ines', estatus: UsuarioEstatus.ACTIVO })).toEqual([ines]);
      expect(await ids({ email: 'ines', estatus: UsuarioEstatus.BLOQUEADO })).toEqual([]);
    });

    it('answers rows with the zone of the last order, pages of 50 and Content-Range', async () => {
      const [row] = await list({ email: 'ines.nunez@' });
      expect(row).toMatchObject({ id: ines, nombre: 'Inés María', apellido: 'Núñez Páez', telefono: '04149876543', ultimaZonaId: 2, ultimaZonaNombre: 'Valencia' });
      const res = await api({ url: '/admin/cliente' });
      expect(res.json().length).toBeLessThanOrEqual(50);
      expect(res.headers['content-range']).toMatch(/^cliente \d+-\d+\/\d+$/);
    });

    it('lists customers only, never staff without ROLE_USUARIO', async () => {
      const staffOnly = await staffMember(t, ['ROLE_CLIENTE'], 'solo-personal@prueba.ve');
      expect(await ids({ email: 'solo-personal' })).toEqual([]);
      expect((await api({ url: `/admin/cliente/${staffOnly.id}` })).statusCode).toBe(404);
    });

    it('refuses bad filters with Spanish field errors', async () => {
      const res = await api({ url: `/admin/cliente?filter=${encodeURIComponent('{"telefono":"12"}')}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errores).toEqual({ 'filter.telefono': TELEFONO_FILTRO_INVALIDO });
      const dates = await api({ url: `/admin/cliente?filter=${encodeURIComponent('{"desde":"2025-02-01","hasta":"2025-01-01"}')}` });
      expect(dates.json().errores).toEqual({ 'filter.hasta': 'Debe ser igual o posterior a la fecha inicial' });
      const unknown = await api({ url: `/admin/cliente?filter=${encodeURIComponent('{"clave":"x"}')}` });
      expect(unknown.statusCode).toBe(400);
    });

    it('exports the filtered list as CSV', async () => {
      const res = await api({ url: `/admin/cliente/exportar?filter=${encodeURIComponent('{"email":"ines.nunez"}')}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('ID,Nombre,Apellido,Correo,Teléfono,Documento,Plan,Estatus,Zona del último pedido,Registrado,Último acceso');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`${ines},Inés María,Núñez Páez,ines.nunez@prueba.ve,04149876543,V23456789,Normal,Activo,Valencia,`);
    });

    it('gives the filter options', async () => {
      const res = await api({ url: '/admin/cliente/datafiltro' });
      expect(res.json().usuarioTipo).toEqual([
        { id: 1, nombre: 'Normal' },
        { id: 2, nombre: 'PRIME' },
        { id: 3, nombre: 'Mayorista' },
      ]);
      expect(res.json().estatus).toContainEqual({ id: 2, nombre: 'Bloqueado' });
    });
  });

  describe('customer page', () => {
    it('gathers profile, orders of the caller zones, balance and ledger', async () => {
      const res = await api({ url: `/admin/cliente/${ines}` });
      expect(res.statusCode, res.body).toBe(200);
      const c = res.json() as ClienteDetalle;
      expect(c).toMatchObject({ id: ines, plan: 'normal', membresia: null, saldo: '20.00', movimientosTotal: 2, ordenesTotal: 1 });
      // the Valencia order is outside the caller's zones
      expect(c.ordenes).toHaveLength(1);
      expect(c.ordenes[0]).toMatchObject({ zonaNombre: 'Caracas' });
      expect(c.movimientos.map((m) => [m.tipo, m.monto, m.saldoResultante])).toEqual([
        ['ordenpago', '-10.00', '20.00'],
        ['ajuste', '30.00', '30.00'],
      ]);
      expect(c.historialEstatus).toEqual([]);
    });

    it("shows the latest PRIME membership and the customer's referrals both ways", async () => {
      const db = t.database.db;
      const [prime] = await db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, 'prime@demo.ve'));
      await db.insert(referido).values({ referidorId: prime!.id, referidoId: ines, codigo: 'PRUEBA1', estatus: 3, monto: '5.00' });
      const p = (await api({ url: `/admin/cliente/${prime!.id}` })).json() as ClienteDetalle;
      expect(p.plan).toBe('prime');
      expect(p.membresia).toMatchObject({ estatus: 'Activa' });
      expect(p.referidos).toEqual([expect.objectContaining({ rol: 'invito', otroUsuarioId: ines, monto: '5.00' })]);
      const i = (await api({ url: `/admin/cliente/${ines}` })).json() as ClienteDetalle;
      expect(i.referidos).toEqual([expect.objectContaining({ rol: 'invitado', otroUsuarioId: prime!.id })]);
    });

    it('is 404 for an unknown customer and 403 without ROLE_CLIENTE', async () => {
      expect((await api({ url: '/admin/cliente/999999' })).json()).toEqual({ codigo: 404, mensaje: 'Cliente no encontrado' });
      const denied = await t.api({ token: sinRol, url: `/admin/cliente/${ines}` });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().mensaje).toBe('No tiene los permisos necesarios para esta área');
    });
  });

  describe('bloqueo', () => {
    it('refuses a block without a reason and writes nothing', async () => {
      for (const motivo of ['', '   ', 'no']) {
        const res = await api({ method: 'PUT', url: `/admin/cliente/${jose}/bloqueo`, payload: { bloquear: true, motivo } });
        expect(res.statusCode).toBe(400);
        expect(res.json().errores).toEqual({ motivo: MOTIVO_OBLIGATORIO });
      }
      const missing = await api({ method: 'PUT', url: `/admin/cliente/${jose}/bloqueo`, payload: { bloquear: true } });
      expect(missing.statusCode).toBe(400);
      expect(await t.database.db.select().from(clienteEstatusHistorial).where(eq(clienteEstatusHistorial.usuarioId, jose))).toEqual([]);
    });

    it('blocks: the next request ends the session with the status, refresh and login are refused', async () => {
      const session = await login(t, 'jose.perez@prueba.ve', CLAVE);
      expect((await t.api({ token: session.token, url: '/usuario/perfil' })).statusCode).toBe(200);
      const res = await api({ method: 'PUT', url: `/admin/cliente/${jose}/bloqueo`, payload: { bloquear: true, motivo: '  Fraude   con tarjetas ' } });
      expect(res.statusCode, res.body).toBe(200);
      const c = res.json() as ClienteDetalle;
      expect(c.estatus).toBe(UsuarioEstatus.BLOQUEADO);
      expect(c.historialEstatus).toMatchObject([{ estatusAnterior: 1, estatus: 2, motivo: 'Fraude con tarjetas', autor: 'Personal de prueba' }]);

      const next = await t.api({ token: session.token, url: '/usuario/perfil' });
      expect(next.statusCode).toBe(401);
      expect(next.json()).toMatchObject({ mensaje: 'Su usuario se encuentra Bloqueado. Por favor comuníquese con Atención al cliente', estatus: 2 });
      const resolve = await t.api({ token: session.token, url: '/api/website/resolve' });
      expect(resolve.json().usuarioEstatus).toBe(UsuarioEstatus.BLOQUEADO);
      const refreshed = await t.api({ method: 'POST', url: '/refresh_token', payload: {}, cookies: { refresh_token: session.refreshCookie } });
      expect(refreshed.statusCode).toBe(401);
      const tokens = await t.database.db.select().from(refreshToken).where(eq(refreshToken.usuarioId, jose));
      expect(tokens.every((r) => r.revocadoEn !== null)).toBe(true);
      const again = await t.api({ method: 'POST', url: '/login_check', payload: { username: 'jose.perez@prueba.ve', password: CLAVE } });
      expect(again.statusCode).toBe(401);
      expect(again.json().estatus).toBe(UsuarioEstatus.BLOQUEADO);

      const [audited] = await t.database.db.select().from(bitacora).where(eq(bitacora.recurso, 'cliente'));
      expect(audited).toMatchObject({ accion: 'bloquear', registroId: String(jose), area: 'cliente' });
    });

    it('refuses blocking twice; unblocking keeps the old tokens dead and lets the customer log in', async () => {
      const twice = await api({ method: 'PUT', url: `/admin/cliente/${jose}/bloqueo`, payload: { bloquear: true, motivo: 'Otra vez bloqueado' } });
      expect(twice.statusCode).toBe(422);
      expect(twice.json().mensaje).toBe('El cliente ya se encuentra bloqueado');
      const [u] = await t.database.db.select({ uuid: usuario.uuid }).from(usuario).where(eq(usuario.id, jose));
      const oldToken = t.app.signAccessToken({ uuid: u!.uuid, email: 'jose.perez@prueba.ve', roles: ['ROLE_USUARIO'], usuarioTipo: 'prime' }).token;
      await new Promise((r) => setTimeout(r, 1100));
      const res = await api({ method: 'PUT', url: `/admin/cliente/${jose}/bloqueo`, payload: { bloquear: false, motivo: 'Aclarado con el banco' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().estatus).toBe(UsuarioEstatus.ACTIVO);
      expect(res.json().historialEstatus.map((h: { estatus: number }) => h.estatus)).toEqual([1, 2]);
      expect((await t.api({ token: oldToken, url: '/usuario/perfil' })).statusCode).toBe(401);
      const session = await login(t, 'jose.perez@prueba.ve', CLAVE);
      expect((await t.api({ token: session.token, url: '/usuario/perfil' })).statusCode).toBe(200);
      const notBlocked = await api({ method: 'PUT', url: `/admin/cliente/${jose}/bloqueo`, payload: { bloquear: false, motivo: 'Sin bloqueo previo' } });
      expect(notBlocked.statusCode).toBe(422);
    });

    it('does not block staff members here, nor unknown customers', async () => {
      const admin = await login(t, 'admin@demo.ve');
      const [me] = await list({ email: 'admin@demo.ve' });
      const res = await api({ method: 'PUT', url: `/admin/cliente/${me!.id}/bloqueo`, payload: { bloquear: true, motivo: 'Prueba de personal' } });
      expect(res.statusCode).toBe(422);
      expect((await t.api({ token: admin.token, url: '/usuario/perfil' })).statusCode).toBe(200);
      const unknown = await api({ method: 'PUT', url: '/admin/cliente/999999/bloqueo', payload: { bloquear: true, motivo: 'Cliente inexistente' } });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
