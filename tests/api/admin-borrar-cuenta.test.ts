/** Back-office delete-account requests: list, detail with warnings, approve (anonymise) or reject with a note. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshToken, usuario } from '../../src/server/auth/tables';
import { direccionUsuario } from '../../src/server/delivery/tables';
import { orden } from '../../src/server/orders/tables';
import { movimientoSaldo } from '../../src/server/wallet/tables';
import type { SolicitudBorradoDetalle, SolicitudBorradoFila } from '../../src/shared/contracts/admin-borrar-cuenta';
import { MetodoPago, OrdenEstatus, UsuarioEstatus } from '../../src/shared/enums';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { staffMember } from '../helpers/staff';
import { placeTestOrder } from './admin-orders.fixtures';
import { makeCustomers, type Shopper } from './checkout-setup';

const CLAVE = 'Demo1234!';

describe.each(testBackends())('admin borrar-cuenta (%s)', (backend) => {
  let t: TestApp;
  let staff: string;

  const ask = async (s: Shopper, motivo = 'Ya no uso la tienda') => {
    const res = await t.api({ token: s.token, method: 'POST', url: '/usuario/borrarcuenta', payload: { motivo, clave: CLAVE } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().solicitud.id as number;
  };
  const resolve = (id: number, verb: 'aprobar' | 'rechazar', nota = 'Verificado por teléfono') =>
    t.api({ token: staff, method: 'PUT', url: `/admin/borrar-cuenta/${id}/${verb}`, payload: { nota } });

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = (await staffMember(t, ['ROLE_CLIENTE'])).token;
  });
  afterAll(() => t.close());

  it('lists requests with filters and refuses other roles', async () => {
    const [a, b] = (await makeCustomers(t, 2, 1)) as [Shopper, Shopper];
    const ida = await ask(a, 'Me mudo del país');
    await ask(b);
    const res = await t.api({ token: staff, url: `/admin/borrar-cuenta?filter=${encodeURIComponent(JSON.stringify({ q: 'mudo' }))}` });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as SolicitudBorradoFila[]).map((r) => r.id)).toEqual([ida]);
    expect(res.headers['content-range']).toBe('borrar-cuenta 0-0/1');
    const pending = await t.api({ token: staff, url: `/admin/borrar-cuenta?filter=${encodeURIComponent('{"estatus":1}')}&sort=["id","ASC"]` });
    expect((pending.json() as SolicitudBorradoFila[]).every((r) => r.estatusNombre === 'Pendiente')).toBe(true);
    expect((await t.api({ token: staff, url: '/admin/borrar-cuenta?filter={"estatus":9}' })).statusCode).toBe(400);
    const atencion = (await staffMember(t, ['ROLE_ATENCION_CLIENTE'])).token;
    expect((await t.api({ token: atencion, url: '/admin/borrar-cuenta' })).statusCode).toBe(403);
    expect((await t.api({ token: staff, url: '/admin/borrar-cuenta/999999' })).statusCode).toBe(404);
  });

  it('warns about a balance and orders in progress, and approving anonymises the account', async () => {
    const db = t.database.db;
    const [s] = (await makeCustomers(t, 1, 1)) as [Shopper];
    const session = await login(t, s.email);
    await db.insert(direccionUsuario).values({ usuarioId: s.id, zonaId: 1, sectorId: (await db.query.sector.findFirst())!.id, nombre: 'Casa', direccion: 'Calle 5, Casa 12' });
    const { creditBalance } = await import('../../src/server/wallet/service');
    await db.transaction((tx) => creditBalance(tx, { usuarioId: s.id, monto: '12.50', tipo: 'ajuste', referenciaId: null, descripcion: 'Saldo' }));
    const o = await placeTestOrder(db, { email: s.email, zonaId: 1, metodoPago: MetodoPago.EFECTIVO, estatus: OrdenEstatus.PREPARANDO });
    const id = await ask(s);

    const detail = (await t.api({ token: staff, url: `/admin/borrar-cuenta/${id}` })).json() as SolicitudBorradoDetalle;
    expect(detail).toMatchObject({ saldo: '12.50', ordenesEnCurso: 1, clienteEmail: s.email });
    expect(detail.advertencias).toEqual(['El cliente tiene saldo disponible: $ 12,50', 'El cliente tiene 1 orden en curso']);

    expect((await resolve(id, 'aprobar', '  a  ')).json().errores).toEqual({ nota: 'Escriba una nota (al menos 3 caracteres)' });
    const ok = await resolve(id, 'aprobar');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ estatus: 2, estatusNombre: 'Aprobada', nota: 'Verificado por teléfono', clienteEmail: s.email });

    const [u] = await db.select().from(usuario).where(eq(usuario.id, s.id));
    expect(u).toMatchObject({ email: `eliminado-${s.id}@eliminado.invalid`, nombre: 'Cliente', apellido: 'eliminado', telefono: null, documento: null, tipoDocumento: null, estatus: UsuarioEstatus.ELIMINADO });
    const [dir] = await db.select().from(direccionUsuario).where(eq(direccionUsuario.usuarioId, s.id));
    expect(dir).toMatchObject({ direccion: 'Dirección eliminada', estatus: 2 });
    const [ord] = await db.select().from(orden).where(eq(orden.id, o.id));
    expect(ord).toMatchObject({ clienteNombre: 'Cliente eliminado', clienteDocumento: '', clienteTelefono: '', total: o.total });
    expect(await db.$count(movimientoSaldo, eq(movimientoSaldo.usuarioId, s.id))).toBe(1);
    // sessions ended, no login, and the e-mail registers again
    expect((await t.api({ token: session.token, url: '/usuario/perfil' })).statusCode).toBe(401);
    expect((await db.select().from(refreshToken).where(eq(refreshToken.usuarioId, s.id))).every((r) => r.revocadoEn !== null)).toBe(true);
    expect((await t.api({ method: 'POST', url: '/login_check', payload: { username: s.email, password: CLAVE } })).statusCode).toBe(401);
    expect((await t.api({ url: `/api/usuario/verificarregistrado?email=${encodeURIComponent(s.email)}` })).json()).toEqual({ registrado: false });
    const again = await t.api({
      method: 'POST',
      url: '/api/usuario/registrar',
      payload: { nombre: 'Otra', apellido: 'Persona', email: s.email, telefono: null, tipoDocumento: 'V', documento: '5554443', clave: 'Clave1234' },
    });
    expect(again.statusCode, again.body).toBe(201);

    const twice = await resolve(id, 'rechazar');
    expect([twice.statusCode, twice.json().mensaje]).toEqual([409, 'La solicitud ya fue resuelta']);
    const history = await t.api({ token: staff, url: `/admin/borrar-cuenta/${id}/historial` });
    expect(history.json().map((h: { accion: string }) => h.accion)).toEqual(['aprobar']);
  });

  it('rejecting keeps the account and lets the customer see the answer', async () => {
    const [s] = (await makeCustomers(t, 1, 1)) as [Shopper];
    const id = await ask(s);
    const res = await resolve(id, 'rechazar', 'Tiene una orden por entregar');
    expect(res.json()).toMatchObject({ estatus: 3, estatusNombre: 'Rechazada', advertencias: [] });
    const mine = await t.api({ token: s.token, url: '/usuario/borrarcuenta' });
    expect(mine.json().solicitud).toMatchObject({ estatusNombre: 'Rechazada', nota: 'Tiene una orden por entregar' });
    expect((await t.api({ token: s.token, url: '/usuario/perfil' })).statusCode).toBe(200);
    // a new request can follow a resolved one
    await ask(s, 'Insisto en borrar');
  });
});
