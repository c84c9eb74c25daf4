/**
 * Staff users: the users holding ROLE_ADMIN, with their area roles and zone roles. Rules:
 * - roles are AREA_ROLES or ROLE_ZONA_<slug> of an existing zone (anything else: a field error, nothing written);
 * - a staff member cannot raise their own roles (only remove them), nor block themselves;
 * - the last active holder of ROLE_USUARIO_ADMIN keeps it and stays active (the holders' rows are locked, so
 *   two administrators removing each other at the same moment cannot both succeed);
 * - roles are read from the database on each request (auth plugin), so a change applies on the next
 *   request; removing roles or blocking also ends the member's sessions (auth/revocation.ts).
 * A new member gets an invitation e-mail with a one-time link to set their password (the recovery flow).
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { type BloqueoBody } from '../../shared/contracts/admin-customers';
import {
  EMAIL_TOMADO,
  ROL_DESCONOCIDO,
  ROL_ETIQUETA,
  ROLES_PROPIOS,
  ULTIMO_ADMIN_USUARIOS,
  ZONA_INEXISTENTE,
  type UsuarioCrearBody,
  type UsuarioEditarBody,
  type UsuarioFila,
  type UsuarioFiltro,
  type UsuarioFormData,
  type UsuarioOrdenable,
} from '../../shared/contracts/admin-staff';
import { normalizeEmail } from '../../shared/contracts/auth';
import { UsuarioEstatus } from '../../shared/enums';
import { parsePhone, TELEFONO_INVALIDO } from '../../shared/phone';
import { AREA_ROLES, isZoneRole, ROLE_ADMIN, ROLE_USUARIO, ZONE_ROLE_PREFIX, zoneRole } from '../../shared/roles';
import { audit } from '../audit/service';
import { revokeSessions } from '../auth/revocation';
import { usuario, usuarioRol } from '../auth/tables';
import { createUser, findUserByEmail } from '../auth/users';
import { accentFold } from '../catalog/fold';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict, notFound, unprocessable, type FieldErrors } from '../errors';
import { escapeLike, type ListQuery } from '../list-query';
import { cleanReason } from '../customers/admin-service';
import { listZones } from '../zones/service';

export const usuarioNoEncontrado = () => notFound('Usuario no encontrado');
const INVALIDO = 'Los datos enviados no son válidos';
const ROLE_USUARIO_ADMIN = 'ROLE_USUARIO_ADMIN';
/** Roles a staff member holds besides those assigned here. */
const FIXED = new Set([ROLE_ADMIN, ROLE_USUARIO]);

const isStaff = sql`exists (select 1 from usuario_rol r where r.usuario_id = "usuario"."id" and r.rol = ${ROLE_ADMIN})`;

const columns = {
  id: usuario.id,
  nombre: usuario.nombre,
  apellido: usuario.apellido,
  email: usuario.email,
  telefono: usuario.telefono,
  estatus: usuario.estatus,
  creadoEn: usuario.creadoEn,
  ultimoAcceso: usuario.ultimoAcceso,
};

async function withRoles(db: Db | Tx, rows: { id: number; creadoEn: Date; ultimoAcceso: Date | null }[]): Promise<Map<number, string[]>> {
  const roles = new Map<number, string[]>(rows.map((r) => [r.id, []]));
  if (rows.length === 0) return roles;
  const held = await db
    .select()
    .from(usuarioRol)
    .where(inArray(usuarioRol.usuarioId, rows.map((r) => r.id)));
  for (const h of held) if (!FIXED.has(h.rol)) roles.get(h.usuarioId)?.push(h.rol);
  for (const list of roles.values()) list.sort();
  return roles;
}

async function toFilas(db: Db | Tx, rows: (Omit<UsuarioFila, 'roles' | 'creadoEn' | 'ultimoAcceso'> & { creadoEn: Date; ultimoAcceso: Date | null })[]): Promise<UsuarioFila[]> {
  const roles = await withRoles(db, rows);
  return rows.map((r) => ({ ...r, roles: roles.get(r.id) ?? [], creadoEn: r.creadoEn.toISOString(), ultimoAcceso: r.ultimoAcceso?.toISOString() ?? null }));
}

