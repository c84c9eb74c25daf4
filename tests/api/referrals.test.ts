import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario } from '../../src/server/auth/tables';
import { listReferralsOfCustomer } from '../../src/server/referrals/service';
import { referido } from '../../src/server/referrals/tables';
import { getBalance } from '../../src/server/wallet/service';
import { movimientoSaldo } from '../../src/server/wallet/tables';
import type { MisReferidos, ReferidoFila } from '../../src/shared/contracts/referrals';
import { MetodoPago, OrdenEstatus, ReferidoEstatus, UsuarioEstatus } from '../../src/shared/enums';
import { createTestApp, login, testBackends, type TestApp } from '../helpers/app';
import { staffMember } from '../helpers/staff';
import { placeTestOrder } from './admin-orders.fixtures';
import { makeCustomers, type Shopper } from './checkout-setup';

const CARACAS = 1;
let serial = 0;

describe.each(testBackends())('referidos: Comparte y gana (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  let atencion: string;
  let inviter: Shopper;
  let inviterDevice: string;
  let code: string;

  const register = (over: Record<string, unknown> = {}, device: string = randomUUID()) => {
    serial += 1;
    return t.api({
      method: 'POST',
      url: '/api/usuario/registrar',
      cookies: { mz_dispositivo: device },
      payload: {
        nombre: 'Amiga',
        apellido: 'Invitada',
        email: `amiga-${serial}-${randomUUID().slice(0, 6)}@prueba.ve`,
        telefono: `0412${String(1_000_000 + serial * 7919).slice(-7)}`,
        tipoDocumento: 'V',
        documento: String(20_000_000 + serial * 31 + Math.floor(Math.random() * 1000)),
        clave: 'Clave1234',
        codigoReferido: code,
        ...over,
      },
    });
  };
  /** Registers a friend with the code and activates the account; answers its id and e-mail. */
  const friend = async (over: Record<string, unknown> = {}) => {
    const email = `amigo-${randomUUID().slice(0, 8)}@prueba.ve`;
    const res = await register({ email, ...over });
    expect(res.statusCode, res.body).toBe(201);
    const [u] = await t.database.db.update(usuario).set({ estatus: UsuarioEstatus.ACTIVO }).where(eq(usuario.email, email)).returning({ id: usuario.id });
    return { id: u!.id, email };
  };
  const deliver = (id: number, token = admin) => t.api({ token, method: 'PUT', url: `/admin/orden/${id}/estatus`, payload: { estatus: OrdenEstatus.ENTREGADO, nota: 'Entregado' } });
  const enCamino = (email: string) => placeTestOrder(t.database.db, { email, zonaId: CARACAS, metodoPago: MetodoPago.EFECTIVO, estatus: OrdenEstatus.EN_CAMINO });
  const referidoMovs = async (usuarioId: number) =>
    t.database.db.select().from(movimientoSaldo).where(and(eq(movimientoSaldo.usuarioId, usuarioId), eq(movimientoSaldo.tipo, 'referido')));
  const rowOf = async (referidoId: number) => (await t.database.db.select().from(referido).where(eq(referido.referidoId, referidoId)))[0]!;

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = (await login(t, 'admin@demo.ve')).token;
    atencion = (await staffMember(t, ['ROLE_ATENCION_CLIENTE'])).token;
    [inviter] = (await makeCustomers(t, 1, 1)) as [Shopper];
    await t.database.db.update(usuario).set({ telefono: '04241112233' }).where(eq(usuario.id, inviter.id));
    inviterDevice = randomUUID();
    const res = await t.api({ token: inviter.token, url: '/usuario/referido', cookies: { mz_dispositivo: inviterDevice } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as MisReferidos;
    code = body.codigo;
    expect(body).toEqual({ codigo: expect.stringMatching(/^[A-Z2-9]{8}$/), recompensa: '5.00', ganado: '0.00', referidos: [] });
  });
  afterAll(() => t.close());

  it('keeps one code per customer and gives a new browser a device cookie', async () => {
    const again = await t.api({ token: inviter.token, url: '/usuario/referido' });
    expect(again.json().codigo).toBe(code);
    expect(again.cookies.find((c) => c.name === 'mz_dispositivo')?.httpOnly).toBe(true);
    expect((await t.api({ url: '/usuario/referido' })).statusCode).toBe(401);
  });

  it('refuses unknown codes, self-referral and rings at registration, writing nothing', async () => {
    const db = t.database.db;
    const before = await db.$count(usuario);
    const cases: [Record<string, unknown>, string | undefined, number, string][] = [
      [{ codigoReferido: 'NOEXISTE' }, undefined, 400, 'Código de referido inválido'],
      [{ codigoReferido: 'a b<' }, undefined, 400, 'Código de referido inválido'],
      [{ documento: (await db.select({ d: usuario.documento }).from(usuario).where(eq(usuario.id, inviter.id)))[0]!.d }, undefined, 422, 'No puede usar su propio código de referido'],
      [{ telefono: '0424-111 2233' }, undefined, 422, 'Este teléfono pertenece a quien le invitó'],
      [{}, inviterDevice, 422, 'No puede usar su propio código de referido en este dispositivo'],
    ];
    for (const [over, device, status, message] of cases) {
      const res = await register(over, device);
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(res.json().errores).toEqual({ codigoReferido: message });
    }
    // one device registers one referred account
    const device = randomUUID();
    const first = await register({}, device);
    expect(first.statusCode).toBe(201);
    const second = await register({}, device);
    expect(second.statusCode).toBe(422);
    expect(second.json().errores).toEqual({ codigoReferido: 'Este dispositivo ya se usó para registrar a otro referido' });
    expect(await db.$count(usuario)).toBe(before + 1);
  });

  it('credits both customers once when the first order is delivered, even with 10 simultaneous deliveries', async () => {
    const db = t.database.db;
    const amiga = await friend();
    expect(await rowOf(amiga.id)).toMatchObject({ referidorId: inviter.id, estatus: ReferidoEstatus.REGISTRADO, codigo: code });
    const inviterBefore = await getBalance(db, inviter.id);
    const o = await enCamino(amiga.email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(o.id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(9);
    expect(await rowOf(amiga.id)).toMatchObject({ estatus: ReferidoEstatus.ACREDITADA, monto: '5.00', ordenId: o.id });
    expect((await referidoMovs(amiga.id)).map((m) => m.monto)).toEqual(['5.00']);
    expect(await getBalance(db, amiga.id)).toBe('5.00');
    expect(await getBalance(db, inviter.id)).toBe((Number(inviterBefore) + 5).toFixed(2));

    // a later delivered order rewards nothing more
    const o2 = await enCamino(amiga.email);
    expect((await deliver(o2.id)).statusCode).toBe(200);
    expect(await referidoMovs(amiga.id)).toHaveLength(1);
  });

  it('credits once when two first orders are delivered at the same moment', async () => {
    const db = t.database.db;
    const amigo = await friend();
    const [a, b] = [await enCamino(amigo.email), await enCamino(amigo.email)];
    const answers = await Promise.all([deliver(a.id), deliver(b.id), deliver(a.id), deliver(b.id)]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(await referidoMovs(amigo.id)).toHaveLength(1);
    expect(await getBalance(db, amigo.id)).toBe('5.00');
  });

  it('delivers without reward to an address of the inviter, and uses the configured amount', async () => {
    const db = t.database.db;
    const put = await t.api({ token: atencion, method: 'PUT', url: '/admin/referido/configuracion', payload: { recompensa: '3.5' } });
    expect(put.json()).toEqual({ recompensa: '3.50' });
    expect((await t.api({ token: atencion, url: '/admin/referido/configuracion' })).json()).toEqual({ recompensa: '3.50' });
    const bad = await t.api({ token: atencion, method: 'PUT', url: '/admin/referido/configuracion', payload: { recompensa: '-1' } });
    expect(bad.statusCode).toBe(400);

    const [otro] = (await makeCustomers(t, 1, 1)) as [Shopper];
    const codeOf = (await t.api({ token: otro.token, url: '/usuario/referido' })).json().codigo as string;
    // the inviter already received an order at the address the friend uses
    await deliver((await enCamino(otro.email)).id);
    const vecino = await friend({ codigoReferido: codeOf });
    await deliver((await enCamino(vecino.email)).id);
    expect(await rowOf(vecino.id)).toMatchObject({ estatus: ReferidoEstatus.ENTREGADA, monto: null, motivo: 'Misma dirección de entrega que quien invitó' });
    expect(await referidoMovs(vecino.id)).toHaveLength(0);

    const amigo = await friend();
    await deliver((await enCamino(amigo.email)).id);
    expect(await rowOf(amigo.id)).toMatchObject({ estatus: ReferidoEstatus.ACREDITADA, monto: '3.50' });
    expect(await getBalance(db, amigo.id)).toBe('3.50');
    await t.api({ token: atencion, method: 'PUT', url: '/admin/referido/configuracion', payload: { recompensa: '5.00' } });
  });

  it('lists referrals for support and shows the customer their referrals', async () => {
    const res = await t.api({ token: atencion, url: `/admin/referido?filter=${encodeURIComponent(JSON.stringify({ usuarioId: inviter.id, estatus: ReferidoEstatus.ACREDITADA }))}` });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as ReferidoFila[];
    expect(rows.map((r) => r.monto).sort()).toEqual(['3.50', '5.00', '5.00']);
    expect(rows.every((r) => r.referidorId === inviter.id && r.estatusNombre === 'Recompensa acreditada')).toBe(true);
    expect(res.headers['content-range']).toBe('referido 0-2/3');
    const q = await t.api({ token: atencion, url: `/admin/referido?filter=${encodeURIComponent(JSON.stringify({ q: code }))}&sort=["id","ASC"]` });
    expect((q.json() as ReferidoFila[]).every((r) => r.codigo === code)).toBe(true);

    const mine = (await t.api({ token: inviter.token, url: '/usuario/referido' })).json() as MisReferidos;
    expect(mine.ganado).toBe('13.50');
    expect(mine.referidos.filter((r) => r.estatusNombre === 'Recompensa acreditada').map((r) => r.nombre)).toEqual(['Amiga I.', 'Amiga I.', 'Amiga I.']);
    const ofCustomer = await listReferralsOfCustomer(t.database.db, inviter.id);
    expect(ofCustomer.filter((r) => r.rol === 'invito').length).toBe(mine.referidos.length);

    for (const token of [admin, atencion]) expect((await t.api({ token, url: '/admin/referido/999999' })).statusCode).toBe(404);
    const pedido = (await staffMember(t, ['ROLE_PEDIDO'])).token;
    expect((await t.api({ token: pedido, url: '/admin/referido' })).statusCode).toBe(403);
  });

  it('reverses a reward with a note, never taking a balance below zero', async () => {
    const db = t.database.db;
    const amiga = await friend();
    await deliver((await enCamino(amiga.email)).id);
    const row = await rowOf(amiga.id);
    const revert = (nota = 'Cuenta duplicada confirmada') => t.api({ token: atencion, method: 'PUT', url: `/admin/referido/${row.id}/revertir`, payload: { nota } });

    expect((await revert('  ')).statusCode).toBe(400);
    // the friend spent part of the reward: reversing would go below zero
    await db.transaction(async (tx) => {
      const { debitBalance } = await import('../../src/server/wallet/service');
      await debitBalance(tx, { usuarioId: amiga.id, monto: '1.00', tipo: 'ordenpago', referenciaId: null, descripcion: 'gasto' });
    });
    const refused = await revert();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().mensaje).toBe(`No se puede revertir: el saldo de ${amiga.email} ($ 4,00) es menor que la recompensa ($ 5,00)`);
    expect(await getBalance(db, amiga.id)).toBe('4.00');
    expect((await rowOf(amiga.id)).estatus).toBe(ReferidoEstatus.ACREDITADA);

    const { creditBalance } = await import('../../src/server/wallet/service');
    await db.transaction((tx) => creditBalance(tx, { usuarioId: amiga.id, monto: '1.00', tipo: 'ajuste', referenciaId: null, descripcion: 'ajuste' }));
    const inviterBefore = await getBalance(db, inviter.id);
    const ok = await revert();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ estatus: ReferidoEstatus.REVERTIDA, notaReversion: 'Cuenta duplicada confirmada' });
    expect(await getBalance(db, amiga.id)).toBe('0.00');
    expect(await getBalance(db, inviter.id)).toBe((Number(inviterBefore) - 5).toFixed(2));
    expect((await referidoMovs(amiga.id)).map((m) => m.monto).sort()).toEqual(['-5.00', '5.00']);
    expect((await revert()).statusCode).toBe(409);
    const history = await t.api({ token: atencion, url: `/admin/referido/${row.id}/historial` });
    expect(history.json().map((h: { accion: string }) => h.accion)).toContain('revertir');
  });
});
