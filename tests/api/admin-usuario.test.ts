import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuario, usuarioRol } from '../../src/server/auth/tables';
import type { OutboxEntry } from '../../src/server/plugins/mail';
import {
  EMAIL_TOMADO,
  ROLES_PROPIOS,
  ULTIMO_ADMIN_USUARIOS,
  type UsuarioFila,
  type UsuarioFormData,
} from '../../src/shared/contracts/admin-staff';
import { UsuarioEstatus } from '../../src/shared/enums';
import { createTestApp, login, testBackends, type ApiCall, type TestApp } from '../helpers/app';
import { staffMember, type StaffMember } from '../helpers/staff';

function mailsTo(t: TestApp, to: string): OutboxEntry[] {
  const dir = t.config.outboxDir;
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
  return files
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxEntry)
    .filter((m) => m.to === to)
    .sort((a, b) => a.fecha.localeCompare(b.fecha));
}

describe.each(testBackends())('admin usuarios (%s)', (backend) => {
  let t: TestApp;
  let jefe: StaffMember;
  const api = (call: ApiCall) => t.api({ token: jefe.token, ...call });
  const body = (over: Record<string, unknown> = {}) => ({
    email: 'operadora.valencia@prueba.ve',
    nombre: 'Rosa',
    apellido: 'Mendoza',
    telefono: '0414-555 1234',
    roles: ['ROLE_PEDIDO', 'ROLE_ZONA_valencia'],
    ...over,
  });
  let rosa: UsuarioFila;

  beforeAll(async () => {
    t = await createTestApp(backend);
    jefe = await staffMember(t, ['ROLE_USUARIO_ADMIN', 'ROLE_PEDIDO']);
    const res = await api({ method: 'POST', url: '/admin/usuario', payload: body() });
    expect(res.statusCode, res.body).toBe(201);
    rosa = res.json();
  });
  afterAll(() => t.close());

  it('creates the member waiting for the invitation, with ROLE_ADMIN and the chosen roles', async () => {
    expect(rosa).toMatchObject({
      email: 'operadora.valencia@prueba.ve',
      nombre: 'Rosa',
      apellido: 'Mendoza',
      telefono: '04145551234',
      estatus: UsuarioEstatus.VERIFICAR_EMAIL,
      roles: ['ROLE_PEDIDO', 'ROLE_ZONA_valencia'],
    });
    const held = await t.database.db.select({ rol: usuarioRol.rol }).from(usuarioRol).where(eq(usuarioRol.usuarioId, rosa.id));
    expect(held.map((r) => r.rol).sort()).toEqual(['ROLE_ADMIN', 'ROLE_PEDIDO', 'ROLE_ZONA_valencia']);
  });

  it('sends an invitation whose link sets the password and activates the account; then only Valencia orders', async () => {
    const [mail] = mailsTo(t, rosa.email);
    expect(mail!.subject).toBe('Invitación al panel administrativo - Mercado en Zonas');
    const link = new URL(mail!.links.find((l) => l.includes('/auth/recuperar-clave?token='))!);
    const token = link.searchParams.get('token')!;
    const reset = await t.api({ method: 'POST', url: '/api/usuario/restablecerclave', payload: { token, clave: 'Valencia2026' } });
    expect([200, 204], reset.body).toContain(reset.statusCode);
    const session = await login(t, rosa.email, 'Valencia2026');
    const orders = await t.api({ token: session.token, url: '/admin/orden?range=[0,499]' });
    expect(orders.statusCode).toBe(200);
    expect(new Set((orders.json() as { zonaId: number }[]).map((o) => o.zonaId))).toEqual(new Set(orders.json().length ? [2] : []));
    const [row] = await t.database.db.select({ estatus: usuario.estatus }).from(usuario).where(eq(usuario.id, rosa.id));
    expect(row!.estatus).toBe(UsuarioEstatus.ACTIVO);
    // the invitation was accepted: no second one
    const again = await api({ method: 'POST', url: `/admin/usuario/${rosa.id}/invitacion` });
    expect(again.statusCode).toBe(422);
  });

  it('refuses duplicate e-mails, unknown roles and zone roles of missing zones, writing nothing', async () => {
    const dup = await api({ method: 'POST', url: '/admin/usuario', payload: body({ email: 'CLIENTE@demo.ve' }) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errores).toEqual({ email: EMAIL_TOMADO });
    const unknown = await api({ method: 'POST', url: '/admin/usuario', payload: body({ email: 'nuevo1@prueba.ve', roles: ['ROLE_PEDIDO', 'ROLE_DIOS'] }) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errores).toEqual({ roles: 'Rol desconocido: ROLE_DIOS', 'roles.1': 'Rol desconocido: ROLE_DIOS' });
    const zone = await api({ method: 'POST', url: '/admin/usuario', payload: body({ email: 'nuevo2@prueba.ve', roles: ['ROLE_ZONA_merida'] }) });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().errores.roles).toBe('La zona del rol no existe: ROLE_ZONA_merida');
    const admin = await api({ method: 'POST', url: '/admin/usuario', payload: body({ email: 'nuevo3@prueba.ve', roles: ['ROLE_ADMIN'] }) });
    expect(admin.statusCode).toBe(400);
    const phone = await api({ method: 'POST', url: '/admin/usuario', payload: body({ email: 'nuevo4@prueba.ve', telefono: '123' }) });
    expect(phone.json().errores).toEqual({ telefono: 'Número de teléfono inválido' });
    const rows = await t.database.db.select().from(usuario).where(eq(usuario.email, 'nuevo1@prueba.ve'));
    expect(rows).toEqual([]);
    expect(mailsTo(t, 'nuevo1@prueba.ve')).toEqual([]);
  });

  it('gives the checklist: area roles and the zone roles of existing zones', async () => {
    const res = await api({ url: '/admin/usuario/formdata' });
    const data = res.json() as UsuarioFormData;
    expect(data.roles).toContainEqual({ rol: 'ROLE_PEDIDO', nombre: 'Pedidos' });
    expect(data.roles).toHaveLength(18);
    expect(data.zonas.map((z) => z.rol)).toEqual(['ROLE_ZONA_caracas', 'ROLE_ZONA_valencia', 'ROLE_ZONA_maracaibo']);
  });

  it('lists staff only, with roles, filtered by role', async () => {
    const res = await api({ url: `/admin/usuario?filter=${encodeURIComponent(JSON.stringify({ rol: 'ROLE_ZONA_valencia' }))}&range=[0,499]` });
    const emails = (res.json() as UsuarioFila[]).map((r) => r.email);
    expect(emails).toContain(rosa.email);
    expect(emails).not.toContain('cliente@demo.ve');
    expect((await api({ url: `/admin/usuario?filter=${encodeURIComponent('{"q":"mendoza"}')}` })).json()[0].email).toBe(rosa.email);
  });

  it('role changes apply on the next request, and removing one ends the sessions', async () => {
    const session = await login(t, rosa.email, 'Valencia2026');
    expect((await t.api({ token: session.token, url: '/admin/cupon' })).statusCode).toBe(403);
    const add = await api({ method: 'PUT', url: `/admin/usuario/${rosa.id}`, payload: { nombre: 'Rosa', apellido: 'Mendoza', telefono: null, roles: [...rosa.roles, 'ROLE_CUPON'] } });
    expect(add.statusCode, add.body).toBe(200);
    // the same token, now with the role read from the database
    expect((await t.api({ token: session.token, url: '/admin/cupon' })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    const remove = await api({ method: 'PUT', url: `/admin/usuario/${rosa.id}`, payload: { nombre: 'Rosa', apellido: 'Mendoza', telefono: null, roles: ['ROLE_ZONA_valencia'] } });
    expect(remove.json().roles).toEqual(['ROLE_ZONA_valencia']);
    expect((await t.api({ token: session.token, url: '/admin/orden' })).statusCode).toBe(401);
    const fresh = await login(t, rosa.email, 'Valencia2026');
    expect((await t.api({ token: fresh.token, url: '/admin/orden' })).statusCode).toBe(403);
  });

  it('a member cannot raise their own roles, only remove them', async () => {
    const mine = { nombre: 'Jefe', apellido: 'Personal', telefono: null };
    const raise = await api({ method: 'PUT', url: `/admin/usuario/${jefe.id}`, payload: { ...mine, roles: ['ROLE_USUARIO_ADMIN', 'ROLE_PEDIDO', 'ROLE_CONFIG'] } });
    expect(raise.statusCode).toBe(422);
    expect(raise.json().errores).toEqual({ roles: ROLES_PROPIOS });
    const same = await api({ method: 'PUT', url: `/admin/usuario/${jefe.id}`, payload: { ...mine, roles: ['ROLE_PEDIDO', 'ROLE_USUARIO_ADMIN'] } });
    expect(same.statusCode).toBe(200);
    const block = await api({ method: 'PUT', url: `/admin/usuario/${jefe.id}/bloqueo`, payload: { bloquear: true, motivo: 'Me bloqueo a mí mismo' } });
    expect(block.statusCode).toBe(422);
  });

  it('refuses removing or blocking the last active holder of ROLE_USUARIO_ADMIN', async () => {
    const db = t.database.db;
    // leave jefe as the only active holder (the seed's admin holds it too)
    const holders = await db.select({ id: usuarioRol.usuarioId }).from(usuarioRol).where(eq(usuarioRol.rol, 'ROLE_USUARIO_ADMIN'));
    const others = holders.map((h) => h.id).filter((id) => id !== jefe.id);
    for (const id of others) await db.update(usuario).set({ estatus: UsuarioEstatus.INACTIVO }).where(eq(usuario.id, id));
    const otro = await staffMember(t, ['ROLE_USUARIO_ADMIN']);
    await db.update(usuario).set({ estatus: UsuarioEstatus.INACTIVO }).where(eq(usuario.id, otro.id));
    try {
      const segundo = await staffMember(t, ['ROLE_USUARIO_ADMIN']);
      const drop = await t.api({ token: segundo.token, method: 'PUT', url: `/admin/usuario/${jefe.id}`, payload: { nombre: 'Jefe', apellido: 'Personal', telefono: null, roles: ['ROLE_PEDIDO'] } });
      expect(drop.statusCode).toBe(200);
      const self = await t.api({ token: segundo.token, method: 'PUT', url: `/admin/usuario/${segundo.id}`, payload: { nombre: 'Segundo', apellido: 'Personal', telefono: null, roles: [] } });
      expect(self.statusCode).toBe(422);
      expect(self.json().errores).toEqual({ roles: ULTIMO_ADMIN_USUARIOS });
      const [still] = await db.select().from(usuarioRol).where(eq(usuarioRol.usuarioId, segundo.id));
      expect(still).toBeDefined();
    } finally {
      for (const id of others) await db.update(usuario).set({ estatus: UsuarioEstatus.ACTIVO }).where(eq(usuario.id, id));
      // jefe lost the role (and the session with it): a new administrator for the tests below
      jefe = await staffMember(t, ['ROLE_USUARIO_ADMIN', 'ROLE_PEDIDO']);
    }
  });

  it('two administrators removing each other at the same moment: one of them keeps the role', async () => {
    const db = t.database.db;
    const holders = await db.select({ id: usuarioRol.usuarioId }).from(usuarioRol).where(eq(usuarioRol.rol, 'ROLE_USUARIO_ADMIN'));
    const active = await db.select({ id: usuario.id, estatus: usuario.estatus }).from(usuario);
    const others = holders.map((h) => h.id).filter((id) => active.find((u) => u.id === id)?.estatus === UsuarioEstatus.ACTIVO);
    for (const id of others) await db.update(usuario).set({ estatus: UsuarioEstatus.INACTIVO }).where(eq(usuario.id, id));
    try {
      const a = await staffMember(t, ['ROLE_USUARIO_ADMIN']);
      const b = await staffMember(t, ['ROLE_USUARIO_ADMIN']);
      const drop = (by: StaffMember, target: StaffMember) =>
        t.api({ token: by.token, method: 'PUT', url: `/admin/usuario/${target.id}`, payload: { nombre: 'Otro', apellido: 'Admin', telefono: null, roles: [] } });
      const answers = await Promise.all([drop(a, b), drop(b, a)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      const left = await db.select({ id: usuarioRol.usuarioId }).from(usuarioRol).where(eq(usuarioRol.rol, 'ROLE_USUARIO_ADMIN'));
      expect(left.map((r) => r.id).filter((id) => id === a.id || id === b.id)).toHaveLength(1);
    } finally {
      for (const id of others) await db.update(usuario).set({ estatus: UsuarioEstatus.ACTIVO }).where(eq(usuario.id, id));
      jefe = await staffMember(t, ['ROLE_USUARIO_ADMIN', 'ROLE_PEDIDO']);
    }
  });

  it('blocks and unblocks a member with a reason; their session ends', async () => {
    const member = await staffMember(t, ['ROLE_PEDIDO', 'ROLE_ZONA_caracas']);
    const noReason = await api({ method: 'PUT', url: `/admin/usuario/${member.id}/bloqueo`, payload: { bloquear: true, motivo: ' ' } });
    expect(noReason.statusCode).toBe(400);
    const block = await api({ method: 'PUT', url: `/admin/usuario/${member.id}/bloqueo`, payload: { bloquear: true, motivo: 'Dejó la empresa' } });
    expect(block.statusCode, block.body).toBe(200);
    expect(block.json().estatus).toBe(UsuarioEstatus.BLOQUEADO);
    expect((await t.api({ token: member.token, url: '/admin/orden' })).statusCode).toBe(401);
    const unblock = await api({ method: 'PUT', url: `/admin/usuario/${member.id}/bloqueo`, payload: { bloquear: false, motivo: 'Regresó a la empresa' } });
    expect(unblock.json().estatus).toBe(UsuarioEstatus.ACTIVO);
  });

  it('answers e-mail availability and 404 for customers and unknown ids', async () => {
    expect((await api({ url: '/admin/usuario/email/cliente@demo.ve' })).json()).toEqual({ disponible: false });
    expect((await api({ url: '/admin/usuario/email/libre@prueba.ve' })).json()).toEqual({ disponible: true });
    expect((await api({ url: `/admin/usuario/email/${encodeURIComponent(rosa.email)}/${rosa.id}` })).json()).toEqual({ disponible: true });
    const [cliente] = await t.database.db.select({ id: usuario.id }).from(usuario).where(eq(usuario.email, 'cliente@demo.ve'));
    expect((await api({ url: `/admin/usuario/${cliente!.id}` })).statusCode).toBe(404);
    expect((await api({ url: '/admin/usuario/999999' })).json()).toEqual({ codigo: 404, mensaje: 'Usuario no encontrado' });
  });
});