function conditions(f: UsuarioFiltro): SQL | undefined {
  const conds: (SQL | undefined)[] = [isStaff];
  const q = f.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(accentFold(q))}%`;
    conds.push(or(sql`${usuario.nombreBusqueda} like ${pattern}`, sql`lower(${usuario.email}) like ${pattern}`));
  }
  if (f.estatus !== undefined) conds.push(eq(usuario.estatus, f.estatus));
  if (f.rol !== undefined)
    conds.push(sql`exists (select 1 from usuario_rol r where r.usuario_id = "usuario"."id" and r.rol = ${f.rol})`);
  if (f.id !== undefined) conds.push(Array.isArray(f.id) ? inArray(usuario.id, f.id) : eq(usuario.id, f.id));
  return and(...conds);
}

export async function listStaff(db: Db, query: ListQuery<UsuarioFiltro, UsuarioOrdenable>): Promise<{ rows: UsuarioFila[]; total: number }> {
  const where = conditions(query.filter);
  const direction = query.sort.order === 'ASC' ? asc : desc;
  const sortColumn = { id: usuario.id, nombre: usuario.nombreBusqueda, email: usuario.email, estatus: usuario.estatus, creadoEn: usuario.creadoEn }[query.sort.field];
  const rows = await db.select(columns).from(usuario).where(where).orderBy(direction(sortColumn), asc(usuario.id)).limit(query.limit).offset(query.offset);
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(usuario).where(where)) as [{ total: number }];
  return { rows: await toFilas(db, rows), total: Number(total) };
}

export async function getStaff(db: Db | Tx, id: number): Promise<UsuarioFila> {
  const [row] = await db
    .select(columns)
    .from(usuario)
    .where(and(eq(usuario.id, id), isStaff));
  if (!row) throw usuarioNoEncontrado();
  return (await toFilas(db, [row]))[0]!;
}

export async function staffFormData(db: Db): Promise<UsuarioFormData> {
  return {
    roles: AREA_ROLES.map((rol) => ({ rol, nombre: ROL_ETIQUETA[rol] ?? rol })),
    zonas: (await listZones(db)).map((z) => ({ rol: zoneRole(z.slug), nombre: `Zona ${z.nombre}` })),
  };
}

/** The assignable roles of a body, checked: area roles and zone roles of existing zones. */
async function cleanRoles(db: Db | Tx, roles: readonly string[]): Promise<string[]> {
  const slugs = new Set((await listZones(db as Db)).map((z) => z.slug));
  const errores: FieldErrors = {};
  roles.forEach((rol, i) => {
    if ((AREA_ROLES as readonly string[]).includes(rol)) return;
    if (isZoneRole(rol)) {
      if (!slugs.has(rol.slice(ZONE_ROLE_PREFIX.length))) errores[`roles.${i}`] = `${ZONA_INEXISTENTE}: ${rol}`;
      return;
    }
    errores[`roles.${i}`] = `${ROL_DESCONOCIDO}: ${rol}`;
  });
  if (Object.keys(errores).length) throw badRequest(INVALIDO, { roles: Object.values(errores)[0]!, ...errores });
  return [...new Set(roles)].sort();
}

function cleanProfile(body: { nombre: string; apellido: string; telefono: string | null }) {
  const errores: FieldErrors = {};
  const nombre = body.nombre.trim().replace(/\s+/g, ' ');
  const apellido = body.apellido.trim().replace(/\s+/g, ' ');
  if (!nombre) errores.nombre = 'Este campo es obligatorio';
  if (!apellido) errores.apellido = 'Este campo es obligatorio';
  const raw = body.telefono?.trim() ?? '';
  const telefono = raw === '' ? null : parsePhone(raw);
  if (raw !== '' && !telefono) errores.telefono = TELEFONO_INVALIDO;
  return { nombre, apellido, telefono, errores };
}

/** Locks the active holders of ROLE_USUARIO_ADMIN and refuses when `id` is the last one. */
async function assertNotLastUserAdmin(tx: Tx, id: number, field: string): Promise<void> {
  const holders = await tx
    .select({ id: usuario.id })
    .from(usuario)
    .innerJoin(usuarioRol, and(eq(usuarioRol.usuarioId, usuario.id), eq(usuarioRol.rol, ROLE_USUARIO_ADMIN)))
    .where(eq(usuario.estatus, UsuarioEstatus.ACTIVO))
    .orderBy(asc(usuario.id))
    .for('update');
  if (holders.every((h) => h.id === id)) throw unprocessable(ULTIMO_ADMIN_USUARIOS, { [field]: ULTIMO_ADMIN_USUARIOS });
}

/** Creates a staff member waiting for their invitation (status VERIFICAR_EMAIL until the password is set). */
export async function createStaff(db: Db, body: UsuarioCrearBody): Promise<number> {
  const profile = cleanProfile(body);
  const roles = await cleanRoles(db, body.roles);
  if (Object.keys(profile.errores).length) throw badRequest(INVALIDO, profile.errores);
  if (await findUserByEmail(db, body.email)) throw conflict(EMAIL_TOMADO, { email: EMAIL_TOMADO });
  try {
    return await db.transaction(async (tx) => {
      const created = await createUser(tx, {
        email: normalizeEmail(body.email),
        // never used: the member sets their own password through the invitation link
        clave: randomBytes(24).toString('base64url'),
        nombre: profile.nombre,
        apellido: profile.apellido,
        telefono: profile.telefono,
        tipoDocumento: null,
        documento: null,
        estatus: UsuarioEstatus.VERIFICAR_EMAIL,
        roles: [ROLE_ADMIN, ...roles],
      });
      await audit(tx, {
        recurso: 'usuario',
        registroId: created.id,
        accion: 'crear',
        despues: { email: normalizeEmail(body.email), nombre: profile.nombre, apellido: profile.apellido, telefono: profile.telefono, roles },
      });
      return created.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TOMADO, { email: EMAIL_TOMADO });
    throw err;
  }
}

export async function updateStaff(db: Db, actorId: number, id: number, body: UsuarioEditarBody): Promise<void> {
  const profile = cleanProfile(body);
  const roles = await cleanRoles(db, body.roles);
  if (Object.keys(profile.errores).length) throw badRequest(INVALIDO, profile.errores);
  await db.transaction(async (tx) => {
    const before = await getStaff(tx, id);
    const added = roles.filter((r) => !before.roles.includes(r));
    const removed = before.roles.filter((r) => !roles.includes(r));
    if (id === actorId && added.length) throw unprocessable(ROLES_PROPIOS, { roles: ROLES_PROPIOS });
    if (removed.includes(ROLE_USUARIO_ADMIN)) await assertNotLastUserAdmin(tx, id, 'roles');
    await tx
      .update(usuario)
      .set({ nombre: profile.nombre, apellido: profile.apellido, telefono: profile.telefono, actualizadoEn: new Date() })
      .where(eq(usuario.id, id));
    if (removed.length) await tx.delete(usuarioRol).where(and(eq(usuarioRol.usuarioId, id), inArray(usuarioRol.rol, removed)));
    if (added.length) await tx.insert(usuarioRol).values(added.map((rol) => ({ usuarioId: id, rol }))).onConflictDoNothing();
    // fewer rights: the member's current sessions end (their next request answers 401, a new login gets the new roles)
    if (removed.length) await revokeSessions(tx, id);
    const { nombre, apellido, telefono } = before;
    await audit(tx, {
      recurso: 'usuario',
      registroId: id,
      accion: 'editar',
      antes: { nombre, apellido, telefono, roles: before.roles },
      despues: { nombre: profile.nombre, apellido: profile.apellido, telefono: profile.telefono, roles },
    });
  });
}

export async function setStaffBlock(db: Db, actorId: number, id: number, body: BloqueoBody): Promise<void> {
  const motivo = cleanReason(body.motivo);
  await db.transaction(async (tx) => {
    const before = await getStaff(tx, id);
    if (body.bloquear && id === actorId) throw unprocessable('No puede bloquear su propio usuario', { bloquear: 'No puede bloquear su propio usuario' });
    if (body.bloquear && before.estatus === UsuarioEstatus.BLOQUEADO) throw unprocessable('El usuario ya se encuentra bloqueado', { bloquear: 'Ya bloqueado' });
    if (!body.bloquear && before.estatus !== UsuarioEstatus.BLOQUEADO) throw unprocessable('El usuario no se encuentra bloqueado', { bloquear: 'No bloqueado' });
    if (body.bloquear && before.roles.includes(ROLE_USUARIO_ADMIN)) await assertNotLastUserAdmin(tx, id, 'bloquear');
    const [u] = await tx.select({ verificadoEn: usuario.verificadoEn }).from(usuario).where(eq(usuario.id, id));
    const estatus = body.bloquear ? UsuarioEstatus.BLOQUEADO : u?.verificadoEn ? UsuarioEstatus.ACTIVO : UsuarioEstatus.VERIFICAR_EMAIL;
    await tx.update(usuario).set({ estatus, actualizadoEn: new Date() }).where(eq(usuario.id, id));
    await revokeSessions(tx, id);
    await audit(tx, { recurso: 'usuario', registroId: id, accion: body.bloquear ? 'bloquear' : 'desbloquear', antes: { estatus: before.estatus }, despues: { estatus, motivo } });
  });
}

/** The member an invitation goes to: only before they set their password. */
export async function invitationTarget(db: Db, id: number): Promise<{ id: number; email: string; nombre: string }> {
  const member = await getStaff(db, id);
  if (member.estatus !== UsuarioEstatus.VERIFICAR_EMAIL)
    throw unprocessable('El usuario ya aceptó su invitación', { email: 'El usuario ya aceptó su invitación' });
  return { id: member.id, email: member.email, nombre: member.nombre };
}

export async function isStaffEmailAvailable(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  return !user || user.id === exceptId;
}
